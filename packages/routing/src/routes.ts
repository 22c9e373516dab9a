/** String bundles a screen needs besides `core` (the site's `src/i18n/bundles.ts` defines them). */
export type StringBundle = 'validation' | 'forms' | 'parts';

/**
 * What a route is to the reader's account and to tokens, which decides how every part of the
 * system treats it:
 * - `content`: a public page;
 * - `form`: a public form (contact): its HTML is never cached;
 * - `guest`: a guest-only account screen (login, register, forgotten password): its HTML is
 *   never cached, and login never returns to it;
 * - `link-token`: opened from a mailed link with `?token=` (activation, reset, consent): every
 *   answer in any form is no-store and no-referrer, its error lines reach no log
 *   (decision 042), and login never returns to it;
 * - `preview`: drafts from the CMS with a token in the fragment (decision 073): as
 *   `link-token`, and framed by the CMS admin only.
 */
export type RouteRole = 'content' | 'form' | 'guest' | 'link-token' | 'preview';

/** Cache-Control of a route's HTML: revalidated on every visit, or kept by no cache. */
export type HtmlCache = 'revalidate' | 'no-store';

export interface RouteRecord {
  /** Without locale prefix or device segment. */
  path: string;
  /** Listed in the sitemaps and without `noindex`. */
  indexable: boolean;
  role: RouteRole;
  htmlCache: HtmlCache;
  bundles: readonly StringBundle[];
}

/** The bundles of a screen with a form: its labels and texts, and the validation messages. */
export const FORM_BUNDLES = ['forms', 'validation'] as const satisfies readonly StringBundle[];

/**
 * Every page route of the site, one record each: the one place the server, nginx's test, the
 * site, its string bundles and the sitemaps read route facts from. Detail routes
 * (`/news/<slug>`, …) are pages of their section (DETAIL_SECTIONS) and public content. The
 * part and comparison pages are one static page each that reads its part ids from the query
 * string; their static HTML is the same empty shell for every part, so they are not indexed
 * (decision 032).
 */
export const ROUTE_TABLE = [
  { path: '/', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: [] },
  { path: '/about', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: [] },
  {
    path: '/account-active',
    indexable: false,
    role: 'link-token',
    htmlCache: 'no-store',
    bundles: ['forms'],
  },
  { path: '/announce', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: [] },
  { path: '/brand', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: [] },
  { path: '/contact', indexable: true, role: 'form', htmlCache: 'no-store', bundles: FORM_BUNDLES },
  { path: '/forget-pwd', indexable: false, role: 'guest', htmlCache: 'no-store', bundles: FORM_BUNDLES },
  {
    path: '/history-active',
    indexable: false,
    role: 'link-token',
    htmlCache: 'no-store',
    bundles: FORM_BUNDLES,
  },
  { path: '/login', indexable: false, role: 'guest', htmlCache: 'no-store', bundles: FORM_BUNDLES },
  // The lists' keyword search has its one message in `common`: no validation bundle (decision 098).
  { path: '/news', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: [] },
  { path: '/org', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: [] },
  { path: '/preview', indexable: false, role: 'preview', htmlCache: 'no-store', bundles: [] },
  { path: '/privacy-policy', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: [] },
  { path: '/pwd-active', indexable: false, role: 'link-token', htmlCache: 'no-store', bundles: FORM_BUNDLES },
  { path: '/register', indexable: false, role: 'guest', htmlCache: 'no-store', bundles: FORM_BUNDLES },
  { path: '/rep', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: [] },
  { path: '/rep/search', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: ['parts'] },
  // The part pages' own screens load the parts strings themselves: a visitor's page is the site
  // server's markup and needs none (the site's decision 098, seventh round).
  { path: '/rep/part', indexable: false, role: 'content', htmlCache: 'revalidate', bundles: [] },
  { path: '/rep/compare', indexable: false, role: 'content', htmlCache: 'revalidate', bundles: [] },
  { path: '/terms-of-use', indexable: true, role: 'content', htmlCache: 'revalidate', bundles: [] },
] as const satisfies readonly RouteRecord[];

export type StaticRoute = (typeof ROUTE_TABLE)[number]['path'];

/** Every page route of the site, without locale prefix or device segment. */
export const STATIC_ROUTES: readonly StaticRoute[] = ROUTE_TABLE.map((r) => r.path);

const RECORDS = new Map<string, RouteRecord>(ROUTE_TABLE.map((r) => [r.path, r]));

/** The record of a static route ('/rep/search' or '/rep/search/'); undefined for detail pages and unknown paths. */
export function routeRecord(route: string): RouteRecord | undefined {
  return RECORDS.get(route.length > 1 ? route.replace(/\/+$/, '') : route);
}

/** The routes of the given roles, in table order. */
export function routesWithRole(...roles: RouteRole[]): string[] {
  return ROUTE_TABLE.filter((r) => (roles as string[]).includes(r.role)).map((r) => r.path);
}

export const DETAIL_SECTIONS = ['news', 'announce', 'brand', 'org'] as const;
export type DetailSection = (typeof DETAIL_SECTIONS)[number];

/** Pages left out of sitemaps and marked noindex: token landings, account screens, part pages, the preview. */
export const NON_INDEXABLE_ROUTES: readonly string[] = ROUTE_TABLE.filter((r) => !r.indexable).map(
  (r) => r.path,
);

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
