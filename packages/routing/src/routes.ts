/**
 * Every page route of the site, without locale prefix or device segment.
 * Detail routes take the item's slug. The part and comparison pages are one static page
 * each that reads its part ids from the query string (decision 032).
 */
export const STATIC_ROUTES = [
  '/',
  '/about',
  '/account-active',
  '/announce',
  '/brand',
  '/contact',
  '/forget-pwd',
  '/history-active',
  '/login',
  '/news',
  '/org',
  '/preview',
  '/privacy-policy',
  '/pwd-active',
  '/register',
  '/rep',
  '/rep/search',
  '/rep/part',
  '/rep/compare',
  '/terms-of-use',
] as const;
export type StaticRoute = (typeof STATIC_ROUTES)[number];

export const DETAIL_SECTIONS = ['news', 'announce', 'brand', 'org'] as const;
export type DetailSection = (typeof DETAIL_SECTIONS)[number];

/**
 * Pages left out of sitemaps and marked noindex: token landings, account screens, and the
 * part and comparison pages, whose static HTML is the same empty shell for every part.
 */
export const NON_INDEXABLE_ROUTES: readonly string[] = [
  '/account-active',
  '/history-active',
  '/pwd-active',
  '/login',
  '/register',
  '/forget-pwd',
  '/rep/part',
  '/rep/compare',
  // Drafts opened from the CMS (decision 073): client-only, never indexed.
  '/preview',
];

export function detailRoute(section: DetailSection, slug: string): string {
  return `/${section}/${encodeURIComponent(slug)}`;
}

export function isIndexable(route: string): boolean {
  return !NON_INDEXABLE_ROUTES.includes(route);
}

/**
 * Query parameters kept in canonical links; everything else is dropped. Part ids (`id`,
 * `a`, `b`) are left out: the pages that read them are not indexed (decision 032).
 */
export const CANONICAL_QUERY_WHITELIST = ['page', 'year', 'tag', 'category', 'initial', 'q'] as const;
