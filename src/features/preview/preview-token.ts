/** The shape of a CMS preview token (decision 073); anything else is not sent to the API. */
const TOKEN = /^[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{43}$/;

/** The token this page was opened with, kept for the page's lifetime (reloads of the preview). */
let held: string | null = null;

/**
 * The preview token of `#token=…`, taken out of the address with history.replaceState so it
 * stays in no history entry and no bookmark. The fragment never reaches a server or a
 * Referer; the one request that carries the token is the API call, in its body.
 */
export function takePreviewToken(win: Window = window): string | null {
  const params = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  const token = params.get('token');
  if (token !== null) {
    win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
    held = TOKEN.test(token) ? token : null;
  }
  return held;
}

/** For tests: forget the held token. */
export function forgetPreviewToken(): void {
  held = null;
}
