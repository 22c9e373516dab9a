import {
  CompareAnswerSchema,
  CompareQuerySchema,
  PartAnswerSchema,
  PartBrandsSchema,
  PartIdParamsSchema,
  PartSearchQuerySchema,
  PartsStatsSchema,
  SearchAnswerSchema,
  SubstitutesAnswerSchema,
  SubstitutesQuerySchema,
  type Grade,
} from '@site/contracts';
import {
  grade as gradePair,
  openPartsStore,
  rankSubstitutes,
  searchParts,
  type PartsStore,
} from '@site/parts';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../i18n/locale';
import { message } from '../../i18n/messages';
import { ok, sendEnvelope } from '../../lib/envelope';
import { clientLimit } from '../../lib/limits';
import { partComparison, partDetail, partSummary } from '../../lib/part-answers';
import type { FastifyPluginAsyncZod } from '../../lib/plugin-types';
import { responses } from '../../lib/responses';
import { resolveMember } from '../../plugins/app/auth';

export interface PartsRoutesOptions {
  /** The parts store to serve; when absent the routes open their own (DATABASE_URL or the SQLite file) and close it with the app. */
  store?: PartsStore;
}

/** Requests per minute and client of each route, before RATE_LIMIT_SCALE. */
export const PARTS_RATE_LIMITS = {
  search: 60,
  stats: 120,
  brands: 120,
  detail: 120,
  substitutes: 30,
  compare: 30,
} as const;

/** The makers list changes only with a data load: browsers and proxies may keep it an hour. */
export const BRANDS_CACHE_CONTROL = 'public, max-age=3600';

/**
 * What a visitor sees: the first results, no explanations, no pin table; the first substitutes
 * whatever the filters, and no grades when comparing two parts of their choice.
 */
export const VISITOR_SEARCH_RESULTS = 5;
export const VISITOR_SUBSTITUTES = 3;

/** Whether the answer is the visitor's preview, and the register text that goes with it. */
async function access(request: FastifyRequest) {
  const member = await resolveMember(request);
  const limited = member === null;
  return {
    limited,
    registerPrompt: limited,
    notice: limited ? message(requestLocale(request), 'partsPreview') : null,
  };
}

/**
 * Part search, detail, substitutes, comparison and statistics under `/website/parts`
 * (packages/parts has the data and the engine). Visitors get a preview: the first results,
 * no pin table and no row-by-row explanations.
 */
