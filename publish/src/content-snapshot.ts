/**
 * Brings the content snapshot up to date with the CMS: once per publish, before both site
 * variants build from it (publish/src/build-sites.ts sets CMS_SNAPSHOT_DIR for the Gatsby
 * builds). See plugins/gatsby-source-cms/src/snapshot.ts and decision 071.
 *
 * Usage: npx tsx publish/src/content-snapshot.ts [--dir <folder>] [--full]
 * Reads CMS_URL (default http://localhost:1337) and CMS_BUILD_TOKEN like gatsby-config.ts, and
 * CMS_PUBLIC_URL (default CMS_URL) for the addresses of media in the content.
 * Default folder: CMS_SNAPSHOT_DIR, else .data/content-snapshot/.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CmsClient, type FetchLike } from '../../plugins/gatsby-source-cms/src/cms-client';
import { syncSnapshot, type SnapshotCounts } from './snapshot-sync';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Where a build's snapshot lives: CMS_SNAPSHOT_DIR when set; next to the variants' caches
 * when a build keeps them elsewhere (content from another CMS, e.g. scripts/pg-site-check.ts);
 * else `.data/content-snapshot/`.
 */
export function snapshotDirFor(cacheDir?: string): string {
  if (process.env.CMS_SNAPSHOT_DIR) return path.resolve(ROOT, process.env.CMS_SNAPSHOT_DIR);
  return cacheDir ? path.join(cacheDir, 'content-snapshot') : path.join(ROOT, '.data', 'content-snapshot');
}

export interface SnapshotRun extends SnapshotCounts {
  dir: string;
  seconds: number;
  requests: number;
}

export interface ContentSnapshotOptions {
  dir?: string;
  url?: string;
  token?: string;
  full?: boolean;
  fetch?: FetchLike;
}

/** One sync of the snapshot; rejects with a reason an editor can read when the CMS fails. */
export async function syncContentSnapshot(options: ContentSnapshotOptions = {}): Promise<SnapshotRun> {
  const dir = options.dir ?? snapshotDirFor();
  const base = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  let requests = 0;
  const client = new CmsClient({
    url: options.url ?? (process.env.CMS_URL || 'http://localhost:1337'),
    token: options.token ?? (process.env.CMS_BUILD_TOKEN || undefined),
    fetch: (url, init) => {
      requests += 1;
      return base(url, init);
    },
  });
  const started = performance.now();
  const counts = await syncSnapshot({
    client,
    dir,
    full: options.full,
    // The content's own addresses (media are keyed by them); the files the pages show are
    // brought into the snapshot and served by the site itself (decision 045).
    publicUrl: process.env.CMS_PUBLIC_URL || undefined,
    media: {},
  });
  return { ...counts, dir, seconds: (performance.now() - started) / 1000, requests };
}

export function describeRun(run: SnapshotRun): string {
  return (
    `content snapshot ${path.relative(ROOT, run.dir) || run.dir}: ${run.full ? 'full sync, ' : ''}` +
    `${run.fetched} fetched, ${run.refreshed} refreshed, ${run.kept} unchanged, ${run.removed} removed ` +
    `(${run.requests} requests, ${run.seconds.toFixed(2)} s)` +
    (run.media
      ? `; media: ${run.media.downloaded} downloaded (${run.media.encoded} images encoded), ${run.media.kept} unchanged, ` +
        `${run.media.removed} removed, ${run.media.missing} not given by the CMS`
      : '')
  );
}

/** The hook of publish/src/build-sites.ts: syncs once, before the variants build, and says so. */
export async function syncSnapshotBeforeBuild(cacheDir?: string): Promise<SnapshotRun> {
  const run = await syncContentSnapshot({ dir: snapshotDirFor(cacheDir) });
  console.log(describeRun(run));
  return run;
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const dirIndex = argv.indexOf('--dir');
  syncContentSnapshot({
    dir: dirIndex >= 0 ? path.resolve(argv[dirIndex + 1]) : undefined,
    full: argv.includes('--full'),
  })
    .then((run) => console.log(describeRun(run)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
