import type { ListItem, Term } from './list-index';

/** How many tags the news side menu offers. */
export const POPULAR_TAG_LIMIT = 10;

/** Filter choices known at build time, so the side menus are in the HTML before any script runs. */
export interface ListFacets {
  years: number[];
  tags: Term[];
  categories: Term[];
}

/** What the build gives a list page through its page context: its index and facets. */
export interface ListingContext {
  /** Root-relative URL of this list's index in the page's locale, e.g. `/search-index/news-en.1a2b3c4d5e.json`. */
  indexUrl: string;
  facets: ListFacets;
}

/** Years present, newest first. */
export function yearsOf(items: ListItem[]): number[] {
  return [
    ...new Set(items.map((item) => item.year).filter((year): year is number => year !== undefined)),
  ].sort((a, b) => b - a);
}

/** The most used tags, most used first, ties by name. */
export function popularTags(items: ListItem[], limit: number): Term[] {
  const counts = new Map<string, { term: Term; count: number }>();
  for (const item of items) {
    for (const tag of item.tags) {
      const entry = counts.get(tag.slug) ?? { term: tag, count: 0 };
      entry.count += 1;
      counts.set(tag.slug, entry);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.term.name.localeCompare(b.term.name))
    .slice(0, limit)
    .map((entry) => entry.term);
}

/** Categories used by at least one item, by name. */
export function categoriesOf(items: ListItem[]): Term[] {
  const bySlug = new Map<string, Term>();
  for (const item of items)
    if (item.category && !bySlug.has(item.category.slug)) bySlug.set(item.category.slug, item.category);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}
