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
 * Per-client limits, opted into by each route (`config.rateLimit`). The key is the default
 * `request.ip`: the socket address, or the X-Forwarded-For written by the site server, which
 * is trusted only from loopback (see `trustProxy` in app.ts). Never a body field.
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
