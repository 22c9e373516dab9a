import { loadConfig } from './config';
import { createLogger } from './logger';
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
    // Where /__rebuild goes: the builder, or this process (single-process fallback).
    builds: config.builderUrl ? config.builderUrl.href : 'in this process',
  });
  if (!live) logger.warn('no live release: pages answer 503 until .builds/current exists', {});

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('site server stopping', { signal });
    site
      .close()
      .then(() => {
        logger.info('site server stopped', {});
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
