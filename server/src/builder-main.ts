import { loadBuilderConfig } from './config';
import { createLogger } from './logger';
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

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('builder stopping', { signal, build: builder.rebuilds.status().state });
    builder
      .close()
      .then(() => {
        logger.info('builder stopped', {});
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error('shutdown failed', { error: String(error) });
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
