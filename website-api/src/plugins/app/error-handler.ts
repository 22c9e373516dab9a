import fp from 'fastify-plugin';
import { sendEnvelope } from '../../lib/envelope';
import { RequestValidationError } from '../../lib/zod-schemas';
import { RateStoreUnavailableError } from '../external/rate-limit';

/**
 * Every failure leaves in the envelope. Bad input is a 4xx with the reason; a rate-limit
 * store that cannot be reached a 503; anything unexpected is a 500 whose details stay in the log.
 */
export default fp(
  async function errorHandler(app) {
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof RequestValidationError) {
        return sendEnvelope(request, reply, 400, 400, 'badRequest', error.fields);
      }
      // Redis, where the per-client limits are kept, did not answer: refused, not let through.
      if (error instanceof RateStoreUnavailableError) {
        request.log.error({ err: error }, 'rate-limit store unavailable');
        reply.header('retry-after', '5');
        return sendEnvelope(request, reply, 503, 503, 'busy');
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return sendEnvelope(request, reply, 429, 429, 'rateLimited');
      if (status === 413) return sendEnvelope(request, reply, 413, 413, 'payloadTooLarge');
      if (status >= 400 && status < 500) {
        request.log.info({ reason: error.message }, 'bad request');
        return sendEnvelope(request, reply, status, status, 'badRequest');
      }
      request.log.error({ err: error }, 'request failed');
      return sendEnvelope(request, reply, 500, 500, 'serverError');
    });

    app.setNotFoundHandler((request, reply) => sendEnvelope(request, reply, 404, 404, 'notFound'));
  },
  { name: 'error-handler' },
);
