import type { Logger } from './logger';

/**
 * Stops a process cleanly on SIGTERM or SIGINT: logs `<name> stopping` (with `details()` at
 * that moment), closes, logs `<name> stopped` and exits 0; a failed close exits 1. A second
 * signal while closing is ignored.
 */
export function stopOnSignals(
  name: string,
  logger: Logger,
  close: () => Promise<void>,
  details: () => Record<string, unknown> = () => ({}),
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${name} stopping`, { signal, ...details() });
    close()
      .then(() => {
        logger.info(`${name} stopped`, {});
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

/** Runs a process's `main`; a start-up error (a bad setting, a port in use) is one line on stderr and exit 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
