/**
 * URLs of the part and comparison pages. Links point at their path form (decision 095):
 * `/rep/part/<id>` (with `grade`, `origin` and `page` of its substitutes list as its query)
 * and `/rep/compare/<a>/<b>` (`partRoute`, `compareRoute`). The query form of decision 032
 * (`/rep/part?id=…`, `/rep/compare?a=…&b=…`) answers 301 to them; the screens still read their
 * state as that query (`partScreenSearch` makes it from a path form address).
 */
export const SEARCH_ROUTE = '/rep/search';
export const PART_ROUTE = '/rep/part';
export const COMPARE_ROUTE = '/rep/compare';

/** Public part id: maker code, a hyphen, the normalized part number (`ti-TPS71725QDRVR`). */
const PART_ID = /^[a-z0-9]{2,16}-[0-9A-Z]{1,64}$/;
const GRADE_FILTER = /^[A-D]{1,4}$/;
const ORIGIN = /^([A-Z]{2}|intl)$/;
const MAX_PAGE = 50;

export function isPartId(value: string | null | undefined): value is string {
  return typeof value === 'string' && PART_ID.test(value);
}

export interface SubstitutesQuery {
  id: string;
  /** One grade or several (`ABC`: pin-to-pin only). */
  grade?: string;
  origin?: string;
  page: number;
}

/** The part page's state, or null when the URL names no valid part. */
export function parsePartQuery(search: string): SubstitutesQuery | null {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  if (!isPartId(id)) return null;
  const query: SubstitutesQuery = { id, page: 1 };
  const grade = params.get('grade');
  if (grade && GRADE_FILTER.test(grade)) query.grade = [...new Set(grade)].sort().join('');
  const origin = params.get('origin');
  if (origin && ORIGIN.test(origin)) query.origin = origin;
  const page = params.get('page');
  if (page && /^\d{1,3}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_PAGE)
    query.page = Number(page);
  return query;
}

/** The substitutes list's state as query parameters (the id apart). */
function stateParams(query: SubstitutesQuery, params = new URLSearchParams()): URLSearchParams {
  if (query.grade) params.set('grade', query.grade);
  if (query.origin) params.set('origin', query.origin);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Query string of the part page's query form (`?id=…&grade=…`). */
export function partSearch(query: SubstitutesQuery | string): string {
  const state = typeof query === 'string' ? { id: query, page: 1 } : query;
  return `?${stateParams(state, new URLSearchParams({ id: state.id })).toString()}`;
}

/** Query string of a part page's path form (`/rep/part/<id>?grade=…`): the list's state, without the id. */
export function partStateSearch(query: SubstitutesQuery): string {
  const text = stateParams(query).toString();
  return text ? `?${text}` : '';
}

/** Query string of `GET /parts/:id/substitutes`. */
export function substitutesApiSearch(query: SubstitutesQuery, pageSize: number): string {
  const params = new URLSearchParams();
  if (query.grade) params.set('grade', query.grade);
  if (query.origin) params.set('origin', query.origin);
  params.set('page', String(query.page));
  params.set('pageSize', String(pageSize));
  return `?${params.toString()}`;
}

export interface CompareQuery {
  a: string;
  b: string;
}

/** The comparison page's two ids, or null unless both are valid and different. */
export function parseCompareQuery(search: string): CompareQuery | null {
  const params = new URLSearchParams(search);
  const a = params.get('a');
  const b = params.get('b');
  return isPartId(a) && isPartId(b) && a !== b ? { a, b } : null;
}

export function compareSearch(a: string, b: string): string {
  return `?${new URLSearchParams({ a, b }).toString()}`;
}
