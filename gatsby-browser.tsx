import './src/styles/global.css';
import type { ReactElement } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { parsePath } from '@site/routing';
import { bundlesForRoute } from './src/i18n/bundles';
import { loadResources } from './src/i18n/resources';
import { installChunkReload } from './src/features/app-shell/chunk-reload';
import type { BuildWatch } from './src/features/app-shell/build-watch';
import { repointTranslateWidget } from './src/features/app-shell/translate-widget';
import { routeProgress } from './src/features/app-shell/route-progress';
import { wrapPage } from './src/features/app-shell/wrap-page';
import { publicConfig } from './src/config/public-config';
import { keepNotFoundAddress } from './src/lib/page-identity';
import { rememberLanguageWhenIdle } from './src/i18n/remember-language';
import { hydrateInTransition } from './src/features/app-shell/hydrate-in-transition';
import { servingRoute } from './src/features/parts/part-routes';
import { prefetchBundles, prefetchRoute } from './src/features/app-shell/prefetch-route';
import { onLinkIntent } from './src/lib/link-intent';
import { installStaticLinks } from './src/components/localized-link';
import { nextTask, whenIdle } from './src/lib/when-idle';

// The release watch (a stale release reloads on the next navigation) and the visit records run
// after the page does, so they are not part of the first load, and start when the browser is
// idle, not inside the start-up's tasks (decision 098). They share one chunk ("background"):
// whichever asks first loads both, so a first visit makes one script request for them, not two
// (each request a page starts costs its main thread; fourteenth round).
let buildWatch: BuildWatch | undefined;
const pageVisits = () =>
  import(/* webpackChunkName: "background" */ './src/features/page-visits/page-visits');

onLinkIntent((href) => prefetchRoute(href));

// Gatsby waits for this promise before hydrating, so the page's strings are in memory:
// the language's core bundle and those the route's screen uses. A part or comparison
// address (`/rep/part/<id>`) is a page of its route (`/rep/part`, decision 095): without that
// route's bundles the page would render nothing where the server's HTML has the page, and
// React would throw that HTML away (errors 418 and 423).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  keepNotFoundAddress(window);
  installStaticLinks(document);
  const { locale, route } = parsePath(window.location.pathname);
  await loadResources(locale, bundlesForRoute(servingRoute(route)));
  installChunkReload(window);
  if (publicConfig.isRelease) {
    whenIdle(window, () => {
      import(/* webpackChunkName: "background" */ './src/features/app-shell/build-watch')
        .then(({ BuildWatch }) => {
          buildWatch = new BuildWatch({});
          buildWatch.start(window);
        })
        .catch(() => undefined);
    });
  }
  // Gatsby starts when this promise settles: in a task of its own, not at the end of the one
  // that evaluated the strings chunk (decision 098).
  await nextTask(window);
};

// A page Gatsby prefetches (`navigate`'s loader, `prefetchPathname`) brings its string bundles,
// so the navigation renders at once; the site's links prefetch on intent (LocalizedLink).
export const onPrefetchPathname: GatsbyBrowser['onPrefetchPathname'] = ({ pathname }) =>
  prefetchBundles(pathname);

// The first page hydrates in a transition, in slices instead of one long task (decision 098).
// Gatsby's types name react-dom's legacy `Renderer`; Gatsby only calls it with (element, container).
export const replaceHydrateFunction = (() => (element: ReactElement, container: Element) =>
  hydrateInTransition(element, container)) as unknown as GatsbyBrowser['replaceHydrateFunction'];

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage as GatsbyBrowser['wrapPageElement'];

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && buildWatch?.isStale) {
    window.location.assign(location.pathname + location.search + location.hash);
    return;
  }
  routeProgress.start();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  routeProgress.finish();
  repointTranslateWidget(window);
  rememberLanguageWhenIdle(location.pathname, window);
  pageVisits()
    .then(({ isEntryPage, recordPageVisit }) =>
      recordPageVisit(location, window, { entry: isEntryPage(prevLocation, window) }),
    )
    .catch(() => undefined);
};
