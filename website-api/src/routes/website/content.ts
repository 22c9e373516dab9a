import { Readable } from 'stream';
import type { ReadableStream as WebReadableStream } from 'stream/web';
import {
  API_CODE,
  ContentParamsSchema,
  MEMBER_CONTENT_TYPES,
  MemberContentSchema,
  type MemberContent,
} from '@site/contracts';
import { requestLocale } from '../../i18n/locale';
import { ok, sendEnvelope } from '../../lib/envelope';
import { clientLimit } from '../../lib/limits';
import type { FastifyPluginAsyncZod } from '../../lib/plugin-types';
import { responses } from '../../lib/responses';
import { resolveMember } from '../../plugins/app/auth';
import { FileLinks, fileLinkKey } from '../../lib/signed-links';
import { CmsUnavailableError, type CmsFileInfo } from '../../services/cms-client';

/** `Content-Disposition` with the file's name, plain where it can be and RFC 5987 beside it. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_').trim() || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * Members-only bodies (`/content/news/:id`, `/brand/:id`, `/enterprise/:id`). Visitors get
 * code 403 without the CMS being asked; members get sanitized HTML from the cached CMS read,
 * and each material file as a short-lived signed link to `/content/files/:id`.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = new FileLinks(fileLinkKey(app.config.fileLinkSecret, app.config.cmsApiToken), app.now);

  for (const type of MEMBER_CONTENT_TYPES) {
    app.get(
      `/${type}/:id`,
      {
        schema: { params: ContentParamsSchema, response: responses(MemberContentSchema) },
        config: clientLimit(app, 300),
      },
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
          return sendEnvelope(request, reply, 200, API_CODE.notFound, 'contentUnavailable', {
            reason: 'not-found',
          });
        }
        if (lookup.status === 'not-synced') {
          return sendEnvelope(request, reply, 200, API_CODE.notFound, 'notSynced', { reason: 'not-synced' });
        }
        const content = lookup.content;
        return ok<MemberContent>(request, reply, {
          ...content,
          materialFiles: content.materialFiles.map((file) => ({ name: file.name, url: links.sign(file.id) })),
        });
      },
    );
  }

  // Opened by a plain link (a download), so no client id header: the signature stands in
  // for the member's session. Never a redirect: the CMS URL must not reach the browser.
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/files/:id',
    { config: { ...clientLimit(app, 120), signedLink: true } },
    async (request, reply) => {
      const check = links.verify(request.params.id, request.query.exp, request.query.sig);
      if (check !== 'valid') {
        request.log.info({ event: 'file-link.refused', reason: check }, 'file link refused');
        return sendEnvelope(request, reply, 403, API_CODE.membersOnly, 'membersOnly');
      }
      let info: CmsFileInfo | null;
      let upstream: Response | null = null;
      try {
        info = await app.cms.fileInfo(Number(request.params.id));
        if (info) upstream = await app.cms.openFile(info);
      } catch (error) {
        if (!(error instanceof CmsUnavailableError)) throw error;
        request.log.warn({ reason: error.message }, 'CMS unavailable');
        return sendEnvelope(request, reply, 502, API_CODE.upstreamUnavailable, 'contentUnavailable');
      }
      if (!info || !upstream || upstream.status === 404) {
        await upstream?.body?.cancel();
        return sendEnvelope(request, reply, 404, API_CODE.notFound, 'contentUnavailable', {
          reason: 'not-found',
        });
      }
      if (!upstream.ok || !upstream.body) {
        await upstream.body?.cancel();
        request.log.warn({ reason: `CMS answered HTTP ${upstream.status}` }, 'CMS unavailable');
        return sendEnvelope(request, reply, 502, API_CODE.upstreamUnavailable, 'contentUnavailable');
      }
      const length = upstream.headers.get('content-length');
      reply
        .code(200)
        .header('content-type', info.mime)
        .header('content-disposition', attachmentHeader(info.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer');
      // fetch decodes a compressed answer, so its length would no longer match.
      if (length && /^[0-9]+$/.test(length) && !upstream.headers.get('content-encoding'))
        reply.header('content-length', length);
      return reply.send(Readable.fromWeb(upstream.body as unknown as WebReadableStream));
    },
  );
};

export default contentRoutes;
