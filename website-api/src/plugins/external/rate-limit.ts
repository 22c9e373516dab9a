import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { MemoryRateStore } from './memory-rate-store';

export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor() {
    super('Too many requests');
  }
}

/**
 * Per-client limits, opted into by each route (`config.rateLimit`). The key is the
 * client of `request.ip` (lib/limits.ts `clientOf`): the socket address, or the X-Forwarded-For
 * of a configured proxy (TRUST_PROXY, plugins/external/forwarded-headers.ts). Never a body field.
 */
export default fp(
  async function rateLimitPlugin(app) {
    await app.register(rateLimit, {
      global: false,
      store: MemoryRateStore,
      errorResponseBuilder: () => new RateLimitedError(),
    });
  },
  { name: 'rate-limit' },
);
