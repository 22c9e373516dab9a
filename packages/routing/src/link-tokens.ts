/**
 * Mailed links (activation, reset, consent) carry a one-time token in the query. Whatever
 * answers such a request must not cache it or send it on (docs/decisions/042).
 */

/** Query keys the site reads as link tokens. */
export const LINK_TOKEN_KEYS: readonly string[] = ['token'];

/** True when the query string (with or without '?') carries a link token, however encoded. */
export function hasLinkTokenQuery(search: string): boolean {
  if (!search || search === '?') return false;
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return LINK_TOKEN_KEYS.some((key) => params.has(key));
}
