import { randomUUID } from 'crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { PartsStore } from '@site/parts';
import type { Config } from './config';
import forwardedHeaders from './plugins/external/forwarded-headers';
import securityHeaders from './plugins/external/security-headers';
import rateLimit from './plugins/external/rate-limit';
import errorHandler from './plugins/app/error-handler';
import infrastructure, { type InfrastructureOptions } from './plugins/app/infrastructure';
import { OPENAPI_PATH, openApi } from './lib/openapi';
import healthRoutes from './routes/health';
import websiteRoutes from './routes/website';

export type AppOptions = Omit<InfrastructureOptions, 'now'> & {
  now?: () => number;
  /** false: no part search (suites that do not test it). */
  withParts?: boolean;
  /** The parts store the part search serves; by default it opens its own (`@site/parts` configFromEnv). */
  partsStore?: PartsStore;
};

/**
 * The website API as one plugin: external concerns (forwarded headers, security headers, rate limit), then
 * the app's own (errors, database and services), then the routes under `/website`.
 * The part search is one of them (`/website/parts`, routes/website/parts.ts) over the `@site/parts` store.
 */
export const websiteApi = fp(
  async function websiteApi(app, options: AppOptions) {
    await app.register(forwardedHeaders, { config: options.config });
    await app.register(securityHeaders);
    await app.register(rateLimit, { config: options.config });
    await app.register(errorHandler);
    await app.register(infrastructure, { ...options, now: options.now ?? Date.now });

    // One log line per request, with its id; bodies and headers are never logged.
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url.split('?')[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });

    // Before the routes: it reads each route's schema as the route is added.
    await app.register(openApi);
    if (options.config.publishApiDocs) {
      app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return app.swagger();
      });
    }

    await app.register(healthRoutes);
    await app.register(websiteRoutes, {
      prefix: '/website',
      withParts: options.withParts,
      partsStore: options.partsStore,
    });
  },
  { name: 'website-api' },
);

/** Server options: the logger, proxy trust and body limits that go with the plugin. */
export function serverOptions(
  config: Config,
  logger: FastifyServerOptions['logger'] = true,
): FastifyServerOptions {
  return {
    logger:
      logger === true
        ? {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
              censor: '[redacted]',
            },
          }
        : logger,
    disableRequestLogging: true,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // X-Forwarded-For names the client only from the proxies in TRUST_PROXY (none by default),
    // and only with the proxy secret when one is set (plugins/external/forwarded-headers.ts).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
    // While closing, requests already on open connections are still served (and their visits
    // stored) with `Connection: close`, instead of a 503 outside the envelope.
    return503OnClosing: false,
  };
}

export async function buildApp(
  options: AppOptions,
  logger?: FastifyServerOptions['logger'],
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(options.config, logger));
  await app.register(websiteApi, options);
  await app.ready();
  return app;
}
