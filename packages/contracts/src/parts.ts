import { AEC_VALUES, CATEGORY_CODES, LIFECYCLES, MATCH_KINDS, SEARCH_MODES } from '@site/parts/vocabulary';
import { z } from './zod';

/**
 * The part search (`/website/parts/*`): what the API accepts and answers, read by the API
 * (validation, serialization, OpenAPI) and by the site (answers). Codes the site translates
 * (category, lifecycle, AEC grade, match, grade) are closed lists, so a screen never meets
 * a value it has no words for.
 */
export { SEARCH_MODES, MATCH_KINDS, type SearchMode, type MatchKind } from '@site/parts/vocabulary';

export const CategorySchema = z.enum(CATEGORY_CODES);
export const LifecycleSchema = z.enum(LIFECYCLES);
export const AecSchema = z.enum(AEC_VALUES);
export const SearchModeSchema = z.enum(SEARCH_MODES);
export const MatchSchema = z.enum(MATCH_KINDS);
export type Match = z.infer<typeof MatchSchema>;

// ─── Requests ──────────────────────────────────────────────────────────────

/** `<brand code>-<normalized part number>`, e.g. `ti-TPS71725QDRVR`. */
export const PartIdSchema = z.string().regex(/^[a-z0-9]{2,16}-[0-9A-Z]{1,64}$/);
/** A two-letter country (CN: Chinese-made) or `intl` (everything but CN). */
const OriginFilterSchema = z.string().regex(/^([A-Z]{2}|intl)$/);
/** Pages of 1 to 50 results; deeper pages are not served. */
const PageSchema = z.coerce.number().int().min(1).max(50);

/** Query of `GET /search`: at least one of `q`, `category`, `brand` (the route checks). */
export const PartSearchQuerySchema = z.object({
  q: z.string().max(100).default(''),
  mode: SearchModeSchema.default('auto'),
  category: CategorySchema.optional(),
  brand: z
    .string()
    .regex(/^[a-z0-9]{2,16}$/)
    .optional(),
  package: z.string().min(2).max(40).optional(),
  aec: z.enum(['any', 'none', ...AEC_VALUES]).optional(),
  origin: OriginFilterSchema.optional(),
  page: PageSchema.default(1),
  pageSize: PageSchema.default(20),
});
export type PartSearchRequest = z.infer<typeof PartSearchQuerySchema>;

export const PartIdParamsSchema = z.object({ id: PartIdSchema });

/** Query of `GET /:id/substitutes`: grades as letters (`AB`), origin, paging. */
export const SubstitutesQuerySchema = z.object({
  grade: z
    .string()
    .regex(/^[A-D]{1,4}$/)
    .optional(),
  origin: OriginFilterSchema.optional(),
  page: PageSchema.default(1),
  pageSize: PageSchema.default(20),
});

/** Query of `GET /compare`: part `b` judged against part `a`. */
export const CompareQuerySchema = z.object({ a: PartIdSchema, b: PartIdSchema });

// ─── Answers (`data` of the envelope) ──────────────────────────────────────

export const PartSummarySchema = z.object({
  id: z.string(),
  mpn: z.string(),
  brand: z.object({ code: z.string(), name: z.string() }),
  origin: z.string(),
  category: CategorySchema,
  package: z.string(),
  pinCount: z.number().int(),
  lifecycle: LifecycleSchema,
  aec: AecSchema.nullable(),
  description: z.string(),
  datasheetUrl: z.string().nullable(),
  /** A generated demo record, not a real part: pages say so beside it. */
  demo: z.boolean(),
});
export type PartSummary = z.infer<typeof PartSummarySchema>;

/** A measured value: any of min, typ and max, in the unit of its parameter. */
export const MeasuredSchema = z.object({
  min: z.number().optional(),
  typ: z.number().optional(),
  max: z.number().optional(),
});
export type Measured = z.infer<typeof MeasuredSchema>;

export const PartParamSchema = MeasuredSchema.extend({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
});
export type PartParam = z.infer<typeof PartParamSchema>;

export const PinSchema = z.object({ number: z.number().int(), name: z.string(), function: z.string() });
export type Pin = z.infer<typeof PinSchema>;

