import { DETAIL_SECTIONS, STATIC_ROUTES, routesWithRole } from './routes';
import { parsePath } from './paths';
import { hasLinkTokenQuery } from './link-tokens';

/**
 * Where login sends the reader back to: the page they were on, carried in the query of every
 * link into login (`/login?returnTo=%2Fen%2Fnews%2Fabc`). The value comes from the address
 * bar, so it is checked before anything navigates to it: a path on this site (never an
 * absolute or protocol-relative URL, no `//`, no backslash), a route the site has, and not
 * a page that makes no sense after login (login itself, registration, mailed-link pages).
 */
export const RETURN_TO_PARAM = 'returnTo';

/** Longest return target kept; longer values are dropped rather than cut. */
export const MAX_RETURN_TARGET_LENGTH = 2000;

/** Guest-only pages and pages opened from mailed links or the CMS (they log the reader out). */
const NOT_RETURNABLE: readonly string[] = routesWithRole('guest', 'link-token', 'preview');

// A placeholder origin: only a value that stays on it is a same-site path.
const BASE = 'https://return-target.invalid';

/** True for a route of packages/routing: a static route or a detail page of a section. */
export function isKnownRoute(route: string): boolean {
  const trimmed = route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
  if ((STATIC_ROUTES as readonly string[]).includes(trimmed)) return true;
  const parts = trimmed.split('/').filter(Boolean);
  return parts.length === 2 && (DETAIL_SECTIONS as readonly string[]).includes(parts[0]);
}

function decodes(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The checked return target (`pathname` + `search`, as the site links it), or null when the
 * value is missing or not a page of this site the reader may be sent back to.
 */
export function returnTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_RETURN_TARGET_LENGTH) return null;
  // Control characters and whitespace: browsers strip some of them, which can turn `/\t/x` into `//x`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  const decodedPath = decodes(value.split(/[?#]/)[0]);
  if (decodedPath === null || decodedPath.includes('//') || decodedPath.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const { route } = parsePath(decodedPath);
  if (!isKnownRoute(route)) return null;
  const trimmed = route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
  if (NOT_RETURNABLE.includes(trimmed)) return null;
  // A mailed link's token never travels on into another address.
  if (hasLinkTokenQuery(url.search)) return null;
  return url.pathname + url.search;
}

/** The checked return target named in a query string (with or without '?'), or null. */
export function returnTargetFromSearch(search: string): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return returnTarget(params.get(RETURN_TO_PARAM));
}

/** The query string that carries a return target into login: '' when the target is not valid. */
export function returnToSearch(target: string | null | undefined): string {
  const checked = returnTarget(target);
  return checked ? `?${RETURN_TO_PARAM}=${encodeURIComponent(checked)}` : '';
}
