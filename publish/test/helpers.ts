import { createLogger, type Logger } from '@site/runtime';
import { startSite, type RunningSite } from '../../server/test/helpers';
import { createBuilderServer, type BuilderServer } from '../src/builder-server';
import { loadBuilderConfig } from '../src/config';
import type { RebuildScheduler } from '../src/scheduler';

export { startSite, type RunningSite };

export interface RunningPublish {
  /** Closes the site server, then the builder (a running build is stopped). */
  site: { close(): Promise<void>; rebuilds: RebuildScheduler };
  builder: BuilderServer;
  /** The site server's port: `/__rebuild` is passed on to the builder, pages are served. */
  port: number;
  /** The builder's lines and the site server's, in the order they came. */
  logs: Record<string, unknown>[];
}

/**
 * A real builder (in this process) and a real site server forwarding `/__rebuild` to it, on
 * ephemeral ports, both with `env` (the builder reads the build settings, the site server its own).
 */
export async function startPublish(env: Record<string, string>): Promise<RunningPublish> {
  const logs: Record<string, unknown>[] = [];
  const logger: Logger = createLogger('debug', (line) => {
    logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  const builder = createBuilderServer(
    loadBuilderConfig({ REBUILD_TOKEN: 'test-token-0123456789abcdef', ...env }),
    logger,
  );
  const address = await builder.listen(0, '127.0.0.1');
  const running = await startSite({ ...env, BUILDER_URL: `http://127.0.0.1:${address.port}` });
  return {
    builder,
    port: running.port,
    logs,
    site: {
      rebuilds: builder.rebuilds,
      async close() {
        await running.site.close();
        await builder.close();
      },
    },
  };
}
