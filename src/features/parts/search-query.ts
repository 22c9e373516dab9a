import {
  AEC_VALUES,
  CATEGORY_CODES,
  SEARCH_MODES,
  type CategoryCode,
  type SearchMode,
} from '@site/parts/vocabulary';

export { SEARCH_MODES, type SearchMode };

/**
 * The search page's state as it stands in the query string
 * (`?q=…&mode=prefix&category=ldo&brand=ti&package=SOT-23-5&aec=any&origin=CN&page=2`), so
 * results can be shared and Back restores them. Names and limits follow the API's
 * `GET /parts/search`; anything else in the URL is ignored.
 */
export const AEC_FILTERS = ['any', 'none', ...AEC_VALUES] as const;
export type AecFilter = (typeof AEC_FILTERS)[number];

/** Chinese makers, or every maker outside China; the API also takes any country code. */
export const ORIGIN_FILTERS = ['CN', 'intl'] as const;

/** The API pages up to 50 and counts up to 1,000 results. */
export const MAX_PAGE = 50;
export const MAX_QUERY_LENGTH = 100;

const BRAND = /^[a-z0-9]{2,16}$/;
const ORIGIN = /^([A-Z]{2}|intl)$/;

export interface PartSearchQuery {
  q?: string;
  mode: SearchMode;
  category?: CategoryCode;
  /** Maker code, e.g. `ti`. */
  brand?: string;
  package?: string;
  aec?: AecFilter;
  origin?: string;
  page: number;
}

export const EMPTY_SEARCH: PartSearchQuery = { mode: 'auto', page: 1 };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A maker code as readers type it ('TI', ' ti ') in the form the API takes, or null. */
export function normalizeBrand(text: string): string | null {
  const code = text.trim().toLowerCase();
  return BRAND.test(code) ? code : null;
}

/** A package name the API accepts (2–40 characters), or null. */
export function normalizePackage(text: string): string | null {
  const value = text.trim();
  return value.length >= 2 && value.length <= 40 ? value : null;
}

function pageOf(value: string | null): number {
  if (!value || !/^\d{1,3}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function stripUndefined(query: PartSearchQuery): PartSearchQuery {
  const out = { ...query };
  for (const key of Object.keys(out) as (keyof PartSearchQuery)[])
    if (out[key] === undefined) delete out[key];
  return out;
}

export function parseSearchQuery(search: string): PartSearchQuery {
  const params = new URLSearchParams(search);
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH);
  const brand = params.get('brand');
  const pkg = params.get('package');
  const origin = params.get('origin');
  return stripUndefined({
    q: q || undefined,
    mode: oneOf(SEARCH_MODES, params.get('mode')) ?? 'auto',
    category: oneOf(CATEGORY_CODES, params.get('category')),
    brand: brand === null ? undefined : (normalizeBrand(brand) ?? undefined),
    package: pkg === null ? undefined : (normalizePackage(pkg) ?? undefined),
    aec: oneOf(AEC_FILTERS, params.get('aec')),
    origin: origin !== null && ORIGIN.test(origin) ? origin : undefined,
    page: pageOf(params.get('page')),
  });
}

/** The API answers only a part number, a keyword, a category or a maker; other filters narrow those. */
export function isSearchable(query: PartSearchQuery): boolean {
  return Boolean(query.q || query.category || query.brand);
}

function params(query: PartSearchQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.q) out.set('q', query.q);
  if (query.mode !== 'auto') out.set('mode', query.mode);
  if (query.category) out.set('category', query.category);
  if (query.brand) out.set('brand', query.brand);
  if (query.package) out.set('package', query.package);
  if (query.aec) out.set('aec', query.aec);
  if (query.origin) out.set('origin', query.origin);
  return out;
}

/** The page's query string for a search state, in a stable order, without defaults; '' when empty. */
export function toSearch(query: PartSearchQuery): string {
  const out = params(query);
  if (query.page > 1) out.set('page', String(query.page));
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** The query string of `GET /parts/search` for a search state. */
export function toApiSearch(query: PartSearchQuery, pageSize: number): string {
  const out = params(query);
  out.set('page', String(query.page));
  out.set('pageSize', String(pageSize));
  return `?${out.toString()}`;
}

export function withPage(query: PartSearchQuery, page: number): PartSearchQuery {
  return { ...query, page };
}
