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
