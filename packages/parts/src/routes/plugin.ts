import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rankSubstitutes } from '../engine/substitutes';
import { grade as gradePair, type Grade } from '../engine/grade';
import { searchParts, type SearchMode } from '../search';
import type { PartsStore, SearchFilters } from '../store/store';
import { localeOf, message, type MessageKey } from './messages';
import { comparison, detail, summary } from './present';
import * as S from './schemas';

export interface PartsRoutesOptions {
  store: PartsStore;
  /** The signed-in member, or null for a visitor (who gets a preview). */
  resolveMember: (request: FastifyRequest) => Promise<{ id: string } | null>;
  /** Requests per minute and client for each route; see DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<Record<RouteName, number>>;
}

type RouteName = 'search' | 'stats' | 'brands' | 'detail' | 'substitutes' | 'compare';

export const DEFAULT_RATE_LIMITS: Record<RouteName, number> = {
  search: 60,
  stats: 120,
  brands: 120,
  detail: 120,
  substitutes: 30,
  compare: 30,
};

/** The makers list changes only with a data load: browsers and proxies may keep it an hour. */
export const BRANDS_CACHE_CONTROL = 'public, max-age=3600';

/** What a visitor sees: the first results, no explanations, no pin table. */
export const VISITOR_SEARCH_RESULTS = 5;
export const VISITOR_SUBSTITUTES = 3;

function send(reply: FastifyReply, request: FastifyRequest, status: number, key: MessageKey, data?: object) {
  return reply
    .code(status)
    .send({ code: status, msg: message(key, localeOf(request.headers['x-locale'])), data });
}

/**
 * Parts search, detail, substitutes, comparison and statistics. Registered by the
 * website API under `/website/parts`; answers use the `{ code, msg, data }` envelope.
 */
export async function partsRoutes(app: FastifyInstance, options: PartsRoutesOptions): Promise<void> {
  const { store, resolveMember } = options;
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const config = (name: RouteName) => ({ rateLimit: { max: limits[name], timeWindow: '1 minute' } });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({
        code: 400,
        msg: message('badQuery', localeOf(request.headers['x-locale'])),
        data: {
          issues: error.validation.map((v) =>
            `${error.validationContext ?? 'request'}${v.instancePath} ${v.message ?? ''}`.trim(),
          ),
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, request, 429, 'tooManyRequests');
    if (status >= 400 && status < 500) return send(reply, request, status, 'badQuery');
    request.log.error({ err: error }, 'parts route failed');
    return send(reply, request, 500, 'serverError');
  });

  const preview = async (request: FastifyRequest) => {
    const member = await resolveMember(request);
    const locale = localeOf(request.headers['x-locale']);
    return {
      member,
      limited: member === null,
      registerPrompt: member === null,
      promptText: member === null ? message('membersOnlyPreview', locale) : null,
    };
  };

  app.get<{ Querystring: { q: string; mode: SearchMode; page: number; pageSize: number } & SearchFilters }>(
    '/search',
    {
      config: config('search'),
      schema: {
        querystring: S.searchQuery,
        response: { 200: S.searchResponse, 400: S.errorEnvelope, 429: S.errorEnvelope },
      },
    },
    async (request, reply) => {
      const { q, mode, page, pageSize, ...filters } = request.query;
      if (q.trim() === '' && !filters.category && !filters.brand)
        return send(reply, request, 400, 'queryRequired');
      const access = await preview(request);
      const outcome = await searchParts(store, {
        q,
        mode,
        filters,
        page: access.limited ? 1 : page,
        pageSize: access.limited ? VISITOR_SEARCH_RESULTS : pageSize,
      });
      const locale = localeOf(request.headers['x-locale']);
      return send(reply, request, 200, 'ok', {
        query: q,
        mode,
        match: outcome.match,
        notExact: outcome.notExact,
        matchedOn: outcome.matchedOn,
        total: outcome.found.total,
        totalCapped: outcome.found.totalCapped,
        page: access.limited ? 1 : page,
        pageSize: access.limited ? VISITOR_SEARCH_RESULTS : pageSize,
        limited: access.limited,
        registerPrompt: access.registerPrompt,
        notice: outcome.notExact ? message('notExactMatch', locale) : access.promptText,
        items: outcome.found.parts.map(summary),
      });
    },
  );

  app.get(
    '/stats',
    { config: config('stats'), schema: { response: { 200: S.statsResponse } } },
    async (request, reply) => send(reply, request, 200, 'ok', await store.stats()),
  );

  app.get(
    '/brands',
    { config: config('brands'), schema: { response: { 200: S.brandsResponse } } },
    async (request, reply) => {
      const brands = await store.brandList();
      reply.header('cache-control', BRANDS_CACHE_CONTROL);
      return send(reply, request, 200, 'ok', brands);
    },
  );

  app.get<{ Querystring: { a: string; b: string } }>(
    '/compare',
    {
      config: config('compare'),
      schema: {
        querystring: S.compareQuery,
        response: { 200: S.compareResponse, 400: S.errorEnvelope, 404: S.errorEnvelope },
      },
    },
    async (request, reply) => {
      const [a, b] = await Promise.all([store.getById(request.query.a), store.getById(request.query.b)]);
      if (!a || !b) return send(reply, request, 404, 'notFound');
      const access = await preview(request);
      const result = gradePair(a, b);
      return send(reply, request, 200, 'ok', {
        a: summary(a),
        b: summary(b),
        comparison: result ? comparison(result, !access.limited) : null,
        limited: access.limited,
        registerPrompt: access.registerPrompt,
        notice: access.promptText,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/:id',
    {
      config: config('detail'),
      schema: {
        params: S.idParams,
        response: { 200: S.detailResponse, 400: S.errorEnvelope, 404: S.errorEnvelope },
      },
    },
    async (request, reply) => {
      const part = await store.getById(request.params.id);
      if (!part) return send(reply, request, 404, 'notFound');
      const access = await preview(request);
      return send(reply, request, 200, 'ok', {
        part: detail(part, !access.limited),
        limited: access.limited,
        registerPrompt: access.registerPrompt,
        notice: access.promptText,
      });
    },
  );

  app.get<{
    Params: { id: string };
    Querystring: { grade?: string; origin?: string; page: number; pageSize: number };
  }>(
    '/:id/substitutes',
    {
      config: config('substitutes'),
      schema: {
        params: S.idParams,
        querystring: S.substitutesQuery,
        response: { 200: S.substitutesResponse, 400: S.errorEnvelope, 404: S.errorEnvelope },
      },
    },
    async (request, reply) => {
      const part = await store.getById(request.params.id);
      if (!part) return send(reply, request, 404, 'notFound');
      const access = await preview(request);
      const grades = request.query.grade
        ? ([...new Set(request.query.grade.split(''))] as Grade[])
        : undefined;
      const all = await rankSubstitutes(store, part, { grades, origin: request.query.origin });
      const counts = { A: 0, B: 0, C: 0, D: 0 };
      for (const s of all) counts[s.comparison.grade]++;
      const page = access.limited ? 1 : request.query.page;
      const pageSize = access.limited ? VISITOR_SUBSTITUTES : request.query.pageSize;
      const slice = all.slice((page - 1) * pageSize, page * pageSize);
      // Display texts are read for the page shown only.
      const parts = new Map(
        (await store.partsByRowIds(slice.map((s) => s.candidate.rowId))).map((p) => [p.rowId, p]),
      );
      const shown = slice.flatMap((s) => {
        const found = parts.get(s.candidate.rowId);
        return found ? [{ part: found, comparison: s.comparison }] : [];
      });
      return send(reply, request, 200, 'ok', {
        part: summary(part),
        total: all.length,
        counts,
        page,
        pageSize,
        limited: access.limited,
        registerPrompt: access.registerPrompt,
        notice: access.promptText,
        items: shown.map((s) => ({
          part: summary(s.part),
          comparison: comparison(s.comparison, !access.limited),
        })),
      });
    },
  );
}
