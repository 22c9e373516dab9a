/**
 * The publish-to-live routes (decisions 040, 072, 074): `POST /__rebuild` (the CMS webhook)
 * and `GET|HEAD /__rebuild/status`, behind the rebuild token. The builder answers them
 * (publish/src/rebuild-routes.ts); the site servers and nginx pass them on to it.
 */
export const REBUILD_PATH = '/__rebuild';
export const REBUILD_STATUS_PATH = '/__rebuild/status';

export const isRebuildRoute = (pathname: string) =>
  pathname === REBUILD_PATH || pathname === REBUILD_STATUS_PATH;

/** CMS webhook bodies carry the whole entry; past this size only the rebuild is kept. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export interface RebuildRouteTarget {
  /** `/__rebuild` or `/__rebuild/status`. */
  pathname: string;
  /** The query with its `?`, or ''. */
  search: string;
}

/**
 * Sends a JSON answer with the caller's own headers (the site server adds its security
 * headers); answers to HEAD carry no body. Headers set on the response before the call
 * (`WWW-Authenticate`, `Allow`) are kept.
 */
export type SendJson = (status: number, body: unknown) => void;
