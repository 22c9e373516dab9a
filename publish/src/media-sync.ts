/**
 * The media sync of the content snapshot (docs/decisions/045-cms-images-in-the-build.md):
 * every file the site's pages name (covers, logos, the about video and its poster, the guide
 * and material files, images and file links in public rich text) into the snapshot, once:
 *
 *   <dir>/media/<files>      what the site serves under /media/ (names carry a content hash)
 *   <dir>/media.json         the manifest: CMS address → the site's files, sizes, variants
 *
 * The manifest's format and the library the plugin reads are the plugin's
 * (plugins/gatsby-source-cms/src/media.ts).
 *
 * Pictures are re-encoded with sharp at a few widths (never above the original, at most
 * MAX_WIDTH), as WebP and in a format every browser reads (PNG for PNG sources and images
 * with transparency, else JPEG); metadata (EXIF, GPS) does not survive; SVG is drawn into
 * pixels. GIF is kept as it is, and so are other files of the types in SERVED_AS_IS (video,
 * PDF, documents); anything else (HTML, scripts) is left out.
 *
 * Which files: the ones the mapping of `mapping.ts` asks for when it maps each document
 * (a recording lookup), so the build holds exactly what its pages show: members-only bodies
 * are never mapped, and so never downloaded. A document is looked at again only when its
 * file in the snapshot changed (size and modification time); a CMS file is downloaded again
 * only when it is new, was missing, lost its copy, or a document shows it replaced (a newer
 * `updatedAt` of the file). Files no document names any more are dropped.
 *
 * Downloads carry no token: a file the CMS keeps private (decision 016) answers 404 to the
 * build as to anyone, is reported, and stays out of the site.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { COLLECTION_TYPES, SINGLE_TYPES } from '../../plugins/gatsby-source-cms/src/content-types';
import type { MapContext, RawItem } from '../../plugins/gatsby-source-cms/src/mapping';
import { absoluteUrl } from '../../plugins/gatsby-source-cms/src/rich-text';
import {
  MAX_WIDTH,
  MEDIA_DIR,
  MEDIA_MANIFEST,
  MEDIA_VERSION,
  RECIPE,
  WIDTHS,
  TYPE,
  publishedNames,
  readMediaManifest,
  type Format,
  type MediaLookup,
  type MediaManifest,
  type MediaRecord,
  type MediaVariant,
} from '../../plugins/gatsby-source-cms/src/media';

const EXTENSION: Record<Format, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
/**
 * Pictures sharp re-encodes. SVG is drawn into pixels too: an SVG file served from the site's
 * origin could carry script. GIF (it may move) is kept as uploaded.
 */
const ENCODED = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff', 'heif', 'svg']);

/**
 * Other files the site serves as they are (by extension; the site sends a fixed type for each
 * and `nosniff`). Anything else, HTML and scripts above all, never reaches the site's origin.
 */
export const SERVED_AS_IS = new Set([
  'gif',
  'mp4',
  'webm',
  'ogv',
  'mp3',
  'm4a',
  'wav',
  'pdf',
  'zip',
  'csv',
  'txt',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
]);

// ── manifest ─────────────────────────────────────────────────────────────────────────

// ── which files a document shows ─────────────────────────────────────────────────────

const MAPPERS = new Map<string, (item: RawItem, ctx: MapContext) => unknown>(
  [...COLLECTION_TYPES, ...SINGLE_TYPES].map((spec) => [
    spec.type,
    spec.map as (item: RawItem, ctx: MapContext) => unknown,
  ]),
);

const isoOrNull = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

/**
 * Every CMS address the pages of one document show: the document is mapped as the build
 * maps it, with a lookup that records what it is asked for.
 */
export function referencedMedia(
  type: string,
  item: RawItem,
  locale: string,
  cmsUrl: string,
): Map<string, string | null> {
  const map = MAPPERS.get(type);
  if (!map) throw new Error(`Unknown content type in the snapshot: ${type}`);
  const refs = new Map<string, string | null>();
  const recorder: MediaLookup = {
    find(url, source) {
      if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return null;
      const version = isoOrNull(source?.updatedAt);
      const known = refs.get(url);
      refs.set(url, newer(version, known ?? null));
      return null;
    },
  };
  map(item, { cmsUrl, locale, nodeId: () => '', media: recorder });
  return refs;
}

