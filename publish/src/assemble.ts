import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { SIBLINGS, type FileEntry, type FilesManifest } from '@site/releases';

export interface AssembleOptions {
  /** The build output (Gatsby's `public`): read, never linked (the next build rewrites it in place). */
  from: string;
  /** The new release's build folder; created. */
  to: string;
  /** The same build folder of the previous release, whose unchanged files are linked. */
  previous?: string;
  /** Its files manifest; without one, a previous file of the same size is read and hashed. */
  previousManifest?: FilesManifest;
  /** Files of `from` left out of the release (relative path with `/`). */
  exclude?: (relPath: string) => boolean;
  /**
   * `to` already is a hard-link copy of `previous`, with its compressed siblings (made in the
   * background by `prepareNextRelease`, publish/src/next-release.ts): unchanged files are left
   * as they are, changed ones are unlinked with their siblings and written, and files the build
   * no longer has are unlinked.
   */
  prepared?: boolean;
}

export interface AssembleSummary {
  files: number;
  /** HTML pages: `.html` files outside `page-data` and `static` folders. */
  pages: number;
  /** Unchanged files hard-linked from the previous release (already there when `prepared`). */
  linked: number;
  /** Their `.br` / `.gz` siblings, linked as well (not counted when `prepared`). */
  siblingsLinked: number;
  /** New or changed files, written. */
  written: number;
  bytesWritten: number;
  /** Relative paths of the written files. */
  changed: string[];
  /** Relative paths of the previous release that this one no longer has. */
  removed: string[];
  /** Absolute paths that need compressed siblings: written files, and linked ones that had none. */
  toCompress: string[];
  manifest: FilesManifest;
}

function* walkFiles(dir: string, prefix = ''): Generator<string> {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walkFiles(path.join(dir, entry.name), rel);
    else if (entry.isFile()) yield rel;
  }
}

const isPage = (rel: string) =>
  rel.endsWith('.html') && !rel.split('/').some((folder) => folder === 'page-data' || folder === 'static');

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function previousEntry(options: AssembleOptions, rel: string, size: number): FileEntry | undefined {
  if (!options.previous) return undefined;
  const listed = options.previousManifest?.[rel];
  if (options.previousManifest) return listed;
  try {
    const data = fs.readFileSync(path.join(options.previous, rel));
    return data.length === size ? { size, sha256: sha256(data) } : undefined;
  } catch {
    return undefined;
  }
}

/** Removes a file of a prepared release with its compressed siblings (they are the previous release's). */
export function unlinkWithSiblings(target: string) {
  for (const file of [target, ...SIBLINGS.map((ext) => target + ext)]) fs.rmSync(file, { force: true });
}

/** Removes the now empty folders from `dir` up to (not including) `top`. */
export function removeEmptyFolders(dir: string, top: string) {
  for (let at = dir; at.length > top.length && at.startsWith(top); at = path.dirname(at)) {
    try {
      fs.rmdirSync(at);
    } catch {
      return; // not empty (or gone)
    }
  }
}

/** Hard-links `source` to `target`; false when the file system refuses (other device, link limit). */
function tryLink(source: string, target: string): boolean {
  try {
    fs.linkSync(source, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EXDEV' || code === 'EMLINK' || code === 'EPERM') return false;
    throw error;
  }
}

/**
 * Writes a build folder of a new release from a build output. A file whose content equals the
 * previous release's file at the same path becomes a hard link to it, with its compressed
 * siblings; others are written. Releases are never modified once written (compressed
 * siblings are renamed into place, and a changed file of a prepared release is unlinked
 * before it is written), so shared inodes are safe; pruning a release removes only its links.
 *
 * The file calls are synchronous: this runs in the build process, not in a server, and a
 * release is tens of thousands of files with up to three links each. Awaited one by one
 * through libuv's thread pool they took 4–6 s per 28,000 files on the 2-core machine;
 * synchronous calls take 1.3–1.5 s (decision 070).
 */
export async function assembleRelease(options: AssembleOptions): Promise<AssembleSummary> {
  const summary: AssembleSummary = {
    files: 0,
    pages: 0,
    linked: 0,
    siblingsLinked: 0,
    written: 0,
    bytesWritten: 0,
    changed: [],
    removed: [],
    toCompress: [],
    manifest: {},
  };
  fs.mkdirSync(options.to, { recursive: true });
  const made = new Set<string>([options.to]);
  for (const rel of walkFiles(options.from)) {
    if (options.exclude?.(rel)) continue;
    const sourceFile = path.join(options.from, rel);
    const stat = fs.statSync(sourceFile);
    const listed = options.previousManifest?.[rel];
    const untouched =
      listed?.ino === stat.ino && listed.mtimeMs === stat.mtimeMs && listed.size === stat.size;
    let data: Buffer | undefined;
    const entry: FileEntry = untouched
      ? { size: listed.size, sha256: listed.sha256 }
      : ((data = fs.readFileSync(sourceFile)), { size: data.length, sha256: sha256(data) });
    entry.ino = stat.ino;
    entry.mtimeMs = stat.mtimeMs;
    summary.manifest[rel] = entry;
    summary.files += 1;
    if (isPage(rel)) summary.pages += 1;
    const target = path.join(options.to, rel);
    const before = untouched ? listed : previousEntry(options, rel, entry.size);
    const same = !!before && before.size === entry.size && before.sha256 === entry.sha256;
    if (options.prepared) {
      // Already there, in its folder: no mkdir (a tenth of the assembly at 96,000 files).
      if (same) {
        summary.linked += 1;
        continue;
      }
      // A link to the previous release's file: written in place it would change that release.
      unlinkWithSiblings(target);
    }
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    const source = options.previous ? path.join(options.previous, rel) : '';
    if (same && !options.prepared && tryLink(source, target)) {
      summary.linked += 1;
      let siblings = 0;
      for (const ext of SIBLINGS) if (tryLink(source + ext, target + ext)) siblings += 1;
      summary.siblingsLinked += siblings;
      if (siblings === 0) summary.toCompress.push(target);
      continue;
    }
    data ??= fs.readFileSync(sourceFile);
    fs.writeFileSync(target, data);
    summary.written += 1;
    summary.bytesWritten += data.length;
    summary.changed.push(rel);
    summary.toCompress.push(target);
  }
  if (options.previousManifest) {
    summary.removed = Object.keys(options.previousManifest).filter((rel) => !(rel in summary.manifest));
  }
  if (options.prepared) {
    const gone = options.previousManifest ? summary.removed : [...walkFiles(options.to)];
    for (const rel of gone) {
      if (rel in summary.manifest || SIBLINGS.some((ext) => rel.endsWith(ext))) continue;
      unlinkWithSiblings(path.join(options.to, rel));
      removeEmptyFolders(path.dirname(path.join(options.to, rel)), options.to);
    }
  }
  return summary;
}
