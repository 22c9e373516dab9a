import { AEC_VALUES, CATEGORY_CODES } from '../categories';
import { SEARCH_MODES } from '../search';

/** JSON Schemas of the parts routes (Fastify validates requests and serializes answers with them). */
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;

export const envelope = (data: object) => ({
  type: 'object',
  required: ['code', 'msg'],
  properties: { code: int, msg: str, data },
});

export const errorEnvelope = envelope({
  type: 'object',
  properties: { issues: { type: 'array', items: str } },
});

const value = {
  type: 'object',
  properties: { min: { type: 'number' }, typ: { type: 'number' }, max: { type: 'number' }, text: str },
};

export const partSummary = {
  type: 'object',
  properties: {
    id: str,
    mpn: str,
    brand: { type: 'object', properties: { code: str, name: str } },
    origin: str,
    category: str,
    package: str,
    pinCount: int,
    lifecycle: str,
    aec: nullableStr,
    description: str,
    datasheetUrl: nullableStr,
  },
} as const;

export const partDetail = {
  type: 'object',
  properties: {
    ...partSummary.properties,
    family: str,
    attributes: { type: 'object', additionalProperties: str },
    params: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: str,
          label: str,
          unit: str,
          min: { type: 'number' },
          typ: { type: 'number' },
          max: { type: 'number' },
        },
      },
    },
    pins: { type: 'array', items: { type: 'object', properties: { number: int, name: str, function: str } } },
    updatedAt: str,
  },
} as const;

export const comparisonSchema = {
  type: 'object',
  properties: {
    grade: str,
    pinToPin: bool,
    direction: str,
    better: int,
    worse: int,
    majorWorse: int,
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: str,
          label: str,
          unit: str,
          verdict: str,
          severity: nullableStr,
          original: { ...value, nullable: true },
          candidate: { ...value, nullable: true },
        },
      },
    },
  },
} as const;

const preview = { limited: bool, registerPrompt: bool, notice: nullableStr };

const partId = { type: 'string', pattern: '^[a-z0-9]{2,16}-[0-9A-Z]{1,64}$' } as const;
const origin = { type: 'string', pattern: '^([A-Z]{2}|intl)$' } as const;

export const searchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 100, default: '' },
    mode: { type: 'string', enum: [...SEARCH_MODES], default: 'auto' },
    category: { type: 'string', enum: [...CATEGORY_CODES] },
    brand: { type: 'string', pattern: '^[a-z0-9]{2,16}$' },
    package: { type: 'string', minLength: 2, maxLength: 40 },
    aec: { type: 'string', enum: ['any', 'none', ...AEC_VALUES] },
    origin,
    page: { type: 'integer', minimum: 1, maximum: 50, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
} as const;

export const searchResponse = envelope({
  type: 'object',
  properties: {
    query: str,
    mode: str,
    match: str,
    notExact: bool,
    matchedOn: nullableStr,
    total: int,
    totalCapped: bool,
    page: int,
    pageSize: int,
    ...preview,
    items: { type: 'array', items: partSummary },
  },
});

export const idParams = { type: 'object', required: ['id'], properties: { id: partId } } as const;

export const detailResponse = envelope({ type: 'object', properties: { part: partDetail, ...preview } });

export const substitutesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    grade: { type: 'string', pattern: '^[A-D]{1,4}$' },
    origin,
    page: { type: 'integer', minimum: 1, maximum: 50, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
} as const;

export const substitutesResponse = envelope({
  type: 'object',
  properties: {
    part: partSummary,
    total: int,
    counts: { type: 'object', properties: { A: int, B: int, C: int, D: int } },
    page: int,
    pageSize: int,
    ...preview,
    items: {
      type: 'array',
      items: { type: 'object', properties: { part: partSummary, comparison: comparisonSchema } },
    },
  },
});

export const compareQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['a', 'b'],
  properties: { a: partId, b: partId },
} as const;

export const compareResponse = envelope({
  type: 'object',
  properties: {
    a: partSummary,
    b: partSummary,
    comparison: { ...comparisonSchema, nullable: true },
    ...preview,
  },
});

export const statsResponse = envelope({
  type: 'object',
  properties: {
    parts: int,
    datasheets: int,
    brands: int,
    replacementPairs: int,
    partsWithSubstitutes: int,
    categories: { type: 'object', additionalProperties: int },
    updatedOn: nullableStr,
  },
});

/** Makers of the stored parts, by name: the search form's maker filter. */
export const brandsResponse = envelope({
  type: 'array',
  items: {
    type: 'object',
    required: ['code', 'name', 'origin'],
    properties: { code: str, name: str, origin: str },
  },
});
