/**
 * Mailed links (activation, reset, consent) carry a one-time token in `?token=`. Whoever reads
 * it can spend it, so it must never reach a log line (docs/decisions/042-link-tokens-out-of-logs.md).
 * Which queries carry one (`hasLinkTokenQuery`, for caches) is `@site/routing`'s.
 */

/** Longest query key name that is logged as it is; longer names are not names but data. */
const MAX_LOGGED_KEY = 24;

// `token=…`, `token%3D…` (a mail client that encoded the '?'), in any letter case.
const TOKEN_IN_TEXT = /(token(?:=|%3d))[^&;#/\s"'<>]+/gi;

/** Replaces the value of every `token=` in a free text (error messages, paths) by `[redacted]`. */
export function redactLinkTokens(text: string): string {
  return text.replace(TOKEN_IN_TEXT, '$1[redacted]');
}

export interface RequestTarget {
  /** The path as it arrived, without the query, any token-like part redacted. */
  path: string;
  /** Names of the query keys, never their values; absent without a query. */
  query?: string[];
}

/** What a log line may say about a request target: the path and the names of its query keys. */
export function requestTarget(url: string | undefined): RequestTarget {
  const raw = url ?? '/';
  const queryAt = raw.indexOf('?');
  const path = redactLinkTokens(queryAt >= 0 ? raw.slice(0, queryAt) : raw);
  if (queryAt < 0) return { path };
  const keys = [...new URLSearchParams(raw.slice(queryAt + 1)).keys()].map((key) =>
    key.length > MAX_LOGGED_KEY || /[^\w.-]/.test(key) ? '[other]' : key,
  );
  return { path, query: [...new Set(keys)] };
}
