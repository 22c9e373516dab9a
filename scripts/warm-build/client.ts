/**
 * The build-sites side of a warm build (decision 078): start a daemon in a variant's work
 * folder after a full build, ask it for a content-only rebuild, stop it before a full build.
 *
 * A daemon is used only while the sources it was started from are unchanged: its state file
 * (`.cache/warm-build.json`) records the fingerprint of the site's sources and build
 * environment, and any difference means a full `gatsby build` (which also rebuilds webpack's
 * bundles and the HTML renderer the daemon would otherwise reuse).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const STATE_FILE = path.join('.cache', 'warm-build.json');
export const SOCKET_FILE = path.join('.cache', 'warm-build.sock');
export const LOG_FILE = path.join('.cache', 'warm-build.log');

/** What the site's pages are made of, besides content: a change here needs a full build. */
export const SOURCE_ENTRIES = [
  'src',
  'plugins',
  'packages',
  'site-build',
  'locales',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-ssr.tsx',
  'gatsby-browser.tsx',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  path.join('scripts', 'warm-build'),
];

export interface WarmState {
  pid: number;
  fingerprint: string;
  startedAt: string;
}

export interface WarmAnswer {
  rendered: string[];
  deleted: string[];
  /** Seconds of each step of the daemon's build. */
  phases: Record<string, number>;
  /** Builds the daemon has answered (this one included), and its resident memory after it. */
  builds: number;
  rssMb: number;
}

/**
 * A daemon is replaced by a fresh one after this many builds (it loads the state the last one
 * saved, in the background): a long-lived Gatsby process is not what Gatsby is tested as.
 */
export const RENEW_AFTER_BUILDS = 100;

/**
 * A digest of every source file's path, size and modification time, and of the build's
 * environment. Sizes and times, not contents: any edit, checkout or install moves them.
 */
export function sourcesFingerprint(root: string, env: NodeJS.ProcessEnv, entries = SOURCE_ENTRIES): string {
  const hash = crypto.createHash('sha256');
  const visit = (rel: string) => {
    const at = path.join(root, rel);
    const stat = fs.statSync(at, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(at).sort()) {
        if (name !== 'node_modules' && !name.startsWith('.')) visit(path.join(rel, name));
      }
    } else hash.update(`${rel}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  entries.forEach(visit);
  hash.update(JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  return hash.digest('hex').slice(0, 32);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function readState(work: string): WarmState | null {
  try {
    const state = JSON.parse(fs.readFileSync(path.join(work, STATE_FILE), 'utf8')) as WarmState;
    return alive(state.pid) ? state : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one request and resolves with the answer line; rejects when the daemon goes away first. */
function request<T>(socketPath: string, body: object, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let buffer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(body)}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      clearTimeout(timer);
      socket.end();
      resolve(JSON.parse(buffer.slice(0, newline)) as T);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      reject(new Error('the warm build closed the connection without an answer'));
    });
  });
}

/** Resolves once the daemon's socket accepts a connection; false when it exits or time runs out. */
async function waitUntilListening(work: string, pid: number, timeoutMs: number): Promise<boolean> {
  const socketPath = path.join(work, SOCKET_FILE);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive(pid)) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(socketPath);
      socket.on('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return true;
    await sleep(200);
  }
  return false;
}

export interface WarmBuildOptions {
  /** How long to wait for a daemon still starting (its bootstrap). */
  startTimeoutMs?: number;
  /** How long one build may take before the daemon is given up. */
  buildTimeoutMs?: number;
}

/**
 * A content-only rebuild by the daemon of `work`, or null when there is no usable daemon (none,
 * or started from other sources: it is stopped). Rejects when the daemon fails the build; it
 * is stopped then, and the caller builds in full.
 */
export async function warmBuild(
  work: string,
  fingerprint: string,
  options: WarmBuildOptions = {},
): Promise<WarmAnswer | null> {
  const state = readState(work);
  if (!state) return null;
  if (state.fingerprint !== fingerprint) {
    await stopWarm(work);
    return null;
  }
  if (!(await waitUntilListening(work, state.pid, options.startTimeoutMs ?? 180_000))) {
    await stopWarm(work);
    return null;
  }
  try {
    const answer = await request<({ ok: true } & WarmAnswer) | { ok: false; error: string }>(
      path.join(work, SOCKET_FILE),
      { type: 'build' },
      options.buildTimeoutMs ?? 600_000,
    );
    if (!answer.ok) throw new Error(answer.error);
    const { ok: _ok, ...result } = answer;
    return result;
  } catch (error) {
    await stopWarm(work);
    throw error;
  }
}

/** Stops the daemon of `work` (if any) and waits until it has exited: a full build may start. */
export async function stopWarm(work: string): Promise<void> {
  const state = readState(work);
  if (state) {
    await request(path.join(work, SOCKET_FILE), { type: 'stop' }, 5000).catch(() => undefined);
    const deadline = Date.now() + 10_000;
    while (alive(state.pid) && Date.now() < deadline) await sleep(100);
    if (alive(state.pid)) {
      try {
        process.kill(-state.pid, 'SIGKILL');
      } catch {
        process.kill(state.pid, 'SIGKILL');
      }
      while (alive(state.pid)) await sleep(50);
    }
  }
  fs.rmSync(path.join(work, STATE_FILE), { force: true });
  fs.rmSync(path.join(work, SOCKET_FILE), { force: true });
}

/**
 * Starts a daemon in `work` (after a full build there) and returns at once: it loads Gatsby's
 * state in the background and answers the next publish. It exits with `owner` (the builder).
 */
export function startWarm(
  work: string,
  env: NodeJS.ProcessEnv,
  fingerprint: string,
  owner: number,
  script = path.join('scripts', 'warm-build', 'daemon.ts'),
): WarmState {
  fs.mkdirSync(path.join(work, '.cache'), { recursive: true });
  const log = fs.openSync(path.join(work, LOG_FILE), 'w');
  const child = spawn(process.execPath, ['--require', require.resolve('tsx/cjs'), script, SOCKET_FILE], {
    cwd: work,
    env: { ...env, WARM_BUILD_OWNER_PID: String(owner) },
    // Its own process group: it outlives this build, and is stopped as a group.
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  child.unref();
  const state: WarmState = { pid: child.pid!, fingerprint, startedAt: new Date().toISOString() };
  fs.writeFileSync(path.join(work, STATE_FILE), JSON.stringify(state));
  return state;
}
