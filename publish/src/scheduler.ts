import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { DEVICES, detailRoute, fromCmsLocale, rootFormPath, type DetailSection } from '@site/routing';
import type { Logger } from '@site/runtime';
import { precompressDirectory } from './precompress';
import { writeCspManifest } from './csp-manifest';
import {
  BUILD_FAILED,
  PUBLISH_STATE_FILE,
  RELEASE_FILE,
  ReleaseStore,
  filesManifestName,
  newReleaseId,
  readBuildStats,
  readHtmlChanges,
  type BuildFailure,
  type BuildOutcome,
  type ChangeRequest,
  type ChangeState,
  type DocumentStatus,
  type RebuildStatus,
  type ReleaseInfo,
  type RequestAnswer,
} from '@site/releases';
import { prepareNextRelease } from './next-release';
import { createReleasePublisher, type ReleasePublisher, type ReleaseTargetSettings } from './release-targets';
import { killGroup } from './process-group';

export interface RebuildSettings {
  command: string;
  cwd: string;
  quietMs: number;
  timeoutMs: number;
  keepReleases: number;
  releaseHook: string | undefined;
  /** A failed build is tried once more after this long (unless a new request comes first). */
  retryDelayMs: number;
  /** Other nodes' builds folders each release is copied to before it goes live (decision 075). */
  releaseTargets?: ReleaseTargetSettings;
}

const TAIL_BYTES = 8 * 1024;
const KILL_GRACE_MS = 5000;
/** Change states kept in memory; the oldest are forgotten first. */
const MAX_CHANGES = 10_000;
const MAX_SUMMARY = 300;
/** What a change still on its way when the builder stopped reads after the restart. */
export const INTERRUPTED_REASON =
  'The site builder restarted before this change went live: publish it again.';

interface SavedState {
  changes: ChangeState[];
  lastSuccess: BuildOutcome | null;
  lastFailure: BuildFailure | null;
}

const changeKey = (type: string, documentId: string, locale: string | null) =>
  `${type}\u0000${documentId}\u0000${locale ?? ''}`;

const textField = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/**
 * The change a Strapi webhook body describes (`{ event, model, uid, entry: { documentId,
 * locale } }`), or null when the body names no document (a plain rebuild request).
 */
export function changeFromWebhook(body: unknown): ChangeRequest | null {
  if (!body || typeof body !== 'object') return null;
  const payload = body as Record<string, unknown>;
  const entry = (payload.entry && typeof payload.entry === 'object' ? payload.entry : {}) as Record<
    string,
    unknown
  >;
  const type = textField(payload.model) ?? textField(payload.uid);
  const documentId = textField(entry.documentId);
  if (!type || !documentId) return null;
  return {
    type,
    documentId,
    locale: textField(entry.locale, 20),
    event: textField(payload.event, 50) ?? 'unknown',
  };
}

/** The detail page of each CMS type that has one. */
const DETAIL_SECTION: Record<string, DetailSection> = {
  'news-article': 'news',
  notice: 'announce',
  brand: 'brand',
  enterprise: 'org',
};

/** Site path of a document's page in a CMS locale (`/en/news/<slug>`), or null when it has none. */
export function documentPagePath(type: string, slug: string | null, locale: string | null): string | null {
  const section = DETAIL_SECTION[type];
  if (!section || !slug) return null;
  try {
    return rootFormPath(fromCmsLocale(locale ?? 'ja'), detailRoute(section, slug));
  } catch {
    return null; // not a site locale
  }
}

/**
 * Reads a request body up to `limit` bytes (the rest is drained); null when it was longer.
 * Webhook bodies carry the whole entry, of which only a few fields are needed.
 */
export function readLimitedBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= limit ? Buffer.concat(chunks).toString('utf8') : null));
    req.on('error', () => resolve(null));
  });
}

