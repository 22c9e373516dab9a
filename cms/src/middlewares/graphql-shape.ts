import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { DEFAULT_GRAPHQL_LIMITS, LIMIT_ERROR_CODE, shapeRefusal } from '../hardening/graphql-limits';

type KoaMiddleware = (ctx: Context, next: Next) => Promise<unknown>;
// The parser the GraphQL route itself uses (`strapi::body` leaves the endpoint alone); the
// route's own parser then finds the body already read and keeps it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bodyParser = require('koa-bodyparser') as () => KoaMiddleware;

/**
 * Global middleware (listed after `strapi::body`, which leaves the GraphQL endpoint alone): refuses a GraphQL document that is too deep,
 * has too many aliases or too many selections with its fragments expanded, before Apollo
 * parses and validates it. It must run before Apollo: Strapi's depth rule walks fragment
 * spreads without memoising, so a small document of nested spreads would keep the CMS
 * busy for minutes, and Apollo's own hooks cannot answer 400 before validation.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // The router matches the endpoint case-insensitively and with a trailing slash.
  const endpoint = String(strapi.plugin('graphql')?.config('endpoint') ?? '/graphql').toLowerCase();
  const parseBody = bodyParser();
  return async (ctx: Context, next: Next) => {
    if (ctx.path.replace(/\/+$/, '').toLowerCase() !== endpoint) return next();
    await parseBody(ctx, async () => undefined);
    const body = ctx.request.body as unknown;
    const queries = [
      ctx.query.query,
      ...(Array.isArray(body) ? body : [body]).map((item: unknown) =>
        item && typeof item === 'object' ? (item as { query?: unknown }).query : undefined,
      ),
    ];
    for (const query of queries) {
      const refusal = typeof query === 'string' ? shapeRefusal(query, DEFAULT_GRAPHQL_LIMITS) : null;
      if (refusal) {
        ctx.status = 400;
        ctx.body = { errors: [{ message: refusal, extensions: { code: LIMIT_ERROR_CODE } }] };
        return;
      }
    }
    return next();
  };
};
