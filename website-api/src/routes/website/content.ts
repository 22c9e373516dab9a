import { API_CODE, ContentParamsSchema, MEMBER_CONTENT_TYPES, MemberContentSchema, type MemberContent } from '@site/contracts';
import { requestLocale } from '../../i18n/locale';
import { ok, sendEnvelope } from '../../lib/envelope';
import { clientLimit } from '../../lib/limits';
import type { FastifyPluginAsyncZod } from '../../lib/plugin-types';
import { responses } from '../../lib/responses';
import { resolveMember } from '../../plugins/app/auth';
import { CmsUnavailableError } from '../../services/cms-client';

/**
 * Members-only bodies (`/content/news/:id`, `/brand/:id`, `/enterprise/:id`). Visitors get
 * code 403 without the CMS being asked; members get sanitized HTML from the cached CMS read.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of MEMBER_CONTENT_TYPES) {
    app.get(
      `/${type}/:id`,
      { schema: { params: ContentParamsSchema, response: responses(MemberContentSchema) }, config: clientLimit(app, 300) },
      async (request, reply) => {
        if (!(await resolveMember(request))) {
          return sendEnvelope(request, reply, 200, API_CODE.membersOnly, 'membersOnly');
        }
        let lookup;
        try {
          lookup = await app.cms.lookup(type, request.params.id, requestLocale(request));
        } catch (error) {
          if (!(error instanceof CmsUnavailableError)) throw error;
          request.log.warn({ reason: error.message, type }, 'CMS unavailable');
          return sendEnvelope(request, reply, 502, API_CODE.upstreamUnavailable, 'contentUnavailable');
        }
        if (lookup.status === 'not-found') {
          return sendEnvelope(request, reply, 200, API_CODE.notFound, 'contentUnavailable', { reason: 'not-found' });
        }
        if (lookup.status === 'not-synced') {
          return sendEnvelope(request, reply, 200, API_CODE.notFound, 'notSynced', { reason: 'not-synced' });
        }
        return ok<MemberContent>(request, reply, lookup.content);
      },
    );
  }
};

export default contentRoutes;
