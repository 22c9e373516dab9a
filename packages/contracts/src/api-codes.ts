/**
 * Envelope codes without zod: the site's app shell reads them on every page, and importing
 * them from here keeps zod out of its first-load JavaScript.
 */

/** Values of the envelope's `code`. HTTP status and `code` agree except where noted. */
export const API_CODE = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  /** Members-only content asked for by a visitor (HTTP 200). */
  membersOnly: 403,
  /** Content missing or its detail not synced yet (HTTP 200, `data.reason` tells which). */
  notFound: 404,
  /** Registration of an address that is already a member (HTTP 200, `data.status` tells which). */
  conflict: 409,
  /** Activation, reset or password-setup link that is unknown, used or expired (HTTP 200). */
  linkInvalid: 410,
  payloadTooLarge: 413,
  rateLimited: 429,
  /** Login failure (HTTP 200) with `msg` from LOGIN_FAILURE; on HTTP 500 an internal error. */
  loginFailed: 500,
  serverError: 500,
  upstreamUnavailable: 502,
  unavailable: 503,
} as const;

/** `msg` of a failed login (the spec's contract: the login screen handles both silently). */
export const LOGIN_FAILURE = {
  /** Wrong email or password. */
  credentials: '1',
  /** An existing member who must first consent to the new data handler. */
  consentRequired: '2',
} as const;
