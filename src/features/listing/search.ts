import type { DecodedIndex, ListItem } from '@site/cms-content/src/list-index';
import type { ListQuery } from './query-state';

/** A decoded index with each item's searchable text, normalised once on load. */
export interface PreparedIndex extends DecodedIndex {
  text: string[];
}

/**
 * Full-width and half-width forms, letter case and compatibility characters compare
 * equal, so 'ＳｉＣ', 'sic' and 'SiC' find the same articles in every language.
 */
export function normalizeText(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

export function keywordTerms(keyword: string | undefined): string[] {
  return keyword ? normalizeText(keyword).split(/\s+/u).filter(Boolean) : [];
}

function searchableText(item: ListItem): string {
  const parts = [
    item.title,
    item.summary ?? '',
    item.category?.name ?? '',
    ...item.tags.map((tag) => tag.name),
  ];
  if (item.certifications) parts.push(...item.certifications);
  return normalizeText(parts.join('\n'));
}

export function prepareIndex(index: DecodedIndex): PreparedIndex {
  return { ...index, text: index.items.map(searchableText) };
}

/** Items matching every filter and every keyword term, in index order (newest or A–Z first). */
export function filterItems(index: PreparedIndex, query: ListQuery): ListItem[] {
  const terms = keywordTerms(query.q);
  const out: ListItem[] = [];
  const { items, text } = index;
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i];
    if (query.year !== undefined && item.year !== query.year) continue;
    if (query.category !== undefined && item.category?.slug !== query.category) continue;
    if (query.initial !== undefined && item.initial !== query.initial) continue;
    if (query.tag !== undefined && !item.tags.some((tag) => tag.slug === query.tag)) continue;
    if (terms.length && !terms.every((term) => text[i].includes(term))) continue;
    out.push(item);
  }
  return out;
}

export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of results; a page number past the end shows the last page. */
export function paginate<T>(items: T[], page: number, pageSize: number): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount, total: items.length };
}
