import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Logger } from '@site/runtime';
import { CURRENT_LINK, INCOMING_PREFIX, ReleaseStore, TRASH_PREFIX, type NodeState } from '@site/releases';
import { killGroup } from './process-group';

/**
 * Releases on every serving node (decision 075). The builder assembles a release in its own
 * builds folder; a publisher makes it live. The default publisher switches that folder's
 * `current` and nothing else (one machine, as before). With `RELEASE_TARGETS` the release is
 * first copied to every node's builds folder with rsync (`--link-dest` on the node's live
 * release, so unchanged files are hard links there too), then each node that has it switches
 * its own `current` (a new symlink renamed over the old one), then the builder's own folder.
 * A node that did not receive the release, or could not switch, keeps the release it had and
 * is reported in the publish state.
 */

/** One serving node's builds folder: a folder on this machine or `user@host:/path` over SSH. */
export interface ReleaseTarget {
  /** As written in RELEASE_TARGETS (`deploy@web-2:/srv/site`, `/srv/site`). */
  name: string;
  /** `user@host` (or `host`) for SSH; null for a folder on this machine. */
  host: string | null;
  /** Absolute path of the builds folder on that node, without a trailing slash. */
  dir: string;
}

export interface ReleaseTargetSettings {
  targets: ReleaseTarget[];
  /**
   * Run on each node after the release arrived and before that node switches (`nginx -s
   * reload`, so nginx knows the release's CSP hashes); over SSH for remote nodes. Gets
   * SITE_RELEASE_DIR, SITE_RELEASE_ID and SITE_RELEASE_NODE.
   */
  hook: string | undefined;
  /** The SSH command and its options (words), for rsync's `-e` and the remote commands. */
  ssh: string[];
}

/** Makes a finished release live: on the builder's own folder only, or on every node first. */
export interface ReleasePublisher {
  /**
   * Makes release `id` (complete in the builder's folder) live. Returns the state of each
   * node; throws when the release went live nowhere (nothing was switched then).
   */
  publish(id: string): Promise<NodeState[]>;
  /** Removes old releases on every node, keeping `keep` (the live one included) on each. */
  prune(keep: number): Promise<string[]>;
  /**
   * Settles when the removals `prune` started on this machine are done (the builder's folder
   * and local nodes' folders); rejects with the first failure. Remote nodes remove on their own.
   */
  removals(): Promise<void>;
  /** The state of each node after the latest publish; [] without RELEASE_TARGETS. */
  nodes(): NodeState[];
  /** Stops copies and remote commands still running (shutdown). */
  close(): void;
}

export const DEFAULT_RELEASE_SSH = 'ssh -o BatchMode=yes -o ConnectTimeout=10 -o ServerAliveInterval=15';

/** Characters a builds folder may have: no spaces, quotes or shell syntax (it goes into remote commands). */
const SAFE_PATH = /^\/[A-Za-z0-9._/@+-]*$/;
const SAFE_HOST = /^(?:[A-Za-z0-9._-]+@)?(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])$/;

/**
 * Reads RELEASE_TARGETS: comma-separated `/local/path` or `[user@]host:/absolute/path`.
 * Returns the targets and a message for each entry that is not one.
 */
