import { PageVisitBodySchema, parseDeviceType } from '@site/contracts';
import type { FastifyPluginAsyncZod } from '../../lib/plugin-types';
import { ok, sendEnvelope } from '../../lib/envelope';
import { clientLimit } from '../../lib/limits';
import { NoData, responses } from '../../lib/responses';

const SOURCES = { '/enterPage': 'enterPage', '/newEnterPage': 'newEnterPage' } as const;

/** Page visits: queued and answered at once, written in batches by the visit queue. */
const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, source] of Object.entries(SOURCES)) {
    app.post(
      path,
      {
        schema: { body: PageVisitBodySchema, response: responses(NoData) },
        config: clientLimit(app, 600),
      },
      async (request, reply) => {
        const { pageTitle, pageUrl, deviceType } = request.body;
        // The schema has already checked the format, so parsing cannot fail here.
        const parsed = parseDeviceType(deviceType)!;
        const accepted = app.visits.enqueue({
          page_title: pageTitle,
          page_url: pageUrl,
          device_type: deviceType,
          device: parsed.device,
          language: parsed.language,
          source,
          received_at: app.now(),
        });
        if (!accepted) return sendEnvelope(request, reply, 503, 503, 'busy');
        return ok(request, reply);
      },
    );
  }
};

export default visitRoutes;
