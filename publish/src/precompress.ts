import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from '@site/releases';
import { FILES_PER_TURN, nextTurn } from './event-loop-turns';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressOptions {
  /** Files smaller than this many bytes are left alone: headers would outweigh the gain. */
  threshold?: number;
  concurrency?: number;
}

export interface PrecompressSummary {
  files: number;
  written: number;
  bytesIn: number;
  bytesBr: number;
  bytesGz: number;
}

// Quality 11 is slow (about 1 MB/s) but pays off for the few long-cached JS/CSS bundles.
// Thousands of per-page HTML and JSON files get quality 6: measured on the 74 kB home page,
// quality 6 took 8 ms for 13,472 bytes, quality 9 took 392 ms for 13,255 (1.6 % smaller,
// 49 times slower; qualities 7 and up switch to a far slower matcher), gzip -9 5 ms for 14,652.
const MAX_QUALITY_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.webmanifest']);
const PAGE_QUALITY = 6;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function isFresh(sibling: string, source: fs.Stats): boolean {
  const stat = fs.statSync(sibling, { throwIfNoEntry: false });
  return !!stat && stat.mtimeMs >= source.mtimeMs;
}

/** Writes `data` only when it is smaller than the original; removes a stale sibling otherwise. */
function writeIfSmaller(target: string, data: Buffer, originalSize: number): number {
  if (data.length >= originalSize) {
    fs.rmSync(target, { force: true });
    return 0;
  }
  const temp = `${target}.tmp-${process.pid}`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, target);
  return data.length;
}

/**
 * The file calls are synchronous and the compression runs on libuv's thread pool: a file is
 * about nine small file calls around two compressions, and awaited one by one through the
 * thread pool those calls took longer than the compressing (one variant's 9,473 files: 33 s,
 * of which brotli and gzip were about 16 s of CPU).
 */
async function compressOne(file: string, threshold: number, summary: PrecompressSummary): Promise<void> {
  const ext = path.extname(file).toLowerCase();
  if (!COMPRESSIBLE_EXTENSIONS.includes(ext)) return;
  const stat = fs.statSync(file);
  if (stat.size < threshold) return;
  summary.files += 1;
  summary.bytesIn += stat.size;
  const brFresh = isFresh(`${file}.br`, stat);
  const gzFresh = isFresh(`${file}.gz`, stat);
  if (brFresh && gzFresh) return;
  const data = fs.readFileSync(file);
  if (!brFresh) {
    const compressed = await brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: MAX_QUALITY_EXTENSIONS.has(ext) ? 11 : PAGE_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const size = writeIfSmaller(`${file}.br`, compressed, data.length);
    summary.bytesBr += size;
    if (size) summary.written += 1;
  }
  if (!gzFresh) {
    const size = writeIfSmaller(`${file}.gz`, await gzip(data, { level: 9 }), data.length);
    summary.bytesGz += size;
    if (size) summary.written += 1;
  }
}

/**
 * Writes `.br` and `.gz` siblings for the text assets of a folder tree. Siblings newer than
 * their source are kept, so a second run over the same release costs only a walk.
 */
export async function precompressDirectory(
  dir: string,
  options: PrecompressOptions = {},
): Promise<PrecompressSummary> {
  return precompressFiles(walk(dir), options);
}

/**
 * The same for a list of files: a new release compresses only the files it wrote, and links
 * the siblings of unchanged ones from the release before (decision 070).
 */
export async function precompressFiles(
  files: Iterable<string> | AsyncIterable<string>,
  options: PrecompressOptions = {},
): Promise<PrecompressSummary> {
  const threshold = options.threshold ?? 1024;
  const concurrency = options.concurrency ?? Math.max(1, os.availableParallelism());
  const summary: PrecompressSummary = { files: 0, written: 0, bytesIn: 0, bytesBr: 0, bytesGz: 0 };
  const running = new Set<Promise<void>>();
  let looked = 0;
  for await (const file of files) {
    // Files already compressed or too small settle without waiting for anything.
    looked += 1;
    if (looked % FILES_PER_TURN === 0) await nextTurn();
    const task = compressOne(file, threshold, summary).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= concurrency) await Promise.race(running);
  }
  await Promise.all(running);
  return summary;
}

async function main(argv: string[]): Promise<void> {
  const args = [...argv];
  const thresholdAt = args.indexOf('--threshold');
  const threshold = thresholdAt >= 0 ? Number(args.splice(thresholdAt, 2)[1]) : undefined;
  const [dir] = args;
  if (!dir || args.length !== 1 || (threshold !== undefined && !Number.isInteger(threshold))) {
    process.stderr.write('usage: npx tsx publish/src/precompress.ts <dir> [--threshold <bytes>]\n');
    process.exit(2);
  }
  const started = Date.now();
  const summary = await precompressDirectory(path.resolve(dir), { threshold });
  process.stdout.write(
    `${JSON.stringify({ msg: 'precompressed', dir, ms: Date.now() - started, ...summary })}\n`,
  );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
