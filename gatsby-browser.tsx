import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import { parsePath } from '@site/routing';
import { loadResources } from './src/i18n/resources';
import { installChunkReload } from './src/features/app-shell/chunk-reload';
import { BuildWatch } from './src/features/app-shell/build-watch';
import { repointTranslateWidget } from './src/features/app-shell/translate-widget';
import { routeProgress } from './src/features/app-shell/route-progress';
import { wrapPage } from './src/features/app-shell/wrap-page';
import { publicConfig } from './src/config/public-config';
import { recordPageVisit } from './src/features/page-visits/page-visits';

const buildWatch = new BuildWatch({ currentBuildId: publicConfig.buildId });

// Gatsby waits for this promise before hydrating, so the page's strings are in memory.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  await loadResources(parsePath(window.location.pathname).locale);
  installChunkReload(window);
  if (publicConfig.buildId !== 'development') buildWatch.start(window);
};

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage as GatsbyBrowser['wrapPageElement'];

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && buildWatch.isStale) {
    window.location.assign(location.pathname + location.search + location.hash);
    return;
  }
  routeProgress.start();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  routeProgress.finish();
  repointTranslateWidget(window);
  recordPageVisit(location);
};
