import './production-env';
import { siteServerProcesses, startCluster } from './cluster';
import { loadConfig } from './config';
import { createLogger, runMain, stopOnSignals } from '@site/runtime';
import { createSiteServer } from './site-server';

async function main() {
  const logger = createLogger();
  const config = loadConfig();
  const site = createSiteServer(config, logger);
  const address = await site.listen(config.port, config.host);
  const live = await site.releases.live();
  logger.info('site server listening', {
    port: address.port,
    host: config.host,
    buildsDir: config.buildsDir,
    release: live?.id ?? null,
    api: config.apiUrl.origin,
    // Where /__rebuild goes: the builder (the site server never builds).
    builds: config.builderUrl.href,
  });
  if (!live) logger.warn('no live release: pages answer 503 until .builds/current exists', {});

  stopOnSignals('site server', logger, () => site.close());
}

// Several processes share the port so that every core renders (decision 097).
runMain(async () => {
  if (!startCluster('site server', siteServerProcesses(), loadConfig)) await main();
});
