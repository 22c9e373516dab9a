import { PageVisitBodySchema, parseDeviceType } from '@site/contracts';
import type { FastifyPluginAsyncZod } from '../../lib/plugin-types';
import { ok, sendEnvelope } from '../../lib/envelope';
import { clientLimit } from '../../lib/limits';
import { NoData, responses } from '../../lib/responses';

const SOURCES = { '/enterPage': 'enterPage', '/newEnterPage': 'newEnterPage' } as const;

/**
 * How long a visit's request waits for its batch to be stored. Beyond it the answer is 503 (the
 * visit stays queued and is stored when the database answers): a 2xx always means stored.
 */
export const VISIT_STORE_WAIT_MS = 5000;

function storedWithin(stored: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([stored.then(() => true), late]).finally(() => clearTimeout(timer));
}

/** Page visits: answered once stored, written in batches by the visit queue (decision 023). */
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
        const stored = app.visits.enqueue({
          page_title: pageTitle,
          page_url: pageUrl,
          device_type: deviceType,
          device: parsed.device,
          language: parsed.language,
          source,
          received_at: app.now(),
          request_id: request.proxyRequestId,
        });
        if (!stored || !(await storedWithin(stored, VISIT_STORE_WAIT_MS))) {
          return sendEnvelope(request, reply, 503, 503, 'busy');
        }
        return ok(request, reply);
      },
    );
  }
};

export default visitRoutes;