const partsRoutes: FastifyPluginAsyncZod<PartsRoutesOptions> = async (app, options) => {
  let store = options.store;
  if (!store) {
    const own = await openPartsStore();
    app.addHook('onClose', () => own.close());
    store = own;
  }
  const parts = store;

  app.get(
    '/search',
    {
      schema: { querystring: PartSearchQuerySchema, response: responses(SearchAnswerSchema) },
      config: clientLimit(app, PARTS_RATE_LIMITS.search),
    },
    async (request, reply) => {
      const { q, mode, page, pageSize, ...filters } = request.query;
      if (q.trim() === '' && !filters.category && !filters.brand) {
        return sendEnvelope(request, reply, 400, 400, 'partsQueryRequired');
      }
      const preview = await access(request);
      const shownPage = preview.limited ? 1 : page;
      const shownSize = preview.limited ? VISITOR_SEARCH_RESULTS : pageSize;
      const outcome = await searchParts(parts, { q, mode, filters, page: shownPage, pageSize: shownSize });
      return ok(request, reply, {
        query: q,
        mode,
        match: outcome.match,
        notExact: outcome.notExact,
        matchedOn: outcome.matchedOn,
        total: outcome.found.total,
        totalCapped: outcome.found.totalCapped,
        page: shownPage,
        pageSize: shownSize,
        ...preview,
        notice: outcome.notExact ? message(requestLocale(request), 'partsNotExact') : preview.notice,
        items: outcome.found.parts.map(partSummary),
      });
    },
  );

  app.get(
    '/stats',
    { schema: { response: responses(PartsStatsSchema) }, config: clientLimit(app, PARTS_RATE_LIMITS.stats) },
    async (request, reply) => ok(request, reply, await parts.stats()),
  );

  app.get(
    '/brands',
    { schema: { response: responses(PartBrandsSchema) }, config: clientLimit(app, PARTS_RATE_LIMITS.brands) },
    async (request, reply) => {
      const brands = await parts.brandList();
      reply.header('cache-control', BRANDS_CACHE_CONTROL);
      return ok(request, reply, brands);
    },
  );

  app.get(
    '/compare',
    {
      schema: { querystring: CompareQuerySchema, response: responses(CompareAnswerSchema) },
      config: clientLimit(app, PARTS_RATE_LIMITS.compare),
    },
    async (request, reply) => {
      const [a, b] = await Promise.all([parts.getById(request.query.a), parts.getById(request.query.b)]);
      if (!a || !b) return sendEnvelope(request, reply, 404, 404, 'partNotFound');
      const preview = await access(request);
      // Visitors get the two parts' facts only: a grade or a verdict count for any pair they
      // choose would grade every part for them (the preview is the substitutes' first three).
      const graded = preview.limited ? null : gradePair(a, b);
      return ok(request, reply, {
        a: partSummary(a),
        b: partSummary(b),
        comparison: graded ? partComparison(graded, true) : null,
        ...preview,
      });
    },
  );

  app.get(
    '/:id',
    {
      schema: { params: PartIdParamsSchema, response: responses(PartAnswerSchema) },
      config: clientLimit(app, PARTS_RATE_LIMITS.detail),
    },
    async (request, reply) => {
      const part = await parts.getById(request.params.id);
      if (!part) return sendEnvelope(request, reply, 404, 404, 'partNotFound');
      const preview = await access(request);
      return ok(request, reply, { part: partDetail(part, !preview.limited), ...preview });
    },
  );

  app.get(
    '/:id/substitutes',
    {
      schema: {
        params: PartIdParamsSchema,
        querystring: SubstitutesQuerySchema,
        response: responses(SubstitutesAnswerSchema),
      },
      config: clientLimit(app, PARTS_RATE_LIMITS.substitutes),
    },
    async (request, reply) => {
      const part = await parts.getById(request.params.id);
      if (!part) return sendEnvelope(request, reply, 404, 404, 'partNotFound');
      const preview = await access(request);
      // The visitor's preview is the same whatever the filters: the first three of the whole
      // ranking, so no grade or origin combination shows a visitor three more.
      const grades =
        request.query.grade && !preview.limited
          ? ([...new Set(request.query.grade.split(''))] as Grade[])
          : undefined;
      const origin = preview.limited ? undefined : request.query.origin;
      const all = await rankSubstitutes(parts, part, { grades, origin });
      const counts = { A: 0, B: 0, C: 0, D: 0 };
      for (const s of all) counts[s.comparison.grade]++;
      const page = preview.limited ? 1 : request.query.page;
      const pageSize = preview.limited ? VISITOR_SUBSTITUTES : request.query.pageSize;
      const slice = all.slice((page - 1) * pageSize, page * pageSize);
      // Display texts are read for the page shown only.
      const found = new Map(
        (await parts.partsByRowIds(slice.map((s) => s.candidate.rowId))).map((p) => [p.rowId, p]),
      );
      const items = slice.flatMap((s) => {
        const candidate = found.get(s.candidate.rowId);
        return candidate
          ? [{ part: partSummary(candidate), comparison: partComparison(s.comparison, !preview.limited) }]
          : [];
      });
      return ok(request, reply, {
        part: partSummary(part),
        total: all.length,
        counts,
        page,
        pageSize,
        ...preview,
        items,
      });
    },
  );
};

export default partsRoutes;
