import type { ListType } from '@site/cms-content/src/list-index';

/**
 * A list's filters as they stand in the query string (`?year=2024&tag=sic&q=…&page=2`),
 * so results can be shared and back/forward restores them. The names are the ones the
 * canonical-link whitelist keeps.
 */
export interface ListQuery {
  year?: number;
  tag?: string;
  category?: string;
  initial?: string;
  q?: string;
  page: number;
}

type FilterName = Exclude<keyof ListQuery, 'page'>;

/** Which filters each list understands; anything else in the URL is ignored. */
export const LIST_FILTERS: Record<ListType, readonly FilterName[]> = {
  news: ['year', 'tag', 'category', 'q'],
  brand: ['category'],
  org: ['category', 'initial', 'q'],
  announce: ['year', 'category'],
};

export const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'Other'] as const;

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const MAX_KEYWORD = 100;

export const EMPTY_QUERY: ListQuery = { page: 1 };

function positiveInt(value: string | null, max: number): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

export function parseListQuery(type: ListType, search: string): ListQuery {
  const params = new URLSearchParams(search);
  const allowed = LIST_FILTERS[type];
  const query: ListQuery = { page: positiveInt(params.get('page'), 100000) ?? 1 };
  if (allowed.includes('year')) query.year = positiveInt(params.get('year'), 9999);
  for (const name of ['tag', 'category'] as const) {
    const value = params.get(name);
    if (allowed.includes(name) && value && SLUG.test(value)) query[name] = value;
  }
  const initial = params.get('initial');
  if (allowed.includes('initial') && initial && (ALPHABET as readonly string[]).includes(initial))
    query.initial = initial;
  const keyword = params.get('q')?.trim().slice(0, MAX_KEYWORD);
  if (allowed.includes('q') && keyword) query.q = keyword;
  return stripUndefined(query);
}

function stripUndefined(query: ListQuery): ListQuery {
  const out = { ...query };
  for (const key of Object.keys(out) as (keyof ListQuery)[]) if (out[key] === undefined) delete out[key];
  return out;
}

/** The query string for a list state, in a stable order, without defaults; '' when empty. */
export function toSearch(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.year) params.set('year', String(query.year));
  if (query.tag) params.set('tag', query.tag);
  if (query.category) params.set('category', query.category);
  if (query.initial) params.set('initial', query.initial);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Changing a filter starts again at page 1; `undefined` removes a filter. */
export function withFilter(query: ListQuery, change: Partial<Omit<ListQuery, 'page'>>): ListQuery {
  return stripUndefined({ ...query, ...change, page: 1 });
}

export function withPage(query: ListQuery, page: number): ListQuery {
  return { ...query, page };
}

export function isDefaultQuery(query: ListQuery): boolean {
  return toSearch(query) === '';
}
