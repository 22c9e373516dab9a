import { DEFAULT_LOCALE, parsePath, type Device, type Locale, type SitePageContext } from '@site/routing';

/** Route of the not-found pages (`<prefix>/404.html`, site-build/page-plan.ts). */
export const NOT_FOUND_ROUTE = '/404';

export interface PageIdentity {
  locale: Locale;
  device: Device;
  route: string;
}

/**
 * Language, layout and route a page renders in. A page takes them from its context, except a
 * not-found page: for any unknown address Gatsby's runtime loads the data of `/404.html` (the
 * default language's, in the build's root layout), whichever not-found page the server sent,
 * so the address decides. The static HTML of `/en/mobile/404.html` reads the same from its own
 * path, so the server's page and the hydrated one agree.
 */
export function pageIdentity(
  pageContext: Partial<SitePageContext>,
  pathname: string,
  rootDevice: Device,
): PageIdentity {
  const parsed = parsePath(pathname);
  if (pageContext.route === NOT_FOUND_ROUTE) {
    return { locale: parsed.locale, device: parsed.device ?? rootDevice, route: NOT_FOUND_ROUTE };
  }
  return {
    locale: pageContext.locale ?? parsed.locale ?? DEFAULT_LOCALE,
    device: pageContext.device ?? 'pc',
    route: pageContext.route ?? parsed.route,
  };
}

/**
 * Gatsby replaces the address with the served page's own path after loading, unless that
 * path is `/404.html` itself; a not-found page of another language or layout
 * (`/en/404.html`) would turn `/en/no-such-page` into `/en/404.html`. Before Gatsby starts,
 * a not-found page shown at another address is declared as `/404.html`, which keeps the
 * address the visitor asked for. Returns whether it did.
 */
export function keepNotFoundAddress(win: { pagePath?: string; location: { pathname: string } }): boolean {
  const { pagePath } = win;
  if (!pagePath || !/(^|\/)404\.html$/.test(pagePath) || pagePath === '/404.html') return false;
  if (win.location.pathname === pagePath) return false;
  win.pagePath = '/404.html';
  return true;
}
