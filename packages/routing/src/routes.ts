/**
 * Every page route of the site, without locale prefix or device segment.
 * Detail routes take the item's slug.
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
  '/privacy-policy',
  '/pwd-active',
  '/register',
  '/rep',
  '/terms-of-use',
] as const;
export type StaticRoute = (typeof STATIC_ROUTES)[number];

export const DETAIL_SECTIONS = ['news', 'announce', 'brand', 'org'] as const;
export type DetailSection = (typeof DETAIL_SECTIONS)[number];

/** Pages left out of sitemaps and marked noindex: token landings and account screens. */
export const NON_INDEXABLE_ROUTES: readonly string[] = [
  '/account-active',
  '/history-active',
  '/pwd-active',
  '/login',
  '/register',
  '/forget-pwd',
];

export function detailRoute(section: DetailSection, slug: string): string {
  return `/${section}/${encodeURIComponent(slug)}`;
}

export function isIndexable(route: string): boolean {
  return !NON_INDEXABLE_ROUTES.includes(route);
}

/** Query parameters kept in canonical links; everything else is dropped. */
export const CANONICAL_QUERY_WHITELIST = ['page', 'year', 'tag', 'category', 'initial', 'q'] as const;
