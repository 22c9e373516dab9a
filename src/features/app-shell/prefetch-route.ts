import { parsePath } from '@site/routing';
import { bundlesForRoute } from '../../i18n/bundles';
import { loadResources } from '../../i18n/resources';
import { servingRoute } from '../parts/part-routes';

/** Gatsby's loader, as its runtime puts it on `window` (gatsby/cache-dir/loader.js). */
interface GatsbyLoader {
  hovering?: (pathname: string) => unknown;
}

/**
 * The string bundles a page of another route renders with, loaded ahead of a navigation to it
 * (a page in another language loads its strings when it renders).
 */
export function prefetchBundles(pathname: string, win: Window = window): void {
  const target = parsePath(pathname);
  const bundles = bundlesForRoute(servingRoute(target.route));
  if (bundles.length === 0 || target.locale !== parsePath(win.location.pathname).locale) return;
  loadResources(target.locale, bundles).catch(() => undefined);
}

const started = new Set<string>();

/**
 * A link the reader is about to follow (pointer over it, finger on it, focus on it): the page's
 * data and chunks (Gatsby's loader, as its own `Link` does on hover) and its string bundles, once
 * per address.
 */
export function prefetchRoute(href: string, win: Window = window): void {
  const pathname = href.split(/[?#]/)[0];
  if (started.has(pathname)) return;
  started.add(pathname);
  (win as Window & { ___loader?: GatsbyLoader }).___loader?.hovering?.(pathname);
  prefetchBundles(pathname, win);
}
