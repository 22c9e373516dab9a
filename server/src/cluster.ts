import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/*
 * The site server in several processes (node:cluster) sharing one listening socket, so that
 * every core renders part pages (decision 097): one Node thread renders one page at a time,
 * and a page takes milliseconds of CPU (the substitute ranking and React). The processes share
 * nothing but the socket: each reads the live release and the parts store itself, as two
 * nodes do. The primary only starts, restarts and stops them.
 */

/** Environment variable: how many site server processes; 1 runs the server in this process. */
export const PROCESSES_VARIABLE = 'SITE_SERVER_PROCESSES';

/** Upper bound of the default: more processes than this cost memory for little gain. */
const MAX_DEFAULT_PROCESSES = 4;

/**
 * The number of site server processes: `SITE_SERVER_PROCESSES` (1 to 64) when set, else one
 * per core up to four. The site server builds nothing (the builder in publish/ does,
 * decision 099), so its processes share nothing but the port.
 */
export function siteServerProcesses(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = os.availableParallelism(),
): number {
  const given = env[PROCESSES_VARIABLE]?.trim();
  if (given) {
    const n = Number(given);
    if (!Number.isInteger(n) || n < 1 || n > 64)
      throw new Error(`${PROCESSES_VARIABLE} must be a whole number from 1 to 64, not "${given}"`);
    return n;
  }
  return Math.max(1, Math.min(cores, MAX_DEFAULT_PROCESSES));
}

/** A replacement starts at least this long after the process it replaces began listening. */
const RESTART_PAUSE_MS = 1000;

/**
 * In the primary of a cluster of `count` > 1 processes: runs `check` (throws on bad settings),
 * starts the workers (this same script) and returns true; the caller then runs nothing else. In a worker, or with one process,
 * returns false and the caller runs the server.
 *
 * - A worker that exits before it listens (a bad setting, a port in use) stops the others, and
 *   the primary exits with its code: a start-up error is one exit, as with one process.
 * - A worker that dies later is replaced (after a pause, so a crash loop does not spin).
 * - SIGTERM or SIGINT is passed to every worker (each closes cleanly, `stopOnSignals`); the
 *   primary exits once all have, 0 when all exited 0.
 * - The primary writes nothing but restarts and failures to stderr; the workers' lines are the
 *   server's log.
 */
export function startCluster(name: string, count: number, check: () => unknown = () => undefined): boolean {
  if (count <= 1 || !cluster.isPrimary) return false;
  // Settings are checked once here, so a bad one is one message, not one per process.
  check();
  let stopping: NodeJS.Signals | null = null;
  let failed = 0;
  const running = new Set<Worker>();
  const listening = new Set<Worker>();
  const say = (line: string) => process.stderr.write(`${name}: ${line}\n`);

  const finishIfDone = () => {
    if (running.size === 0) process.exit(failed);
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    for (const worker of running) worker.process.kill(signal);
    finishIfDone();
  };

  const fork = () => {
    const worker = cluster.fork();
    running.add(worker);
    let listeningSince = 0;
    worker.on('listening', () => {
      listening.add(worker);
      listeningSince = Date.now();
    });
    worker.on('exit', (code, signal) => {
      running.delete(worker);
      const wasListening = listening.delete(worker);
      if (stopping) {
        // Ended by the signal passed on (still starting, it had no handler yet): a clean stop.
        if (code !== 0 && signal !== stopping) failed = code ?? 1;
        finishIfDone();
        return;
      }
      if (!wasListening) {
        // Start-up failed: its own message is already on stderr.
        failed = code || 1;
        stop('SIGTERM');
        return;
      }
      say(`process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
      const wait = Math.max(0, RESTART_PAUSE_MS - (Date.now() - listeningSince));
      setTimeout(() => {
        if (!stopping) fork();
      }, wait);
    });
  };

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) fork();
  return true;
}
