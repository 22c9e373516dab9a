import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { assertPublicRestLoad } from '../hardening/public-limits';
import { assertQueryShape } from '../hardening/query-shape';
import { assertPublicQuery } from '../members-only/query-guard';
import { redact } from '../members-only/redact';
import { hasFullAccess, type RequestAuth } from '../members-only/rules';
import { modelGetter } from '../members-only/strapi-models';

interface RouteState {
  route?: { handler?: unknown };
  auth?: RequestAuth;
}

/**
 * Route middleware on every read of the content API: filters must be ones Strapi can
 * build a query from; a request without the full-access token may not query
 * members-only bodies, gets them as null, and reads within the public limits.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const getModel = modelGetter(strapi);
  return async (ctx: Context, next: Next) => {
    const state = ctx.state as RouteState;
    const handler = typeof state.route?.handler === 'string' ? state.route.handler : '';
    const model = getModel(handler.slice(0, handler.lastIndexOf('.')));
    if (!model) return next();
    const query = ctx.query as Record<string, unknown>;
    // Malformed filters answer 400 to everyone, not the query builder's 500.
    assertQueryShape(query, model, getModel);
    if (hasFullAccess(state.auth)) return next();
    assertPublicQuery(query, model, getModel);
    // Bounded reads: page size and populated relations (decision 082).
    assertPublicRestLoad(query, model, getModel, handler.endsWith('.findOne') || model.kind === 'singleType');
    await next();
    const body = ctx.body as { data?: unknown } | undefined;
    if (body && typeof body === 'object' && 'data' in body) redact(body.data, model, getModel);
  };
};
