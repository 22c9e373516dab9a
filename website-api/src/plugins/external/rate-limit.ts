import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type Redis from 'ioredis';
import type { Config } from '../../config';
import { closeRedis, connectRedis } from '../../services/redis';
import { MemoryRateStore } from './memory-rate-store';

export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor() {
    super('Too many requests');
  }
}

/** Redis did not count a request (unreachable or too slow): the request is refused with 503. */
export class RateStoreUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super(`rate-limit store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection of the per-client limits, or null when they are kept in memory. */
    redis: Redis | null;
  }
}

type StoreCallback = (error: Error | null, result?: unknown) => void;
type Command = (...args: unknown[]) => unknown;

/**
 * The `redis` client handed to @fastify/rate-limit's Redis store. The store defines its Lua
 * script with `defineCommand` and runs it as a command of the same name; this passes both to
 * the ioredis client and turns a failure of the command into a RateStoreUnavailableError, so
 * the error handler can tell a Redis outage (503) from a fault of the route (500).
 */
function storeClient(redis: Redis) {
  const client: Record<string, unknown> = {
    defineCommand(name: string, definition: { numberOfKeys: number; lua: string }) {
      redis.defineCommand(name, definition);
      const command = (redis as unknown as Record<string, Command>)[name].bind(redis);
      client[name] = (...args: unknown[]) => {
        const callback = args.pop() as StoreCallback;
        command(...args, (error: Error | null, result: unknown) =>
          callback(error ? new RateStoreUnavailableError(error) : null, result),
        );
      };
    },
  };
  return client;
}

/**
 * Per-client limits, opted into by each route (`config.rateLimit`). The key is the
 * client of `request.ip` (lib/limits.ts `clientOf`): the socket address, or the X-Forwarded-For
 * of a configured proxy (TRUST_PROXY, plugins/external/forwarded-headers.ts). Never a body field.
 *
 * Without REDIS_URL the counters live in this process (MemoryRateStore). With it they live in
 * Redis under `<REDIS_KEY_PREFIX>rate-limit:<method><route>-<client>`, one fixed window per
 * key counted by an atomic script, so every instance behind a load balancer counts against the
 * same allowance. When Redis cannot count a request, the request is refused (503) rather than
 * let through unlimited (decision 024).
 */
export default fp(
  async function rateLimitPlugin(app, options: { config: Config }) {
    const { redis: settings } = options.config;
    if (!settings) {
      app.decorate('redis', null);
      await app.register(rateLimit, {
        global: false,
        store: MemoryRateStore,
        errorResponseBuilder: () => new RateLimitedError(),
      });
      return;
    }

    const redis = await connectRedis(settings.url, app.log.child({ part: 'redis' }));
    app.decorate('redis', redis);
    // Last of the close hooks (they run in reverse order): requests still served while
    // closing keep their limits.
    app.addHook('onClose', async () => {
      await closeRedis(redis);
    });
    await app.register(rateLimit, {
      global: false,
      redis: storeClient(redis),
      nameSpace: `${settings.keyPrefix}rate-limit:`,
      skipOnError: false,
      errorResponseBuilder: () => new RateLimitedError(),
    });
  },
  { name: 'rate-limit' },
);
