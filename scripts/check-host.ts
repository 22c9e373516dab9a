/**
 * What the whole-system checks (pg-site-check, multi-instance-check) need of the machine they
 * run on: one run at a time, and ports of their own.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A port of 127.0.0.1 the system has just given out as free. */
export { freePort } from '@site/test-utils/free-port';

/**
 * One run at a time on a machine, for checks with fixed database names and folders
 * (pg-site-check, multi-instance-check). `flock` locks the file description it inherits from
 * this process, so the lock is held until this process ends (Node opens files close-on-exec:
 * the processes a check starts do not inherit it). Waits, saying so, when another run holds it.
 */
export function takeRunLock(file: string, log: (line: string) => void): void {
  const fd = fs.openSync(file, 'a');
  const lock = (args: string[]) =>
    spawnSync('flock', [...args, '3'], { stdio: ['ignore', 'inherit', 'inherit', fd] });
  const first = lock(['-n']);
  if (first.error) throw new Error(`\`flock\` (util-linux) is needed: ${first.error.message}`);
  if (first.status !== 0) {
    log(`another check holds ${file}: waiting for it …`);
    if (lock([]).status !== 0) throw new Error(`could not lock ${file}`);
  }
}

/** Whether nothing listens on `port` of 127.0.0.1. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