/** The change a webhook body (JSON text) names, or null. */
export function changeFromBody(text: string | null): ChangeRequest | null {
  if (!text) return null;
  try {
    return changeFromWebhook(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The line of a build's output an editor is shown: the first error line, without colours. */
export function failureSummary(outputTail: string, reason: string): string {
  // eslint-disable-next-line no-control-regex
  const lines = outputTail.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n/);
  const trimmed = lines.map((l) => l.trim());
  // publish/src/build-sites.ts ends a failed build with one reason line; other builds get the first error line.
  const line =
    trimmed.find((l) => l.startsWith(BUILD_FAILED)) ??
    trimmed.find((l) => /\berror\b/i.test(l) || /\bfailed\b/i.test(l));
  const text = line || reason;
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}

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
  private retryTimer: NodeJS.Timeout | null = null;
  private retryAt: string | null = null;
  private readonly changes = new Map<string, ChangeState>();
  private readonly publisher: ReleasePublisher;
  private readonly stateFile: string;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly settings: RebuildSettings,
    private readonly releases: ReleaseStore,
    private readonly logger: Logger,
    publisher?: ReleasePublisher,
  ) {
    // The builder's own folder alone, or every node of RELEASE_TARGETS (decision 075).
    this.publisher =
      publisher ?? createReleasePublisher(releases, settings.releaseTargets, logger, settings.timeoutMs);
    this.stateFile = path.join(releases.buildsDir, PUBLISH_STATE_FILE);
    this.restore();
    // Once a release is live, the next one's link copy is made in the background (decision 079).
    releases.beforeRemoval = (live, renamed) => this.prepareNext(live, renamed);
  }

  /** Only a release that publish/src/build-sites.ts assembled (it has files manifests) is a base. */
  private async prepareNext(live: string, renamed: string[]) {
    if (!DEVICES.every((build) => fs.existsSync(path.join(live, filesManifestName(build))))) return;
    const started = await prepareNextRelease(live, { builds: DEVICES, recycle: renamed[0] });
    this.logger.info('next release being prepared', {
      from: path.basename(live),
      recycled: renamed[0] ? path.basename(renamed[0]) : null,
      started,
    });
  }

  /**
   * The state the previous process saved: what went live and what failed stays as it was; a
   * change still queued or building then did not go live, and nothing will build it unless it
   * is published again, so it reads as failed with that advice. A missing or unreadable file
   * starts empty (a warning for the latter).
   */
  private restore() {
    let saved: SavedState;
    try {
      saved = JSON.parse(fs.readFileSync(this.stateFile, 'utf8')) as SavedState;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.logger.warn('publish state not restored', { file: this.stateFile, reason: String(error) });
      }
      return;
    }
    this.lastSuccess = saved.lastSuccess ?? null;
    this.lastFailure = saved.lastFailure ?? null;
    for (const change of (saved.changes ?? []).slice(-MAX_CHANGES)) {
      const interrupted = change.state === 'queued' || change.state === 'building';
      this.changes.set(
        changeKey(change.type, change.documentId, change.locale),
        interrupted ? { ...change, state: 'failed', reason: INTERRUPTED_REASON, retryAt: null } : change,
      );
    }
  }

  /** Writes the state (changes, last success and failure) after each step, one write at a time. */
  private save() {
    const state: SavedState = {
      changes: [...this.changes.values()],
      lastSuccess: this.lastSuccess,
      lastFailure: this.lastFailure,
    };
    const temp = `${this.stateFile}.tmp-${process.pid}`;
    this.saving = this.saving
      .then(async () => {
        await fs.promises.mkdir(path.dirname(this.stateFile), { recursive: true });
        await fs.promises.writeFile(temp, JSON.stringify(state));
        await fs.promises.rename(temp, this.stateFile);
      })
      .catch((error: unknown) => {
        this.logger.warn('publish state not saved', { file: this.stateFile, reason: String(error) });
      });
  }

  request(change: ChangeRequest | null = null): RequestAnswer {
    this.requests += 1;
    this.lastRequestAt = new Date().toISOString();
    if (change) this.record(change, this.lastRequestAt);
    if (!this.closed) {
      if (this.state === 'building') this.queued = true;
      else {
        // The build this request starts also carries the failed changes: it replaces the retry.
        this.cancelRetry();
        this.arm();
      }
    }
    return {
      ...this.status(),
      change: change ? this.change(change.type, change.documentId, change.locale) : null,
    };
  }

  /** The latest change of a document in a locale, or null when none arrived since the start. */
  change(type: string, documentId: string, locale: string | null): ChangeState | null {
    const found = this.changes.get(changeKey(type, documentId, locale));
    return found ? { ...found } : null;
  }

  /** The answer for one document in one locale: its change, its page, the build state. */
  documentStatus(
    type: string,
    documentId: string,
    locale: string | null,
    slug: string | null,
  ): DocumentStatus {
    return {
      type,
      documentId,
      locale,
      change: this.change(type, documentId, locale),
      path: documentPagePath(type, slug, locale),
      build: {
        state: this.state,
        buildingSince: this.buildingSince,
        retryAt: this.retryAt,
        live: this.lastSuccess,
      },
    };
  }

  private record(change: ChangeRequest, at: string) {
    const key = changeKey(change.type, change.documentId, change.locale);
    this.changes.delete(key);
    this.changes.set(key, {
      ...change,
      state: 'queued',
      requestedAt: at,
      buildId: null,
      attempt: 0,
      liveSince: null,
      releaseId: null,
      reason: null,
      retryAt: null,
    });
    while (this.changes.size > MAX_CHANGES) {
      this.changes.delete(this.changes.keys().next().value as string);
    }
    this.save();
  }

  private cancelRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
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
      retryAt: this.retryAt,
      nodes: this.publisher.nodes(),
    };
  }

  /** Cancels a pending build, stops a running one and waits for it to wind down. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.cancelRetry();
    this.queued = false;
    if (this.child?.pid) killGroup(this.child.pid, 'SIGTERM');
    this.publisher.close();
    await this.running;
    await this.saving;
    await this.publisher.removals().catch(() => undefined);
  }

  private arm() {
    this.state = 'pending';
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start(1);
    }, this.settings.quietMs);
  }

  private start(attempt: number) {
    this.running = this.build(attempt).finally(() => {
      this.running = null;
    });
  }

  /** Once per failed requested build: the same build again after `retryDelayMs`. */
  private armRetry(at: string) {
    this.state = 'pending';
    this.retryAt = at;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        this.retryAt = null;
        this.start(2);
      },
      Math.max(0, Date.parse(at) - Date.now()),
    );
  }

  /** Changes a build starting now carries: every one not live yet, failed ones included. */
  private takeChanges(id: string, attempt: number) {
    for (const change of this.changes.values()) {
      if (change.state === 'queued' || change.state === 'failed') {
        // A retried change keeps the reason of the failure until it is live.
        Object.assign(change, { state: 'building', buildId: id, attempt, retryAt: null });
      }
    }
    this.save();
  }

  private settleChanges(id: string, outcome: Partial<ChangeState>) {
    for (const change of this.changes.values()) {
      if (change.state === 'building' && change.buildId === id) Object.assign(change, outcome);
    }
    this.save();
  }

  private async build(attempt: number): Promise<void> {
    const started = Date.now();
    this.state = 'building';
    this.buildingSince = new Date(started).toISOString();
    const id = newReleaseId();
    this.takeChanges(id, attempt);
    let retryAt: string | null = null;
    const out = path.join(this.releases.buildsDir, id);
    const tail = new OutputTail();
    this.logger.info('site build started', { id, out });
    try {
      await fs.promises.mkdir(this.releases.buildsDir, { recursive: true });
      await this.runCommand(
        this.settings.command,
        // The build may keep Gatsby warm for the next one, as long as this process lives (decision 078).
        { SITE_BUILD_OUT: out, SITE_BUILD_ID: id, SITE_BUILD_OWNER_PID: String(process.pid) },
        tail,
        true,
      );
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
      // Every node receives the release, then each switches; throws when it went live nowhere.
      const nodes = await this.publisher.publish(id);
      this.lastSuccess = {
        id: info.id,
        finishedAt: new Date().toISOString(),
        durationMs: Date.now() - started,
        ...(nodes.length ? { nodes } : {}),
      };
      this.settleChanges(id, {
        state: 'live',
        liveSince: this.lastSuccess.finishedAt,
        releaseId: info.id,
        reason: null,
      });
      // Live first: removing old releases is housekeeping the editor need not wait for, and
      // its failure must not count as a failed build (that would remove the live release).
      // Pruning renames them; their files are removed while the next build may already run.
      const notRemoved = (error: unknown) => {
        this.logger.warn('old site releases not removed', {
          reason: error instanceof Error ? error.message : String(error),
        });
        return [];
      };
      const pruned = await this.publisher.prune(this.settings.keepReleases).catch(notRemoved);
      this.publisher.removals().catch(notRemoved);
      this.logger.info('site release live', {
        id: info.id,
        buildMs,
        durationMs: this.lastSuccess.durationMs,
        attempt,
        pruned,
      });
    } catch (error) {
      // Cleaned up first: the failure below and the state change in `finally` happen together.
      await fs.promises.rm(out, { recursive: true, force: true }).catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      const outputTail = tail.text();
      const failure: BuildFailure = {
        id,
        finishedAt: new Date().toISOString(),
        durationMs: Date.now() - started,
        reason,
        summary: failureSummary(outputTail, reason),
        exitCode: error instanceof BuildError ? error.exitCode : null,
        outputTail,
        attempt,
      };
      this.lastFailure = failure;
      // A request during the build starts a new build anyway; otherwise a first failure is retried.
      if (attempt === 1 && !this.queued && !this.closed) {
        retryAt = new Date(Date.now() + this.settings.retryDelayMs).toISOString();
      }
      this.logger.error('site build failed', { ...failure, retryAt });
      this.settleChanges(id, { state: 'failed', reason: failure.summary, retryAt });
    } finally {
      this.buildingSince = null;
      this.state = 'idle';
      if (this.queued && !this.closed) {
        this.queued = false;
        this.arm();
      } else if (retryAt && !this.closed) {
        this.armRetry(retryAt);
      }
    }
  }

  private async prepareRelease(id: string, out: string): Promise<ReleaseInfo> {
    for (const build of DEVICES) {
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
    const started = Date.now();
    // publish/src/build-sites.ts compresses what it writes and links the rest with its copies; a
    // release made by another command gets the walk over every file.
    const precompressed = alreadyPrecompressed(out)
      ? 'by the build'
      : await Promise.all(DEVICES.map((b) => precompressDirectory(path.join(out, b))));
    // HTML files linked from the live release keep their hashes (decision 070); with the
    // build's change lists against it, the others are not even looked at (decision 079).
    const live = await this.releases.live();
    const changes = live ? await readHtmlChanges(out, live.dir) : undefined;
    const csp = await writeCspManifest(out, { previous: live?.dir, changes });
    this.logger.info('site release prepared', {
      id,
      precompressed,
      cspEntries: csp.entries,
      cspHashed: csp.hashed,
      cspReused: csp.reused,
      cspFromChangeLists: changes !== undefined,
      ms: Date.now() - started,
    });
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

/** The release's build stats say every served file has its `.br`/`.gz` copies (publish/src/build-sites.ts). */
function alreadyPrecompressed(out: string): boolean {
  return readBuildStats(out)?.precompressed === true;
}
