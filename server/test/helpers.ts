import { loadConfig } from '../src/config';
import { createLogger, type Logger } from '@site/runtime';
import { createSiteServer, type SiteServer } from '../src/site-server';

export interface RunningSite {
  site: SiteServer;
  port: number;
  logs: Record<string, unknown>[];
}

/** Starts the real site server on an ephemeral port with the given environment. */
export async function startSite(env: Record<string, string>): Promise<RunningSite> {
  const logs: Record<string, unknown>[] = [];
  const logger: Logger = createLogger('debug', (line) => {
    logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  const config = loadConfig({ REBUILD_TOKEN: 'test-token-0123456789abcdef', ...env });
  const site = createSiteServer(config, logger);
  const address = await site.listen(0, '127.0.0.1');
  return { site, port: address.port, logs };
}
