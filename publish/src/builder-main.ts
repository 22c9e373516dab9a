import { loadBuilderConfig } from './config';
import { createLogger, runMain, stopOnSignals } from '@site/runtime';
import { createBuilderServer, lowerOwnPriority } from './builder-server';

/**
 * The builder process (`npm run start:builder`, decision 074): runs the site builds that
 * `POST /__rebuild` asks for and switches `.builds/current`; the site servers forward their
 * `/__rebuild` routes here (`BUILDER_URL`) and only serve.
 */
async function main() {
  const config = loadBuilderConfig();
  // First: the builds it spawns, and threads started later, inherit the niceness.
  const priority = lowerOwnPriority(config.nice);
  const logger = createLogger();
  if (priority.note) logger.warn('builder priority unchanged', { ...priority });
  const builder = createBuilderServer(config, logger);
  const address = await builder.listen(config.port, config.host);
  const live = await builder.releases.live();
  logger.info('builder listening', {
    port: address.port,
    host: config.host,
    buildsDir: config.buildsDir,
    release: live?.id ?? null,
    nice: priority.to,
  });

  stopOnSignals(
    'builder',
    logger,
    () => builder.close(),
    () => ({ build: builder.rebuilds.status().state }),
  );
}

runMain(main);
