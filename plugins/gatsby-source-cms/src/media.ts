/**
 * CMS media in the build (docs/decisions/045-cms-images-in-the-build.md): the media library
 * the plugin reads from the content snapshot. The sync (publish/src/media-sync.ts) brings every file the site's pages name (covers, logos, the about video and its poster,
 * the guide and material files, images and file links in public rich text) into the
 * snapshot, once:
 *
 *   <dir>/media/<files>      what the site serves under /media/ (names carry a content hash)
 *   <dir>/media.json         the manifest: CMS address → the site's files, sizes, variants
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
import fs from 'node:fs';
import path from 'node:path';

export const MEDIA_DIR = 'media';
export const MEDIA_MANIFEST = 'media.json';
/** Where the site serves the files: `/media/<name>`. */
export const MEDIA_PATH = '/media/';
export const MEDIA_VERSION = 1;

/** Widths made of a raster image, below its own width; the largest size is its own width, at most MAX_WIDTH. */
export const WIDTHS = [320, 640, 960, 1280] as const;
export const MAX_WIDTH = 1920;
/** Part of every variant's name: a change of the encoding settings gives new names (the files are cached as immutable). */
export const RECIPE = 1;

/** The formats pictures are encoded in, and the content type of each. */
export type Format = 'jpeg' | 'png' | 'webp';
export const TYPE: Record<Format, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface MediaVariant {
  file: string;
  width: number;
  type: string;
}

export interface MediaRecord {
  /**
   * `missing`: the CMS did not give the file (deleted, or private to members), asked again on
   * every sync; `refused`: a type the site does not serve, asked again only when replaced.
   */
  status: 'ok' | 'missing' | 'refused';
  /** Newest `updatedAt` of the CMS file a document showed (a replaced file keeps its address). */
  version: string | null;
  sha256?: string;
  mime?: string | null;
  /** The file a page names in `src`/`href`: the original, or the largest variant of an image. */
  file?: string;
  /** Intrinsic size of `file`, for images. */
  width?: number;
  height?: number;
  /** Raster images: every size in every format, `file` among them. */
  variants?: MediaVariant[];
  /** Files of earlier versions of this address: pages built before still name them. */
  earlier?: string[];
}

interface DocumentRefs {
  /** Size and modification time of the document's file when it was read. */
  stamp: string;
  /** Every CMS address the document's pages show, with the file's `updatedAt` when known. */
  refs: [string, string | null][];
}

export interface MediaManifest {
  version: number;
  /** `syncedAt` of the snapshot state written with it: the build checks they belong together. */
  syncedAt: string;
  cmsUrl: string;
  /** Absolute CMS address (on the public origin, as the mapping makes it) → the site's copy. */
  files: Record<string, MediaRecord>;
  /** `<Type>:<locale>:<documentId>` → what it references. */
  documents: Record<string, DocumentRefs>;
}

export function readMediaManifest(dir: string): MediaManifest | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MEDIA_MANIFEST), 'utf8')) as MediaManifest;
    return manifest.version === MEDIA_VERSION ? manifest : null;
  } catch {
    return null;
  }
}

// ── what the mapping reads ───────────────────────────────────────────────────────────

/** The site's copy of a CMS file, as pages use it. */
export interface LocalMedia {
  /** Site-relative: `/media/<name>`. */
  url: string;
  mime: string | null;
  width: number | null;
  height: number | null;
  /** Raster images: every width in `url`'s format (`/media/a-320w-….jpg 320w, …`). */
  srcSet: string | null;
  /** Modern formats for `<source>`: `[{ type: 'image/webp', srcSet }]`. */
  sources: { type: string; srcSet: string }[];
}

/** How the mapping turns a CMS address into the site's copy (`null`: the site has none). */
export interface MediaLookup {
  find(url: string, source?: { updatedAt?: unknown } | null): LocalMedia | null;
}

