/**
 * The process helpers of the scripts that start services (`scripts/start.ts`,
 * `scripts/multi-instance-check.ts`, `scripts/pg-site-check.ts`): output lines with the
 * process's name in front, a command run to its end, services in process groups of their own
 * (stopped with SIGTERM, then SIGKILL), waiting until a service answers, MailDev's command line
 * and a log line with the seconds since the script started.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from `from` to `to` (both `performance.now()` readings). */
export const seconds = (from: number, to = performance.now()) => (to - from) / 1000;

/** Whole seconds since `from`, right-aligned for a column: `  12 s`. */
export const elapsed = (from: number, to = performance.now()) =>
  `${seconds(from, to).toFixed(0).padStart(4)} s`;

/**
 * A script's log: each message goes to standard output as `line` shapes it, given the seconds
 * since `from` (`elapsed`) and the message.
 */
export function scriptLog(
  line: (since: string, message: string) => string,
  from = performance.now(),
): (message: string) => void {
  return (message) => console.log(line(elapsed(from), message));
}

/** How a process ended, for a message: `exit 1` or `signal SIGTERM`. */
export const endedWith = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `signal ${signal}` : `exit ${code}`;

/**
 * Writes each line of `stream` to `out` as `[name] line`, then hands it to `onLine`. A line
 * split across chunks is written once whole.
 */
export function prefixLines(
  name: string,
  stream: NodeJS.ReadableStream | null,
  out: NodeJS.WritableStream,
  onLine?: (line: string) => void,
): void {
  if (!stream) return;
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      out.write(`[${name}] ${line}\n`);
      onLine?.(line);
    }
  });
}

/** True while a process of the group `group` runs. */
export function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Children started each in a process group of its own (the group's id is the child's pid), so
 * that stopping one reaches every process it started (npm, flock, Gatsby's workers). Stopping
 * sends SIGTERM to the group and SIGKILL when it still runs `graceMs` later.
 */
export class ProcessGroups {
  private readonly running = new Set<number>();

  constructor(private readonly stopping: { graceMs: number; pollMs: number }) {}

  /** `spawn` in a new process group, remembered until it is stopped or forgotten. */
  spawn(command: string, args: string[], options: SpawnOptions): ChildProcess {
    const child = spawn(command, args, { ...options, detached: true });
    if (child.pid) this.running.add(child.pid);
    return child;
  }

  /** A group that ended by itself (a command that completed) needs no stopping. */
  forget(group: number): void {
    this.running.delete(group);
  }

  /** The groups not stopped or forgotten yet. */
  groups(): number[] {
    return [...this.running];
  }

  /** SIGTERM to the group, SIGKILL after the grace time (`onKill` is told first). */
  async stop(group: number, onKill?: () => void): Promise<void> {
    try {
      process.kill(-group, 'SIGTERM');
    } catch {
      this.running.delete(group);
      return;
    }
    const deadline = performance.now() + this.stopping.graceMs;
    while (groupAlive(group) && performance.now() < deadline) await sleep(this.stopping.pollMs);
    if (groupAlive(group)) {
      onKill?.();
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
    this.running.delete(group);
  }

  /** Stops every group at once. */
  async stopAll(): Promise<void> {
    await Promise.all(this.groups().map((group) => this.stop(group)));
  }
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Sees each line of the command's output (both streams: progress spinners write to stderr). */
  onLine?: (line: string) => void;
  /** Runs the command in a process group of these (stopped with them if the script stops). */
  groups?: ProcessGroups;
}

/**
 * Runs a command to completion with its output prefixed by `name` (standard output to ours,
 * standard error to ours); rejects with `<name> failed (exit 1)` on anything but exit 0.
 */
export function runPrefixed(
  name: string,
  command: string,
  args: string[],
  options: RunOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const spawnOptions: SpawnOptions = {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    };
    const child = options.groups
      ? options.groups.spawn(command, args, spawnOptions)
      : spawn(command, args, spawnOptions);
    prefixLines(name, child.stdout, process.stdout, options.onLine);
    prefixLines(name, child.stderr, process.stderr, options.onLine);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) {
        if (child.pid) options.groups?.forget(child.pid);
        resolve();
      } else reject(new Error(`${name} failed (${endedWith(code, signal)})`));
    });
  });
}

export interface WaitOptions {
  timeoutMs: number;
  intervalMs: number;
  /** What ended the process being waited for, once it has ended: the wait fails at once. */
  exited?: () => string | undefined;
  /** More to say when the wait fails (a log's last lines). */
  detail?: () => string;
}

/** Asks `probe` every `intervalMs` until it answers true; a probe that throws answers false. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  options: WaitOptions,
): Promise<void> {
  const deadline = performance.now() + options.timeoutMs;
  const detail = () => {
    const text = options.detail?.();
    return text ? `:\n${text}` : '';
  };
  for (;;) {
    const ended = options.exited?.();
    if (ended) throw new Error(`${what}: ${ended}${detail()}`);
    if (await probe().catch(() => false)) return;
    if (performance.now() > deadline)
      throw new Error(`${what}: not within ${options.timeoutMs / 1000} s${detail()}`);
    await sleep(options.intervalMs);
  }
}

/** A probe for `waitFor`: the address answers 2xx. */
export const answersOk = (url: string) => async () => (await fetch(url)).ok;

/** MailDev on loopback, quiet: the command's arguments after `node` (the repository's install). */
export function maildevArgs(root: string, ports: { smtp: number; web: number }): string[] {
  return [
    path.join(root, 'node_modules/maildev/bin/maildev'),
    '--smtp',
    String(ports.smtp),
    '--web',
    String(ports.web),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    '--silent',
  ];
}

/** Where MailDev answers once it is ready. */
export const maildevReadyUrl = (webPort: number) => `http://127.0.0.1:${webPort}/email`;
