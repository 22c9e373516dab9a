/**
 * The addresses of the server-rendered part and comparison pages (decision 095), apart from the
 * page data in `part-page-data.ts`: the app shell needs only these (which route's strings and
 * template a part address has), and the rest then stays in the parts screens' chunks.
 */

export const PART_PAGE_ROUTE = '/rep/part';
export const COMPARE_PAGE_ROUTE = '/rep/compare';

/** Public part id: maker code, a hyphen, the normalized part number (`ti-TPS71725QDRVR`). */
const PART_ID = /^[a-z0-9]{2,16}-[0-9A-Z]{1,64}$/;

export function isPublicPartId(value: string | null | undefined): value is string {
  return typeof value === 'string' && PART_ID.test(value);
}

export type PartPageRoute =
  | { kind: 'part'; id: string }
  | { kind: 'compare'; a: string; b: string }
  /** A path under a part page prefix that names no valid part: not found. */
  | { kind: 'invalid' };

/** The part page a route (path without locale or device segment) names, or null for any other route. */
export function parsePartPageRoute(route: string): PartPageRoute | null {
  const parts = route.split('/').filter(Boolean);
  if (parts[0] !== 'rep' || parts.length < 3) return null;
  if (parts[1] === 'part') {
    return parts.length === 3 && isPublicPartId(parts[2])
      ? { kind: 'part', id: parts[2] }
      : { kind: 'invalid' };
  }
  if (parts[1] === 'compare') {
    return parts.length === 4 && isPublicPartId(parts[2]) && isPublicPartId(parts[3]) && parts[2] !== parts[3]
      ? { kind: 'compare', a: parts[2], b: parts[3] }
      : { kind: 'invalid' };
  }
  return null;
}

/**
 * The route of the page that serves a route: a part or comparison address
 * (`/rep/part/<id>`, `/rep/compare/<a>/<b>`) is served by its route's page (`/rep/part`,
 * `/rep/compare`), whose page context, string bundles and template it has; any other route is
 * its own.
 */
export function servingRoute(route: string): string {
  const page = parsePartPageRoute(route);
  if (page?.kind === 'part') return PART_PAGE_ROUTE;
  if (page?.kind === 'compare') return COMPARE_PAGE_ROUTE;
  return route;
}