export const PartDetailSchema = PartSummarySchema.extend({
  family: z.string(),
  attributes: z.record(z.string(), z.string()),
  params: z.array(PartParamSchema),
  /** Empty for visitors: the pin table is for members. */
  pins: z.array(PinSchema),
  updatedAt: z.string(),
});
export type PartDetail = z.infer<typeof PartDetailSchema>;

/** One side of a comparison row: numbers for parameters, text for lifecycle and AEC grade. */
export const RowValueSchema = MeasuredSchema.extend({ text: z.string().optional() });
export type RowValue = z.infer<typeof RowValueSchema>;

export const VerdictSchema = z.enum(['better', 'worse', 'equal', 'unknown']);
export type Verdict = z.infer<typeof VerdictSchema>;

export const ComparisonRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  verdict: VerdictSchema,
  severity: z.enum(['minor', 'major']).nullable(),
  original: RowValueSchema.nullable(),
  candidate: RowValueSchema.nullable(),
});
export type ComparisonRow = z.infer<typeof ComparisonRowSchema>;

export const GradeSchema = z.enum(['A', 'B', 'C', 'D']);
export type Grade = z.infer<typeof GradeSchema>;
export const GRADES = GradeSchema.options;

export const DirectionSchema = z.enum(['upgrade', 'downgrade', 'equivalent', 'mixed']);
export type Direction = z.infer<typeof DirectionSchema>;

export const ComparisonSchema = z.object({
  grade: GradeSchema,
  pinToPin: z.boolean(),
  direction: DirectionSchema,
  better: z.number().int(),
  worse: z.number().int(),
  majorWorse: z.number().int(),
  /** Left out for visitors: the parameter-by-parameter explanation is for members. */
  rows: z.array(ComparisonRowSchema).optional(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

/** Every answer about parts says whether it is the visitor's preview. */
export const PreviewSchema = z.object({
  limited: z.boolean(),
  registerPrompt: z.boolean(),
  /** The register text for visitors, the "not an exact match" text, or null. */
  notice: z.string().nullable(),
});

export const SearchAnswerSchema = PreviewSchema.extend({
  query: z.string(),
  mode: SearchModeSchema,
  match: MatchSchema,
  /** True when the parts shown do not carry the number asked for (suffix-tolerant match). */
  notExact: z.boolean(),
  matchedOn: z.string().nullable(),
  total: z.number().int(),
  /** The API stops counting at 1,000. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(PartSummarySchema),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

export const PartAnswerSchema = PreviewSchema.extend({ part: PartDetailSchema });
export type PartAnswer = z.infer<typeof PartAnswerSchema>;

export const SubstitutesAnswerSchema = PreviewSchema.extend({
  part: PartSummarySchema,
  total: z.number().int(),
  counts: z.object({ A: z.number().int(), B: z.number().int(), C: z.number().int(), D: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(z.object({ part: PartSummarySchema, comparison: ComparisonSchema })),
});
export type SubstitutesAnswer = z.infer<typeof SubstitutesAnswerSchema>;

export const CompareAnswerSchema = PreviewSchema.extend({
  a: PartSummarySchema,
  b: PartSummarySchema,
  /** Null when the two parts do different jobs (other category or function), and for visitors. */
  comparison: ComparisonSchema.nullable(),
});
export type CompareAnswer = z.infer<typeof CompareAnswerSchema>;

/** The data-volume panel. */
export const PartsStatsSchema = z.object({
  parts: z.number().int(),
  datasheets: z.number().int(),
  brands: z.number().int(),
  replacementPairs: z.number().int(),
  partsWithSubstitutes: z.number().int(),
  categories: z.record(z.string(), z.number().int()),
  updatedOn: z.string().nullable(),
});
export type PartsStats = z.infer<typeof PartsStatsSchema>;

/** Makers of the stored parts, by name: the search form's maker filter. */
export const PartBrandsSchema = z.array(z.object({ code: z.string(), name: z.string(), origin: z.string() }));
export type PartBrands = z.infer<typeof PartBrandsSchema>;