const srcSetOf = (variants: MediaVariant[], type: string) =>
  variants
    .filter((variant) => variant.type === type)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${MEDIA_PATH}${variant.file} ${variant.width}w`)
    .join(', ');

export function localMedia(record: MediaRecord | undefined): LocalMedia | null {
  if (!record || record.status !== 'ok' || !record.file) return null;
  const variants = record.variants ?? [];
  const mime = record.mime ?? null;
  const own = variants.find((variant) => variant.file === record.file)?.type ?? mime;
  const srcSet = variants.length && own ? srcSetOf(variants, own) : '';
  const webp = own !== TYPE.webp ? srcSetOf(variants, TYPE.webp) : '';
  return {
    url: `${MEDIA_PATH}${record.file}`,
    mime: variants.length ? own : mime,
    width: record.width ?? null,
    height: record.height ?? null,
    srcSet: srcSet || null,
    sources: webp ? [{ type: TYPE.webp, srcSet: webp }] : [],
  };
}

/** The media of one snapshot, for the mapping and for the build's output. */
export class MediaLibrary implements MediaLookup {
  constructor(
    readonly dir: string,
    readonly manifest: MediaManifest,
  ) {}

  get cmsUrl(): string {
    return this.manifest.cmsUrl;
  }

  find(url: string): LocalMedia | null {
    return localMedia(this.manifest.files[url]);
  }

  /** Every file the site must serve: current copies, their variants, and earlier versions. */
  publishedFiles(): string[] {
    return [...publishedNames(this.manifest.files)].sort();
  }
}

export function publishedNames(files: Record<string, MediaRecord>): Set<string> {
  const names = new Set<string>();
  for (const record of Object.values(files)) {
    if (record.status !== 'ok') continue;
    if (record.file) names.add(record.file);
    for (const variant of record.variants ?? []) names.add(variant.file);
    for (const file of record.earlier ?? []) names.add(file);
  }
  return names;
}

/**
 * The media of the snapshot in `dir`, or null when it has none (synced without media). A
 * manifest written by another sync than the snapshot's state cannot be trusted: an error.
 */
export function loadMediaLibrary(dir: string): MediaLibrary | null {
  const manifest = readMediaManifest(dir);
  if (!manifest) return null;
  let syncedAt: string | undefined;
  try {
    syncedAt = (JSON.parse(fs.readFileSync(path.join(dir, 'state.json'), 'utf8')) as { syncedAt?: string })
      .syncedAt;
  } catch {
    syncedAt = undefined;
  }
  if (syncedAt !== manifest.syncedAt) {
    throw new Error(
      `The media of the content snapshot in ${dir} do not belong to its documents (synced ${manifest.syncedAt}, documents ${syncedAt ?? 'none'}): sync it again (npx tsx publish/src/content-snapshot.ts)`,
    );
  }
  return new MediaLibrary(dir, manifest);
}

// The mapping of the snapshot's documents reads the media of the library the build loaded
// (gatsby-node.ts, onPreBootstrap), for the CMS address the snapshot was read from.
let active: MediaLibrary | null = null;

export function useMediaLibrary(library: MediaLibrary | null): void {
  active = library;
}

/** The lookup for documents of the CMS at `cmsUrl`, if the build has its media. */
export function mediaFor(cmsUrl: string): MediaLookup | undefined {
  return active && active.cmsUrl === cmsUrl ? active : undefined;
}

// ── into the build ───────────────────────────────────────────────────────────────────

export interface PublishCounts {
  linked: number;
  unchanged: number;
  removed: number;
}

/**
 * Puts the library's files into `<publicDir>/media/` (hard links to the snapshot's files,
 * a copy across file systems) and removes files no page names any more. Unchanged files
 * are left alone, so a release links them to the previous release's (decision 070).
 */
export function publishMedia(library: MediaLibrary, publicDir: string): PublishCounts {
  const from = path.join(library.dir, MEDIA_DIR);
  const to = path.join(publicDir, MEDIA_DIR);
  fs.mkdirSync(to, { recursive: true });
  const counts: PublishCounts = { linked: 0, unchanged: 0, removed: 0 };
  const wanted = new Set(library.publishedFiles());
  for (const name of wanted) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const sourceStat = fs.statSync(source);
    const targetStat = fs.statSync(target, { throwIfNoEntry: false });
    if (
      targetStat &&
      (targetStat.ino === sourceStat.ino ||
        (targetStat.size === sourceStat.size && targetStat.mtimeMs === sourceStat.mtimeMs))
    ) {
      counts.unchanged += 1;
      continue;
    }
    fs.rmSync(target, { force: true });
    try {
      fs.linkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
      fs.utimesSync(target, sourceStat.atime, sourceStat.mtime);
    }
    counts.linked += 1;
  }
  for (const name of fs.readdirSync(to)) {
    if (wanted.has(name)) continue;
    fs.rmSync(path.join(to, name), { force: true, recursive: true });
    counts.removed += 1;
  }
  return counts;
}
