import { parsePath, routeRecord } from '@site/routing';

export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SITEMAP = 'public, max-age=3600';
export const NO_STORE = 'no-store';

/**
 * The route a request path shows: '/en/mobile/pwd-active/', '/pwd-active/index.html' and
 * '/page-data/en/pwd-active/page-data.json' are all '/pwd-active'.
 */
function routeOf(pagePath: string): string {
  const pageData = /^\/+page-data(\/.*?)\/+page-data\.json$/.exec(pagePath);
  const page = (pageData ? pageData[1] : pagePath).replace(/\/index\.html$/, '/');
  const route = parsePath(page).route;
  return route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
}

/** Its record in the route table (`@site/routing`); undefined for detail pages and files. */
const recordOf = (pagePath: string) => routeRecord(routeOf(pagePath));

/** Forms and one-time-token screens: no cache keeps their HTML (the route's `htmlCache`). */
export function hasNoStoreHtml(pagePath: string): boolean {
  return recordOf(pagePath)?.htmlCache === 'no-store';
}

/**
 * Any form of the preview page (locale and device prefixes, `index.html`, its page-data):
 * drafts opened from the CMS (decision 073), never cached, never indexed, framed by the CMS
 * admin panel only.
 */
export function isPreviewPage(pagePath: string): boolean {
  return recordOf(pagePath)?.role === 'preview';
}

/**
 * Any form of a page reached from a mailed link with a token in its address, or of the
 * preview page, opened with one in its fragment: every answer no-store and no-referrer,
 * whatever its status.
 */
export function isTokenPage(pagePath: string): boolean {
  const role = recordOf(pagePath)?.role;
  return role === 'link-token' || role === 'preview';
}

/**
 * A request path whose '?' a mail client encoded (`/en/pwd-active%3Ftoken=…`), decoded: the
 * page part and the query that was meant. Null when the decoded path holds no '?'.
 */
export function hiddenQuery(decodedPath: string): { page: string; query: string } | null {
  const at = decodedPath.indexOf('?');
  return at < 0 ? null : { page: decodedPath.slice(0, at), query: decodedPath.slice(at + 1) };
}

// What a mailed link's query holds (base64url tokens, `&`, `=`): anything else is not sent back.
const PLAIN_QUERY = /^[\w.~=&-]*$/;

/**
 * Where a mailed link whose '?' arrived encoded is sent: the link page (any locale or device
 * form) with its query restored; null for any other path. nginx does the same
 * ($encoded_query_redirect in deploy/nginx/site.conf).
 */
export function mailedLinkLocation(decodedPath: string): string | null {
  const hidden = hiddenQuery(decodedPath);
  if (!hidden || hidden.page.startsWith('/page-data/') || !PLAIN_QUERY.test(hidden.query)) return null;
  if (recordOf(hidden.page)?.role !== 'link-token') return null;
  return `${encodeURI(hidden.page)}?${hidden.query}`;
}

// Webpack names emitted chunks `[name]-[contenthash].js` and `[name].[contenthash].css`.
const HASHED_ASSET = /^[^/]+[-.][0-9a-f]{8,}\.(?:js|mjs|css)(?:\.map)?$/;

/**
 * Cache-Control of a file answer, after Gatsby's caching guide.
 * `relPath` is the file's path inside the build ('news/index.html', 'static/a/b.png');
 * `pagePath` is the request path without trailing file name.
 */
export function cacheControlFor(relPath: string, pagePath: string): string {
  if (isTokenPage(pagePath)) return NO_STORE;
  if (relPath.endsWith('.html')) return hasNoStoreHtml(pagePath) ? NO_STORE : REVALIDATE;
  if (relPath.startsWith('page-data/')) return REVALIDATE;
  if (relPath.startsWith('static/')) return IMMUTABLE;
  // CMS media brought into the build: every name carries a content hash (decision 045).
  if (relPath.startsWith('media/')) return IMMUTABLE;
  if (HASHED_ASSET.test(relPath)) return IMMUTABLE;
  if (/(?:^|\/)sitemap[^/]*\.xml$/.test(relPath)) return SITEMAP;
  return REVALIDATE;
}
