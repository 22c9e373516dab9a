import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from './logger';
import { precompressDirectory } from './precompress';
import { writeCspManifest } from './csp-manifest';
import { RELEASE_FILE, ReleaseStore, newReleaseId, type ReleaseInfo } from './releases';

export interface RebuildSettings {
  command: string;
  cwd: string;
  quietMs: number;
  timeoutMs: number;
  keepReleases: number;
  releaseHook: string | undefined;
}

export interface BuildOutcome {
  id: string;
  finishedAt: string;
  durationMs: number;
}

export interface BuildFailure extends BuildOutcome {
  reason: string;
  exitCode: number | null;
  outputTail: string;
}

export interface RebuildStatus {
  state: 'idle' | 'pending' | 'building';
  /** A request arrived during the running build: exactly one more build follows it. */
  rebuildQueued: boolean;
  requests: number;
  lastRequestAt: string | null;
  buildingSince: string | null;
  lastSuccess: BuildOutcome | null;
  lastFailure: BuildFailure | null;
}

const TAIL_BYTES = 8 * 1024;
const KILL_GRACE_MS = 5000;

class BuildError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null = null,
  ) {
    super(message);
  }
}

/** Keeps the last `TAIL_BYTES` of a process's output for the failure log. */
class OutputTail {
  private chunks: Buffer[] = [];
  private size = 0;

  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= TAIL_BYTES && this.chunks.length > 1) {
      this.size -= this.chunks.shift()!.length;
    }
  }

  text(): string {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - TAIL_BYTES)).toString('utf8');
  }
}

/**
 * Publish-to-live: requests are debounced by a quiet window, one build runs at a time, a
 * request during a build queues exactly one more. A build goes live only when the command
 * succeeded and both variants are present; a failure leaves the live release untouched.
 */
export class RebuildScheduler {
  private state: RebuildStatus['state'] = 'idle';
  private queued = false;
  private requests = 0;
  private lastRequestAt: string | null = null;
  private buildingSince: string | null = null;
  private lastSuccess: BuildOutcome | null = null;
  private lastFailure: BuildFailure | null = null;
  private timer: NodeJS.Timeout | null = null;
  private child: ChildProcess | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly settings: RebuildSettings,
    private readonly releases: ReleaseStore,
    private readonly logger: Logger,
  ) {}

  request(): RebuildStatus {
    this.requests += 1;
    this.lastRequestAt = new Date().toISOString();
    if (this.closed) return this.status();
    if (this.state === 'building') this.queued = true;
    else this.arm();
    return this.status();
  }

  status(): RebuildStatus {
    return {
      state: this.state,
      rebuildQueued: this.queued,
      requests: this.requests,
      lastRequestAt: this.lastRequestAt,
      buildingSince: this.buildingSince,
      lastSuccess: this.lastSuccess,
      lastFailure: this.lastFailure,
    };
  }

  /** Cancels a pending build, stops a running one and waits for it to wind down. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queued = false;
    if (this.child?.pid) killGroup(this.child.pid, 'SIGTERM');
    await this.running;
  }

  private arm() {
    this.state = 'pending';
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.build().finally(() => {
        this.running = null;
      });
    }, this.settings.quietMs);
  }

  private async build(): Promise<void> {
    const started = Date.now();
    this.state = 'building';
    this.buildingSince = new Date(started).toISOString();
    const id = newReleaseId();
    const out = path.join(this.releases.buildsDir, id);
    const tail = new OutputTail();
    this.logger.info('site build started', { id, out });
    try {
      await fs.promises.mkdir(this.releases.buildsDir, { recursive: true });
      await this.runCommand(this.settings.command, { SITE_BUILD_OUT: out, SITE_BUILD_ID: id }, tail, true);
      const buildMs = Date.now() - started;
      const info = await this.prepareRelease(id, out);
      if (this.settings.releaseHook) {
        await this.runCommand(
          this.settings.releaseHook,
          { SITE_RELEASE_DIR: out, SITE_RELEASE_ID: id },
          tail,
          false,
        );
      }
      await this.releases.switchTo(id);
      const pruned = await this.releases.prune(this.settings.keepReleases);
      this.lastSuccess = {
        id: info.id,
        finishedAt: new Date().toISOString(),
        durationMs: Date.now() - started,
      };
      this.logger.info('site release live', {
        id: info.id,
        buildMs,
        durationMs: this.lastSuccess.durationMs,
        pruned,
      });
    } catch (error) {
      const failure: BuildFailure = {
        id,
        finishedAt: new Date().toISOString(),
        durationMs: Date.now() - started,
        reason: error instanceof Error ? error.message : String(error),
        exitCode: error instanceof BuildError ? error.exitCode : null,
        outputTail: tail.text(),
      };
      this.lastFailure = failure;
      this.logger.error('site build failed', { ...failure });
      await fs.promises.rm(out, { recursive: true, force: true }).catch(() => undefined);
    } finally {
      this.buildingSince = null;
      this.state = 'idle';
      if (this.queued && !this.closed) {
        this.queued = false;
        this.arm();
      }
    }
  }

  private async prepareRelease(id: string, out: string): Promise<ReleaseInfo> {
    for (const build of ['pc', 'mobile']) {
      if (!fs.existsSync(path.join(out, build, 'index.html'))) {
        throw new BuildError(`build output incomplete: ${build}/index.html missing in ${out}`);
      }
    }
    const releaseFile = path.join(out, RELEASE_FILE);
    let info: ReleaseInfo;
    try {
      info = JSON.parse(await fs.promises.readFile(releaseFile, 'utf8')) as ReleaseInfo;
      if (typeof info.id !== 'string' || typeof info.builtAt !== 'string') throw new Error('malformed');
    } catch {
      info = { id, builtAt: new Date().toISOString() };
      await fs.promises.writeFile(releaseFile, `${JSON.stringify(info)}\n`);
    }
    const precompressed = await Promise.all(
      ['pc', 'mobile'].map((b) => precompressDirectory(path.join(out, b))),
    );
    const csp = await writeCspManifest(out);
    this.logger.info('site release prepared', { id, precompressed, cspEntries: csp.entries });
    return info;
  }

  private runCommand(command: string, extraEnv: Record<string, string>, tail: OutputTail, track: boolean) {
    return new Promise<void>((resolve, reject) => {
      const child = spawn('/bin/sh', ['-c', command], {
        cwd: this.settings.cwd,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...extraEnv },
        // Own process group, so a timeout or shutdown stops the whole build tree.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      if (track) this.child = child;
      child.stdout.on('data', (chunk: Buffer) => tail.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => tail.push(chunk));
      const timeout = setTimeout(() => {
        if (child.pid) killGroup(child.pid, 'SIGTERM');
        setTimeout(() => child.pid && killGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS).unref();
      }, this.settings.timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timeout);
        reject(new BuildError(`could not start "${command}": ${error.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timeout);
        if (track) this.child = null;
        if (code === 0) resolve();
        else
          reject(
            new BuildError(
              `"${command}" ended with ${signal ? `signal ${signal}` : `exit code ${code}`}`,
              code,
            ),
          );
      });
    });
  }
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
