import fs from 'node:fs';
import path from 'node:path';

/**
 * The log of the running system: everything `scripts/start.ts` prints, each service's lines
 * prefixed with its name (`[site] …`, `[api] …`). scripts/e2e.sh writes it to
 * .data/e2e-system.log and passes its path in E2E_SYSTEM_LOG.
 */
export const SYSTEM_LOG = process.env.E2E_SYSTEM_LOG || path.resolve(__dirname, '../../.data/e2e-system.log');

export function readSystemLog(): string {
  if (!fs.existsSync(SYSTEM_LOG)) {
    throw new Error(
      `No system log at ${SYSTEM_LOG}: run the system through scripts/e2e.sh, or set E2E_SYSTEM_LOG ` +
        'to the file the running system (scripts/start.ts) writes its output to',
    );
  }
  return fs.readFileSync(SYSTEM_LOG, 'utf8');
}

/** The lines of one service (`site`, `api`, …), without the prefix. */
export function serviceLines(log: string, service: string): string[] {
  const prefix = `[${service}] `;
  return log
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length));
}

/** How many times a text occurs in the log. */
export function occurrences(log: string, text: string): number {
  return log.split(text).length - 1;
}