/** The later of two `updatedAt` values (null: unknown). */
function newer(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

// ── sync ─────────────────────────────────────────────────────────────────────────────

/** The part of `fetch` a download uses. */
export type MediaFetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<Pick<Response, 'ok' | 'status' | 'statusText' | 'headers' | 'body'>>;

export interface MediaSyncOptions {
  fetch?: MediaFetch;
  /** Per file, answer and body (default 60 s). */
  timeoutMs?: number;
  /** Tries per file on network errors, time-outs and 5xx answers (default 3). */
  tries?: number;
  backoffMs?: number;
  /** Files downloaded and encoded at the same time (default 4). */
  concurrency?: number;
  /** Where reports of files the CMS did not give go (default: console.warn). */
  warn?: (message: string) => void;
}

export interface MediaCounts {
  /** Files downloaded (new, replaced, or lost). */
  downloaded: number;
  /** Images encoded (each one at every width and format). */
  encoded: number;
  /** Files already in the snapshot. */
  kept: number;
  /** Files dropped: no document names them any more. */
  removed: number;
  /** Files the CMS did not give (404: deleted or private); pages leave them out. */
  missing: number;
  /** Documents read for their media (new or changed). */
  documentsRead: number;
}

export interface SyncMediaInput {
  dir: string;
  /** The snapshot's documents: `<Type>:<locale>` → documentId → entry. */
  documents: Record<string, Record<string, unknown>>;
  /** The CMS address the content is mapped with (the public one). */
  cmsUrl: string;
  /** Where the build reaches the CMS (the CMS at `cmsUrl` may be another address for it). */
  fetchUrl: string;
  /** `syncedAt` of the state written after this. */
  syncedAt: string;
  /** Read every document and check every file again. */
  full?: boolean;
}

const emptyManifest = (input: SyncMediaInput): MediaManifest => ({
  version: MEDIA_VERSION,
  syncedAt: input.syncedAt,
  cmsUrl: input.cmsUrl,
  files: {},
  documents: {},
});

function writeAtomic(file: string, text: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** Runs `work` over `items`, at most `limit` at a time; the first failure rejects once all settled. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const item = items[next];
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}

/**
 * Brings `<dir>/media/` and `<dir>/media.json` up to date with the snapshot's documents.
 * Runs inside the snapshot sync, before its state is written; a failure (the CMS stopped
 * answering) fails the sync and leaves the previous manifest.
 */
export async function syncMedia(input: SyncMediaInput, options: MediaSyncOptions = {}): Promise<MediaCounts> {
  const mediaDir = path.join(input.dir, MEDIA_DIR);
  fs.mkdirSync(mediaDir, { recursive: true });
  const previous = readMediaManifest(input.dir);
  const before =
    !input.full && previous && previous.cmsUrl === input.cmsUrl ? previous : emptyManifest(input);
  const manifest = emptyManifest(input);
  const counts: MediaCounts = {
    downloaded: 0,
    encoded: 0,
    kept: 0,
    removed: 0,
    missing: 0,
    documentsRead: 0,
  };

  // 1. What every document references (read again only when its file changed).
  const wanted = new Map<string, string | null>();
  for (const [key, ids] of Object.entries(input.documents)) {
    const [type, locale] = key.split(':');
    for (const documentId of Object.keys(ids)) {
      const file = path.join(input.dir, type, locale, `${documentId}.json`);
      const stat = fs.statSync(file);
      const stamp = `${stat.size}:${stat.mtimeMs}`;
      const docKey = `${key}:${documentId}`;
      let entry = before.documents[docKey];
      if (!entry || entry.stamp !== stamp) {
        const item = JSON.parse(fs.readFileSync(file, 'utf8')) as RawItem;
        entry = { stamp, refs: [...referencedMedia(type, item, locale, input.cmsUrl)] };
        counts.documentsRead += 1;
      }
      manifest.documents[docKey] = entry;
      for (const [url, version] of entry.refs) wanted.set(url, newer(version, wanted.get(url) ?? null));
    }
  }

  // 2. Files to download: new, missing before, replaced, or whose copy is gone.
  const present = (record: MediaRecord) =>
    [record.file, ...(record.variants ?? []).map((v) => v.file)].every(
      (name) => name && fs.existsSync(path.join(mediaDir, name)),
    );
  const fetchList: string[] = [];
  for (const [url, version] of wanted) {
    const record = before.files[url];
    const replaced =
      version !== null && (record?.version == null || Date.parse(version) > Date.parse(record.version));
    if (record?.status === 'ok' && !replaced && present(record)) {
      manifest.files[url] = { ...record, version: newer(version, record.version) };
      counts.kept += 1;
    } else if (record?.status === 'refused' && !replaced) {
      manifest.files[url] = record;
      counts.missing += 1;
    } else {
      fetchList.push(url);
    }
  }

  const download = downloader(options);
  const warn = options.warn ?? ((message: string) => console.warn(message));
  await inPool(fetchList, options.concurrency ?? 4, async (url) => {
    const version = wanted.get(url) ?? null;
    const old = before.files[url];
    const source = sourceAddress(url, input.cmsUrl, input.fetchUrl);
    const tmp = path.join(mediaDir, `.download-${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      const got = await download(source, tmp);
      if (got.status === 'missing') {
        counts.missing += 1;
        warn(`CMS media ${url} is not available (${got.reason}): pages show it nowhere`);
        manifest.files[url] = { status: 'missing', version };
        return;
      }
      counts.downloaded += 1;
      const record = await storeFile(tmp, url, got.sha256, got.contentType, mediaDir);
      if ('refused' in record) {
        counts.missing += 1;
        warn(`CMS media ${url} is left out: ${record.refused}`);
        manifest.files[url] = { status: 'refused', version };
        return;
      }
      if (record.variants?.length) counts.encoded += 1;
      record.version = version;
      // Pages built before from documents that did not change still name the earlier copies.
      if (old?.status === 'ok') {
        const current = publishedNames({ [url]: { ...record, earlier: [] } });
        const earlier = [...publishedNames({ [url]: old })].filter((name) => !current.has(name));
        if (earlier.length) record.earlier = earlier.sort();
      }
      manifest.files[url] = record;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  });

  // 3. Drop what no document names any more.
  for (const url of Object.keys(before.files)) if (!wanted.has(url)) counts.removed += 1;
  const keep = publishedNames(manifest.files);
  for (const name of fs.readdirSync(mediaDir)) {
    if (!keep.has(name)) fs.rmSync(path.join(mediaDir, name), { force: true, recursive: true });
  }
  writeAtomic(path.join(input.dir, MEDIA_MANIFEST), JSON.stringify(manifest));
  return counts;
}

/** The build's address of a CMS file: the public origin of the CMS replaced by the one the build reaches. */
export function sourceAddress(url: string, cmsUrl: string, fetchUrl: string): string {
  const publicOrigin = new URL(cmsUrl).origin;
  const target = new URL(url);
  if (target.origin !== publicOrigin) return url;
  return absoluteUrl(`${target.pathname}${target.search}`, fetchUrl);
}

// ── download ─────────────────────────────────────────────────────────────────────────

type Download =
  | { status: 'ok'; sha256: string; bytes: number; contentType: string | null }
  | { status: 'missing'; reason: string };

class RetryableDownloadError extends Error {}

function downloader(options: MediaSyncOptions) {
  const fetchImpl = options.fetch ?? (globalThis.fetch as unknown as MediaFetch);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const tries = Math.max(1, options.tries ?? 3);
  const backoff = options.backoffMs ?? 500;

  const once = async (url: string, target: string): Promise<Download> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Awaited<ReturnType<MediaFetch>>;
      try {
        // No token: the build gets what any reader gets, never a members-only file.
        response = await fetchImpl(url, { signal: controller.signal, headers: { accept: '*/*' } });
      } catch (error) {
        throw new RetryableDownloadError(
          controller.signal.aborted ? `no answer within ${timeoutMs / 1000} s` : causeOf(error),
        );
      }
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        throw new RetryableDownloadError(`answered ${response.status}`);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        return { status: 'missing', reason: `answered ${response.status} ${response.statusText}`.trim() };
      }
      const hash = createHash('sha256');
      let bytes = 0;
      const out = fs.openSync(target, 'w');
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          hash.update(chunk);
          bytes += chunk.length;
          fs.writeSync(out, chunk);
        }
      } catch (error) {
        throw new RetryableDownloadError(
          controller.signal.aborted ? `the file did not arrive within ${timeoutMs / 1000} s` : causeOf(error),
        );
      } finally {
        fs.closeSync(out);
      }
      return {
        status: 'ok',
        sha256: hash.digest('hex'),
        bytes,
        contentType: response.headers.get('content-type'),
      };
    } finally {
      clearTimeout(timer);
    }
  };

  return async (url: string, target: string): Promise<Download> => {
    let last: RetryableDownloadError | undefined;
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      try {
        return await once(url, target);
      } catch (error) {
        if (!(error instanceof RetryableDownloadError)) throw error;
        last = error;
      }
      if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, backoff * 2 ** (attempt - 1)));
    }
    throw new Error(
      `Downloading CMS media ${url} failed (${tries} ${tries === 1 ? 'try' : 'tries'}): ${last!.message}`,
    );
  };
}

const causeOf = (error: unknown): string =>
  error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);

// ── files and variants ───────────────────────────────────────────────────────────────

const shortHash = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

/** A readable, safe stem from the address: `cover_market_3f2a1b`. */
export function stemOf(url: string): string {
  const base = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').replace(/\.[^.]*$/, '');
  const stem = base
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return stem || 'file';
}

function extensionOf(url: string, contentType: string | null): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  if (ext) return ext === 'jpeg' ? 'jpg' : ext;
  const byType: Record<string, string> = {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/gif': 'gif',
    'image/svg+xml': 'svg',
    'video/mp4': 'mp4',
    'application/pdf': 'pdf',
  };
  return byType[(contentType ?? '').split(';')[0].trim()] ?? 'bin';
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

function moveInto(tmp: string, target: string) {
  if (fs.existsSync(target)) return; // same name, same content
  fs.renameSync(tmp, target);
}

/**
 * Makes the site's copy of one downloaded file: the variants of a raster image, or the file
 * itself under a name with its content hash.
 */
async function storeFile(
  tmp: string,
  url: string,
  sha256: string,
  contentType: string | null,
  mediaDir: string,
): Promise<MediaRecord | { refused: string }> {
  const stem = stemOf(url);
  let meta: sharp.Metadata | null = null;
  try {
    meta = await sharp(tmp).metadata();
  } catch {
    meta = null; // not a picture sharp reads
  }
  if (meta?.format && ENCODED.has(meta.format) && meta.width && meta.height) {
    return { status: 'ok', version: null, sha256, ...(await encodeImage(tmp, sha256, stem, meta, mediaDir)) };
  }
  // The content decides for pictures (a GIF named .png is a GIF); the extension for the rest.
  const ext = meta?.format === 'gif' ? 'gif' : extensionOf(url, contentType);
  if (!SERVED_AS_IS.has(ext)) return { refused: `the site serves no .${ext} files` };
  const file = `${stem}-${sha256.slice(0, 10)}.${ext}`;
  moveInto(tmp, path.join(mediaDir, file));
  const record: MediaRecord = {
    status: 'ok',
    version: null,
    sha256,
    mime: MIME_BY_EXTENSION[ext] ?? (contentType ? contentType.split(';')[0].trim() : null),
    file,
  };
  if (meta?.width && meta.height) {
    record.width = meta.width;
    // An animated GIF's height is the height of one frame.
    record.height = meta.pageHeight ?? meta.height;
  }
  return record;
}

const ENCODE: Record<Format, (image: sharp.Sharp, fromPng: boolean) => sharp.Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
  // Drawings and logos (PNG) keep their flat colours and edges; photos take the lossy encoder.
  webp: (image, fromPng) =>
    fromPng ? image.webp({ nearLossless: true, quality: 60 }) : image.webp({ quality: 80 }),
};

async function encodeImage(
  source: string,
  sha256: string,
  stem: string,
  meta: sharp.Metadata,
  mediaDir: string,
): Promise<Pick<MediaRecord, 'file' | 'width' | 'height' | 'variants' | 'mime'>> {
  // EXIF orientations 5–8 turn the picture a quarter: the page sees it upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height! : meta.width!;
  const height = turned ? meta.width! : meta.height!;
  // A drawing (SVG) has no pixels of its own: drawn at twice its size for sharp screens.
  const vector = meta.format === 'svg';
  const scale = vector ? Math.min(2, MAX_WIDTH / width) : 1;
  const fromPng = meta.format === 'png' || vector;
  const fallback: Format =
    meta.format === 'webp' ? 'webp' : fromPng || (meta.hasAlpha && meta.format !== 'jpeg') ? 'png' : 'jpeg';
  const formats: Format[] = fallback === 'webp' ? ['webp'] : [fallback, 'webp'];
  const largest = Math.min(Math.round(width * scale), MAX_WIDTH);
  const widths = [...WIDTHS.filter((w) => w < largest), largest];
  const input = () =>
    vector ? sharp(source, { density: Math.max(1, (meta.density ?? 72) * scale) }) : sharp(source);
  const variants: MediaVariant[] = [];
  for (const w of widths) {
    for (const format of formats) {
      const file = `${stem}-${w}w-${shortHash(`${sha256}|${format}|${w}|${RECIPE}`, 10)}.${EXTENSION[format]}`;
      const target = path.join(mediaDir, file);
      if (!fs.existsSync(target)) {
        const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
        await ENCODE[format](input().rotate().resize({ width: w, withoutEnlargement: true }), fromPng).toFile(
          tmp,
        );
        fs.renameSync(tmp, target);
      }
      variants.push({ file, width: w, type: TYPE[format] });
    }
  }
  const main = variants.find((variant) => variant.width === largest && variant.type === TYPE[fallback])!;
  // A drawing keeps the size it was drawn for; the srcset holds the sharper pixels.
  const shown = vector ? Math.min(width, largest) : largest;
  return {
    file: main.file,
    mime: TYPE[fallback],
    width: shown,
    height: Math.max(1, Math.round((height * shown) / width)),
    variants,
  };
}
