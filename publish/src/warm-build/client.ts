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
import { killGroup, processAlive } from '../process-group';

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
  // The daemon's own code (not this client's: it runs in each build anew).
  path.join('publish', 'src', 'warm-build', 'daemon.ts'),
  path.join('publish', 'src', 'warm-build', 'loader-args.ts'),
  path.join('publish', 'src', 'warm-build', 'page-lists.ts'),
  path.join('publish', 'src', 'process-group.ts'),
];

export interface WarmState {
  pid: number;
  /** The digest of the fingerprint it was started from, and its parts. */
  fingerprint: string;
  files?: string;
  env?: Record<string, string>;
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

/** Code files, read for the environment variables they name. */
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const ENV_NAME = /process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g;

/** What a daemon was started from: one digest, and its parts (to say what changed). */
export interface Fingerprint {
  digest: string;
  /** Digest of the source files alone. */
  files: string;
  /** Each variable the build reads, by name: a digest of its value (no secret is written down). */
  env: Record<string, string>;
}

const short = (value: string | Buffer) =>
  crypto.createHash('sha256').update(value).digest('hex').slice(0, 16);

/**
 * A digest of every source file (path and content) and of the environment the build reads: the
 * variables the sources name (`process.env.NAME`), every `GATSBY_*` one (Gatsby puts them in the
 * browser bundles) and `NODE_ENV`. Other variables (a service's port or secret) do not reach the
 * pages, and would otherwise make every build a full one.
 */
export function sourcesFingerprint(
  root: string,
  env: NodeJS.ProcessEnv,
  entries = SOURCE_ENTRIES,
): Fingerprint {
  const lines: string[] = [];
  const named = new Set(['NODE_ENV']);
  const visit = (rel: string) => {
    const at = path.join(root, rel);
    const stat = fs.statSync(at, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(at).sort()) {
        if (name !== 'node_modules' && !name.startsWith('.')) visit(path.join(rel, name));
      }
      return;
    }
    const content = fs.readFileSync(at);
    lines.push(`${rel}\0${crypto.createHash('sha256').update(content).digest('hex')}\n`);
    if (CODE.test(rel)) for (const match of content.toString('utf8').matchAll(ENV_NAME)) named.add(match[1]);
  };
  entries.forEach(visit);
  const read = Object.keys(env)
    .filter((key) => named.has(key) || key.startsWith('GATSBY_'))
    .sort()
    .map((key) => [key, env[key] ?? '']);
  const files = lines.join('');
  return {
    digest: crypto
      .createHash('sha256')
      .update(files + JSON.stringify(read))
      .digest('hex')
      .slice(0, 32),
    files: short(files),
    env: Object.fromEntries(read.map(([key, value]) => [key, short(value)])),
  };
}

/** What differs between the fingerprint a daemon was started from and the current one. */
export function fingerprintChange(before: Partial<Fingerprint>, now: Fingerprint): string {
  const parts: string[] = [];
  if (before.files !== undefined && before.files !== now.files) parts.push('the sources changed');
  if (before.env) {
    const names = new Set([...Object.keys(before.env), ...Object.keys(now.env)]);
    const changed = [...names].filter((name) => before.env![name] !== now.env[name]).sort();
    if (changed.length) parts.push(`the build environment changed (${changed.join(', ')})`);
  }
  return parts.length ? parts.join('; ') : 'the sources or the build environment changed';
}

/** The process is a warm build, not another that got its number after a restart of the machine. */
function isDaemon(pid: number): boolean {
  if (!processAlive(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('warm-build');
  } catch {
    return true; // no /proc: the number has to do
  }
}

export function readState(work: string): WarmState | null {
  try {
    const state = JSON.parse(fs.readFileSync(path.join(work, STATE_FILE), 'utf8')) as WarmState;
    return isDaemon(state.pid) ? state : null;
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
  while (Date.now() < deadline && processAlive(pid)) {
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

/** A warm build's answer, or why there was none (a full build follows). */
export type WarmResult = { answer: WarmAnswer } | { skipped: string };

/**
 * A content-only rebuild by the daemon of `work`, or why there is none: no daemon, or one
 * started from other sources (it is stopped). Rejects when the daemon fails the build; it is
 * stopped then, and the caller builds in full.
 */
export async function warmBuild(
  work: string,
  fingerprint: Fingerprint,
  options: WarmBuildOptions = {},
): Promise<WarmResult> {
  const state = readState(work);
  if (!state) return { skipped: 'no warm build is running' };
  if (state.fingerprint !== fingerprint.digest) {
    await stopWarm(work);
    return { skipped: `${fingerprintChange(state, fingerprint)} since the warm build started` };
  }
  const startTimeoutMs = options.startTimeoutMs ?? 180_000;
  if (!(await waitUntilListening(work, state.pid, startTimeoutMs))) {
    await stopWarm(work);
    return { skipped: `the warm build did not start within ${Math.round(startTimeoutMs / 1000)} s` };
  }
  try {
    const answer = await request<({ ok: true } & WarmAnswer) | { ok: false; error: string }>(
      path.join(work, SOCKET_FILE),
      { type: 'build' },
      options.buildTimeoutMs ?? 600_000,
    );
    if (!answer.ok) throw new Error(answer.error);
    const { ok: _ok, ...result } = answer;
    return { answer: result };
  } catch (error) {
    await stopWarm(work);
    throw error;
  }
}

/** Stops the daemon of `work` (if any) and waits until it has exited: a full build may start. */
export async function stopWarm(work: string): Promise<void> {
  const state = readState(work);
  if (state) {
    // Asked first (it ends Gatsby's workers); a daemon still starting has no socket yet.
    // It answers after the build in hand and the state it saves after it.
    const asked = await request(path.join(work, SOCKET_FILE), { type: 'stop' }, 15_000).then(
      () => true,
      () => false,
    );
    // It leads its own process group: Gatsby's workers go with it.
    if (!asked) killGroup(state.pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (processAlive(state.pid) && Date.now() < deadline) await sleep(50);
    if (processAlive(state.pid)) killGroup(state.pid, 'SIGKILL');
    while (processAlive(state.pid)) await sleep(50);
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
  fingerprint: Fingerprint,
  owner: number,
  script = path.join('publish', 'src', 'warm-build', 'daemon.ts'),
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
  // A daemon that cannot start leaves no live pid behind: the next build is a full one.
  child.on('error', (error) => fs.appendFileSync(path.join(work, LOG_FILE), `${error.message}\n`));
  child.unref();
  const state: WarmState = {
    pid: child.pid!,
    fingerprint: fingerprint.digest,
    files: fingerprint.files,
    env: fingerprint.env,
    startedAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(work, STATE_FILE), JSON.stringify(state));
  return state;
}
