import { detectDevice, type Device } from './device';
import { parsePath, buildPath } from './paths';

export interface MiddlewareOptions {
  /** `CN` limits the site to the substitute-search pages. */
  siteArea?: string;
  /** Where every other path goes when `siteArea` is `CN`. */
  externalUrl?: string;
}

export type RouteDecision =
  | { action: 'redirect'; status: 301 | 302 | 308; location: string }
  | { action: 'serve'; build: Device; pathname: string };

/** Paths open when the site area is CN. */
export const CN_AREA_PATHS = ['/', '/rep', '/zh', '/en', '/zh/rep', '/en/rep'];

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Checks the area settings once, where a server or function starts: `SITE_AREA=CN` without
 * the external URL would silently open every path, so it is refused with the reason.
 * Returns the options `decideRoute` and `areaRule` take.
 */
export function siteAreaOptions(
  siteArea: string | undefined,
  externalUrl: string | undefined,
): MiddlewareOptions {
  const area = siteArea?.trim() || undefined;
  const url = externalUrl?.trim() || undefined;
  if (area === undefined) return {};
  if (area !== 'CN') throw new Error(`SITE_AREA must be CN or unset, not "${area}"`);
  if (!url) {
    throw new Error(
      'SITE_AREA=CN needs SITE_AREA_REDIRECT_URL: the external site that every path outside ' +
        `${CN_AREA_PATHS.join(', ')} is sent to`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`SITE_AREA_REDIRECT_URL must be an absolute http(s) URL, not "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`SITE_AREA_REDIRECT_URL must be an absolute http(s) URL, not "${url}"`);
  }
  return { siteArea: 'CN', externalUrl: parsed.href };
}

/**
 * The page a file request belongs to, for the area rule: a page's `index.html`, or its Gatsby
 * page data (`/page-data/news/page-data.json` belongs to `/news`). Null for every other file
 * (scripts, styles, images, shared data, not-found pages); pages themselves go through
 * `decideRoute`.
 */
export function pageOfFile(decodedPath: string): { kind: 'html' | 'page-data'; page: string } | null {
  const data = /^\/page-data\/(.+)\/page-data\.json$/.exec(decodedPath);
  if (data) {
    const name = data[1];
    // Not-found and error pages answer for every closed or unknown path: they stay reachable.
    if (/(?:^|\/)(?:404|500)\.html$/.test(name) || name === 'dev-404-page') return null;
    return { kind: 'page-data', page: name === 'index' ? '/' : `/${name}` };
  }
  if (decodedPath.startsWith('/page-data/') || decodedPath.startsWith('/static/')) return null;
  if (/(?:^|\/)index\.html$/.test(decodedPath)) {
    return { kind: 'html', page: decodedPath.slice(0, -'index.html'.length) || '/' };
  }
  return null;
}

export type AreaDecision =
  | { action: 'open' }
  /** A closed page's HTML file: the reader goes to the external site, as for the page. */
  | { action: 'redirect'; location: string }
  /**
   * Page data of a closed page, fetched by a client-side navigation: refused, so that Gatsby
   * gives up on the in-site navigation and loads the address as a page, which redirects.
   * (A redirect here would be followed by the data request itself and never reach the reader.)
   */
  | { action: 'refuse-data' };

/**
 * The CN area rule for the files of a page (decoded path): its HTML file redirects like the
 * page, its page data is refused. Every other file is open.
 */
export function areaRule(decodedPath: string, options: MiddlewareOptions): AreaDecision {
  if (options.siteArea !== 'CN' || !options.externalUrl) return { action: 'open' };
  const file = pageOfFile(decodedPath.replace(/^\/{2,}/, '/'));
  if (!file || CN_AREA_PATHS.includes(stripTrailingSlash(file.page))) return { action: 'open' };
  return file.kind === 'page-data'
    ? { action: 'refuse-data' }
    : { action: 'redirect', location: options.externalUrl };
}

/**
 * The spec's route middleware plus the device rule, in the order the site server applies
 * them. `rawPath` is the path as it arrived (still percent-encoded), `search` includes '?'.
 */
export function decideRoute(
  rawPath: string,
  search: string,
  userAgent: string | undefined,
  options: MiddlewareOptions = {},
): RouteDecision {
  // A leading '//' would make the redirect target another host; it means the site root.
  rawPath = rawPath.replace(/^\/{2,}/, '/');
  let decoded: string;
  try {
    decoded = decodeURI(rawPath);
  } catch {
    // A path that cannot be decoded is replaced by its encoded form.
    return { action: 'redirect', status: 302, location: encodeURI(rawPath) + search };
  }
  const path = stripTrailingSlash(decoded);
  if (path === '/bom') return { action: 'redirect', status: 302, location: '/' };
  if (options.siteArea === 'CN' && options.externalUrl && !CN_AREA_PATHS.includes(path)) {
    return { action: 'redirect', status: 302, location: options.externalUrl };
  }
  const device = detectDevice(userAgent);
  const parsed = parsePath(path);
  if (parsed.device === device) {
    const location = buildPath({ locale: parsed.locale, device, route: parsed.route }, device);
    return { action: 'redirect', status: 301, location: encodeURI(location) + search };
  }
  return { action: 'serve', build: device, pathname: rawPath };
}