export function parseReleaseTargets(value: string): { targets: ReleaseTarget[]; problems: string[] } {
  const targets: ReleaseTarget[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const entries = value.split(',').map((entry) => entry.trim());
  entries.forEach((entry, index) => {
    if (!entry) {
      problems.push(`entry ${index + 1} is empty (a comma too many?)`);
      return;
    }
    let target: ReleaseTarget;
    const colon = entry.startsWith('/') ? -1 : entry.lastIndexOf(':/');
    if (entry.startsWith('/')) {
      target = { name: entry, host: null, dir: entry };
    } else if (colon > 0) {
      target = { name: entry, host: entry.slice(0, colon), dir: entry.slice(colon + 1) };
      if (!SAFE_HOST.test(target.host!)) {
        problems.push(`"${entry}": "${target.host}" is not a host name, user@host or [IPv6 address]`);
        return;
      }
    } else {
      problems.push(
        `"${entry}" is not a target: write /path/on/this/machine or user@host:/absolute/path (a relative path is not allowed)`,
      );
      return;
    }
    if (!SAFE_PATH.test(target.dir)) {
      problems.push(`"${entry}": the path may hold letters, digits and . _ / @ + - only`);
      return;
    }
    const raw = target.dir;
    target.dir = path.posix.normalize(target.dir).replace(/(.)\/+$/, '$1');
    if (target.dir === '/' || raw.split('/').includes('..')) {
      problems.push(`"${entry}": not a builds folder`);
      return;
    }
    const key = `${target.host ?? ''}:${target.dir}`;
    if (seen.has(key)) {
      problems.push(`"${entry}" is listed twice`);
      return;
    }
    seen.add(key);
    targets.push(target);
  });
  return { targets, problems };
}

/** Whether `command` is an executable on PATH (or an executable path). */
export function onPath(command: string, envPath = process.env.PATH ?? ''): boolean {
  const candidates = command.includes('/')
    ? [command]
    : envPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, command));
  return candidates.some((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/** The tools RELEASE_TARGETS needs on the builder's machine; throws a message naming what is missing. */
export function checkTools(settings: ReleaseTargetSettings, envPath = process.env.PATH ?? ''): void {
  const missing: string[] = [];
  if (!onPath('rsync', envPath)) missing.push('rsync (Debian: apt-get install -y rsync)');
  const ssh = settings.ssh[0];
  if (settings.targets.some((t) => t.host) && ssh && !onPath(ssh, envPath)) {
    missing.push(`${ssh} (RELEASE_SSH; Debian: apt-get install -y openssh-client)`);
  }
  if (missing.length) {
    throw new Error(
      `RELEASE_TARGETS needs ${missing.join(' and ')} on this machine: not found on PATH. ` +
        'Without RELEASE_TARGETS releases stay in BUILDS_DIR and neither is needed.',
    );
  }
}

/** A value as one shell word. */
export const shellWord = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

const OUTPUT_TAIL = 4096;
const MAX_REASON = 400;
/** Remote commands other than the copy (rename, switch, prune) are small. */
const COMMAND_TIMEOUT_MS = 120_000;
/** Copies to several nodes run at once, this many at a time. */
const PARALLEL_COPIES = 4;

class CommandError extends Error {}

/** The last lines a command wrote, short enough for the publish state. */
function reasonFrom(output: string, fallback: string): string {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('--link-dest arg does not exist'));
  const text = lines.slice(-3).join(' | ') || fallback;
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON - 1)}…` : text;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The default: the release goes live in the builder's own builds folder (one machine). */
export class LocalPublisher implements ReleasePublisher {
  constructor(private readonly releases: ReleaseStore) {}

  async publish(id: string): Promise<NodeState[]> {
    await this.releases.switchTo(id);
    return [];
  }

  prune(keep: number): Promise<string[]> {
    return this.releases.prune(keep);
  }

  removals(): Promise<void> {
    return this.releases.removals();
  }

  nodes(): NodeState[] {
    return [];
  }

  close(): void {}
}

/**
 * Copies each release to every node of RELEASE_TARGETS, then switches each node that has it,
 * then the builder's own folder. Phase one (copies) ends before phase two (switches) starts,
 * so the nodes change releases within moments of each other, not one copy apart.
 */
export class TargetsPublisher implements ReleasePublisher {
  private readonly states = new Map<string, NodeState>();
  private readonly running = new Set<number>();
  /** Local nodes' folders, kept so that their removals can be awaited. */
  private readonly localStores = new Map<string, ReleaseStore>();
  private closed = false;

  constructor(
    private readonly releases: ReleaseStore,
    private readonly settings: ReleaseTargetSettings,
    private readonly logger: Logger,
    /** Longest a copy to one node may take (the build timeout). */
    private readonly copyTimeoutMs: number,
  ) {}

  nodes(): NodeState[] {
    return this.settings.targets.map((t) => this.states.get(t.name)).filter((s): s is NodeState => !!s);
  }

  close(): void {
    this.closed = true;
    for (const pid of this.running) killGroup(pid, 'SIGTERM');
  }

  async publish(id: string): Promise<NodeState[]> {
    const source = path.join(this.releases.buildsDir, id);
    const failures = new Map<string, string>();
    // Phase one: every node receives the release (into `.incoming-<id>`, renamed when complete).
    await eachLimited(this.settings.targets, PARALLEL_COPIES, async (target) => {
      try {
        await this.receive(target, id, source);
      } catch (error) {
        failures.set(target.name, `receive: ${messageOf(error)}`);
        await this.discardIncoming(target, id);
      }
    });
    // Phase two: each node that has it runs the hook and switches.
    const received = this.settings.targets.filter((t) => !failures.has(t.name));
    await Promise.all(
      received.map(async (target) => {
        if (this.settings.hook) {
          try {
            await this.runHook(target, id);
          } catch (error) {
            failures.set(target.name, `hook: ${messageOf(error)}`);
            return;
          }
        }
        try {
          await this.switchNode(target, id);
        } catch (error) {
          failures.set(target.name, `switch: ${messageOf(error)}`);
        }
      }),
    );
    const at = new Date().toISOString();
    for (const target of this.settings.targets) {
      const reason = failures.get(target.name) ?? null;
      const before = this.states.get(target.name);
      this.states.set(target.name, {
        node: target.name,
        state: reason ? 'failed' : 'live',
        release: reason ? (before?.release ?? null) : id,
        attempted: id,
        reason,
        at,
      });
      if (reason) this.logger.warn('site release not live on a node', { id, node: target.name, reason });
    }
    const nodes = this.nodes();
    if (failures.size === this.settings.targets.length) {
      throw new Error(
        `release reached no node: ${this.settings.targets.map((t) => `${t.name}: ${failures.get(t.name)}`).join('; ')}`,
      );
    }
    // Last: the builder's own folder (the previous release of the next build, and served when
    // a site server on this machine reads it).
    await this.releases.switchTo(id);
    this.logger.info('site release on the nodes', {
      id,
      live: nodes.filter((n) => n.state === 'live').map((n) => n.node),
      failed: nodes.filter((n) => n.state === 'failed').map((n) => n.node),
    });
    return nodes;
  }

  async prune(keep: number): Promise<string[]> {
    const removed = await this.releases.prune(keep);
    await Promise.all(
      this.settings.targets.map(async (target) => {
        try {
          const gone = target.host
            ? await this.pruneRemote(target, keep)
            : await this.localStore(target.dir).prune(keep);
          removed.push(...gone.map((id) => `${target.name}/${id}`));
        } catch (error) {
          this.logger.warn('old site releases not removed on a node', {
            node: target.name,
            reason: messageOf(error),
          });
        }
      }),
    );
    return removed;
  }

  async removals(): Promise<void> {
    await Promise.all([this.releases, ...this.localStores.values()].map((store) => store.removals()));
  }

  private localStore(dir: string): ReleaseStore {
    let store = this.localStores.get(dir);
    if (!store) this.localStores.set(dir, (store = new ReleaseStore(dir)));
    return store;
  }

  private async receive(target: ReleaseTarget, id: string, source: string): Promise<void> {
    const incoming = `${INCOMING_PREFIX}${id}`;
    const args = [
      '-a',
      // Unchanged means same size and same modification time to the nanosecond: whole seconds
      // (rsync's default) would take a release.json written in the same second as the node's
      // previous one for unchanged and link the old file.
      '--modify-window=-1',
      // Relative to the destination: the node's live release, so files unchanged since it
      // become hard links on the node too. Absent on a new node: rsync then copies everything.
      `--link-dest=../${CURRENT_LINK}`,
      `${source}/`,
    ];
    if (target.host) {
      args.unshift('--timeout=60', '-e', this.settings.ssh.join(' '));
      args.push(`${target.host}:${target.dir}/${incoming}/`);
    } else {
      if (!fs.statSync(target.dir, { throwIfNoEntry: false })?.isDirectory()) {
        throw new CommandError(`${target.dir} is not a folder on this machine`);
      }
      args.push(`${target.dir}/${incoming}/`);
    }
    await this.run('rsync', args, this.copyTimeoutMs, 'rsync');
    if (target.host) {
      await this.remote(target, `cd ${shellWord(target.dir)} && mv -T ${incoming} ${id}`, 'rename');
    } else {
      await fs.promises.rename(path.join(target.dir, incoming), path.join(target.dir, id));
    }
  }

  private async discardIncoming(target: ReleaseTarget, id: string): Promise<void> {
    const incoming = `${INCOMING_PREFIX}${id}`;
    try {
      if (target.host)
        await this.remote(target, `cd ${shellWord(target.dir)} && rm -rf ${incoming}`, 'clean');
      else await this.run('rm', ['-rf', '--', path.join(target.dir, incoming)], COMMAND_TIMEOUT_MS, 'rm');
    } catch (error) {
      this.logger.warn('partial release not removed on a node', {
        node: target.name,
        reason: messageOf(error),
      });
    }
  }

  private async runHook(target: ReleaseTarget, id: string): Promise<void> {
    const hook = this.settings.hook!;
    const dir = `${target.dir}/${id}`;
    if (target.host) {
      const env = `SITE_RELEASE_DIR=${shellWord(dir)} SITE_RELEASE_ID=${id} SITE_RELEASE_NODE=${shellWord(target.name)}`;
      await this.remote(target, `cd ${shellWord(target.dir)} && ${env} sh -c ${shellWord(hook)}`, 'hook');
      return;
    }
    await this.run('/bin/sh', ['-c', hook], COMMAND_TIMEOUT_MS, 'hook', {
      SITE_RELEASE_DIR: dir,
      SITE_RELEASE_ID: id,
      SITE_RELEASE_NODE: target.name,
    });
  }

  private async switchNode(target: ReleaseTarget, id: string): Promise<void> {
    if (!target.host) return this.localStore(target.dir).switchTo(id);
    const temp = `.current-${randomBytes(6).toString('hex')}`;
    // The same switch as ReleaseStore.switchTo: a new link renamed over `current` (GNU mv -T).
    await this.remote(
      target,
      `cd ${shellWord(target.dir)} && test -d ${id}/pc && test -d ${id}/mobile && ln -s ${id} ${temp} && ` +
        `{ mv -T ${temp} ${CURRENT_LINK} || { rm -f ${temp}; exit 1; }; }`,
      'switch',
    );
  }

  /**
   * Keeps the live release and the newest others (release ids sort by time), `keep` in all.
   * As in ReleaseStore.prune, the others are renamed (`.removed-<id>`) and the command returns;
   * their `rm`, and that of any renamed release an interrupted prune left behind, runs on the
   * node detached from the SSH session, so the next publish does not wait for it.
   */
  private async pruneRemote(target: ReleaseTarget, keep: number): Promise<string[]> {
    const script = [
      `cd ${shellWord(target.dir)} || exit 1`,
      `live=$(readlink ${CURRENT_LINK} 2>/dev/null || true)`,
      `left=$(( ${keep} - $([ -n "$live" ] && [ -d "$live" ] && echo 1 || echo 0) ))`,
      `for r in $(ls -1 | sort -r); do`,
      // Release folders only: not `current` (a link to one) nor anything else.
      `  [ ! -L "$r" ] && [ -d "$r/pc" ] && [ -d "$r/mobile" ] && [ "$r" != "$live" ] || continue`,
      `  if [ "$left" -gt 0 ]; then left=$((left - 1)); continue; fi`,
      `  mv "$r" "${TRASH_PREFIX}$r" && echo "$r"`,
      `done`,
      // Copies broken off by an earlier failure.
      `for r in ${INCOMING_PREFIX}*; do [ -d "$r" ] && [ "$r" != "${INCOMING_PREFIX}$live" ] && rm -rf "$r"; done`,
      `set -- ${TRASH_PREFIX}*`,
      `[ -e "$1" ] && (rm -rf -- "$@" </dev/null >/dev/null 2>&1 &); true`,
    ].join('\n');
    const out = await this.remote(target, script, 'prune');
    return out.split('\n').filter(Boolean);
  }

  private remote(target: ReleaseTarget, command: string, what: string): Promise<string> {
    const [ssh, ...options] = this.settings.ssh;
    return this.run(ssh, [...options, target.host!, command], COMMAND_TIMEOUT_MS, what);
  }

  /** Runs a command in its own process group; resolves with its stdout, rejects with its last lines. */
  private run(
    command: string,
    args: string[],
    timeoutMs: number,
    what: string,
    extraEnv: Record<string, string> = {},
  ): Promise<string> {
    if (this.closed) return Promise.reject(new CommandError('the builder is stopping'));
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, {
        env: { ...process.env, ...extraEnv },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
      };
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        keep(chunk);
      });
      child.stderr.on('data', keep);
      if (child.pid) this.running.add(child.pid);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        if (child.pid) killGroup(child.pid, 'SIGKILL');
      }, timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new CommandError(`${what} could not start ${command}: ${error.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (child.pid) this.running.delete(child.pid);
        if (code === 0) return resolve(stdout);
        const ended = timedOut
          ? `no end within ${timeoutMs} ms`
          : signal
            ? `signal ${signal}`
            : `exit code ${code}`;
        reject(new CommandError(`${what} ended with ${ended}: ${reasonFrom(output, command)}`));
      });
    });
  }
}

/** The publisher the settings ask for: the builder's own folder alone, or every node. */
export function createReleasePublisher(
  releases: ReleaseStore,
  settings: ReleaseTargetSettings | undefined,
  logger: Logger,
  copyTimeoutMs: number,
): ReleasePublisher {
  if (!settings || settings.targets.length === 0) return new LocalPublisher(releases);
  checkTools(settings);
  return new TargetsPublisher(releases, settings, logger, copyTimeoutMs);
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}
