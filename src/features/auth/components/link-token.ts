import { LINK_TOKEN_PATTERN } from '@site/contracts/src/form-constants';

/** The `?token=` of a mailed link, or null when absent or malformed. */
export function linkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token !== null && LINK_TOKEN_PATTERN.test(token) ? token : null;
}

/** The token a token page took from its address, and the path it was taken on. */
export interface HeldLinkToken {
  path: string;
  token: string;
}

declare global {
  interface Window {
    ___linkToken?: HeldLinkToken;
  }
}

/**
 * Inline script of the token pages' head: it runs while the HTML is parsed, before Gatsby's
 * scripts, takes `token` out of the address (history.replaceState) and keeps it in
 * `window.___linkToken`. Gatsby's router then never sees it, so the token is not requested
 * again with the page-data, not recorded as a page visit, not kept in the history and not
 * sent as a Referer: the one request that carries it from now on is the API call that spends
 * it (docs/decisions/042-link-tokens-out-of-logs.md). A literal, not generated code, so that
 * its CSP hash is the same in the HTML and in the browser bundle.
 */
export const TAKE_LINK_TOKEN_SCRIPT =
  "(function(w){try{var u=new URL(w.location.href),t=u.searchParams.get('token');if(t===null)return;" +
  "u.searchParams.delete('token');w.___linkToken={path:u.pathname,token:t};" +
  "w.history.replaceState(w.history.state,'',u.pathname+u.search+u.hash)}catch(e){}})(window);";

/** '/en/pwd-active/', '/en/pwd-active/index.html' and '/en/pwd-active' are one page. */
function samePage(a: string, b: string): boolean {
  const key = (p: string) => p.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
  return key(a) === key(b);
}

/**
 * The query of a token page as its screen reads it: the address's own, plus the token the
 * head script took from it when the page was opened from the link.
 */
export function linkTokenSearch(
  location: { pathname: string; search: string },
  win: Window | null = typeof window === 'undefined' ? null : window,
): string {
  const held = win?.___linkToken;
  if (!held || !samePage(held.path, location.pathname)) return location.search;
  const params = new URLSearchParams(location.search);
  params.set('token', held.token);
  return `?${params.toString()}`;
}
