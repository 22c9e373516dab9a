import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';

export interface ReleaseInfo {
  id: string;
  builtAt: string;
}

export interface LiveRelease extends ReleaseInfo {
  /** Real path of the release folder (symlink resolved). */
  dir: string;
}

export const CURRENT_LINK = 'current';
export const RELEASE_FILE = 'release.json';
/** A pruned release is renamed `<prefix><id>` before it is removed (here and on remote nodes). */
export const TRASH_PREFIX = '.removed-';

async function readReleaseInfo(dir: string): Promise<ReleaseInfo> {
  try {
    const raw = JSON.parse(
      await fs.promises.readFile(path.join(dir, RELEASE_FILE), 'utf8'),
    ) as Partial<ReleaseInfo>;
    if (typeof raw.id === 'string' && typeof raw.builtAt === 'string')
      return { id: raw.id, builtAt: raw.builtAt };
  } catch {
    // Falls through: a release without a readable release.json is named after its folder.
  }
  const stat = await fs.promises.stat(dir);
  return { id: path.basename(dir), builtAt: stat.mtime.toISOString() };
}

/**
 * Releases under the builds folder. `current` is resolved on every call, so a switch made by
 * any process (this server's rebuild or a release script) takes effect on the next request.
 */
export class ReleaseStore {
  private readonly infoByDir = new Map<string, ReleaseInfo>();
  /** Renamed releases whose `rm` is still running. */
  private readonly removing = new Map<string, Promise<void>>();
  /**
   * Called by `prune` with the live release and the releases it renamed out of the way (newest
   * first), before their removal starts: the builder makes the next release's link copy from
   * them (decision 079). Its failure only costs the next build a full assembly: pruning goes on.
   */
  beforeRemoval?: (live: string, renamed: string[]) => Promise<void>;

  constructor(readonly buildsDir: string) {}

  async live(): Promise<LiveRelease | null> {
    let dir: string;
    try {
      dir = await fs.promises.realpath(path.join(this.buildsDir, CURRENT_LINK));
    } catch {
      return null;
    }
    let info = this.infoByDir.get(dir);
    if (!info) {
      info = await readReleaseInfo(dir);
      this.infoByDir.set(dir, info);
    }
    return { ...info, dir };
  }

  /** Points `current` at `<buildsDir>/<id>`: a new symlink renamed over the old one. */
  async switchTo(id: string): Promise<void> {
    const temp = path.join(this.buildsDir, `.current-${randomBytes(6).toString('hex')}`);
    await fs.promises.symlink(id, temp);
    try {
      await fs.promises.rename(temp, path.join(this.buildsDir, CURRENT_LINK));
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  /** Release folders, newest first (by builtAt, then name). */
  async list(): Promise<LiveRelease[]> {
    const entries = await fs.promises.readdir(this.buildsDir, { withFileTypes: true });
    const releases: LiveRelease[] = [];
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const dir = path.join(this.buildsDir, entry.name);
      const isRelease = ['pc', 'mobile'].every((b) => fs.existsSync(path.join(dir, b)));
      if (isRelease) releases.push({ ...(await readReleaseInfo(dir)), dir });
    }
    return releases.sort((a, b) => b.builtAt.localeCompare(a.builtAt) || b.dir.localeCompare(a.dir));
  }

  /**
   * Keeps `keep` releases: the live one and the newest others; the rest are renamed out of the
   * way (`.removed-<id>`, instant, so no reader or later build sees them) and the names
   * returned at once. Each is then removed by an `rm` process that the caller does not wait
   * for: removing some 40,000 files with Node's own `fs.rm` occupied the thread pool that
   * serves the site's files (readers waited about 10 s for every page), and waiting for `rm`
   * held the next publish for 5–13 s after a release had gone live. `removals()` settles when
   * they are done; a removal that failed or was interrupted (the process stopped) is tried again
   * by the next prune.
   */
  async prune(keep: number): Promise<string[]> {
    const live = await this.live();
    const releases = await this.list();
    const kept = new Set(live ? [live.dir] : []);
    for (const release of releases) if (kept.size < keep) kept.add(release.dir);
    const removed: string[] = [];
    const renamed: string[] = [];
    for (const release of releases) {
      if (kept.has(release.dir)) continue;
      const trash = this.trashFor(release.dir);
      await fs.promises.rename(release.dir, trash);
      this.infoByDir.delete(release.dir);
      removed.push(path.basename(release.dir));
      renamed.push(trash);
    }
    if (live && this.beforeRemoval) await this.beforeRemoval(live.dir, renamed).catch(() => undefined);
    for (const entry of await fs.promises.readdir(this.buildsDir)) {
      const trash = path.join(this.buildsDir, entry);
      if (entry.startsWith(TRASH_PREFIX) && !this.removing.has(trash)) {
        const removal = removeTree(trash).finally(() => this.removing.delete(trash));
        // Reported by removals(); not an unhandled rejection meanwhile.
        removal.catch(() => undefined);
        this.removing.set(trash, removal);
      }
    }
    return removed;
  }

  /** Settles when every removal started by `prune` is done; rejects with the first failure. */
  async removals(): Promise<void> {
    await Promise.all([...this.removing.values()]);
  }

  private trashFor(dir: string): string {
    return path.join(this.buildsDir, `${TRASH_PREFIX}${path.basename(dir)}`);
  }
}

/**
 * `rm -rf` in a process of its own (falls back to `fs.rm` where there is no `rm`), at the lowest
 * CPU priority: unlinking a pruned release (about 290,000 names at 10× content) runs while the
 * next publish links and writes its release, and should yield to it.
 */
function removeTree(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('rm', ['-rf', '--', dir], { stdio: 'ignore' });
    if (child.pid) {
      try {
        os.setPriority(child.pid, 19);
      } catch {
        // not allowed here: it runs at the builder's own priority
      }
    }
    child.on('error', () => fs.promises.rm(dir, { recursive: true, force: true }).then(resolve, reject));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`rm -rf ${dir} exited with ${code}`)),
    );
  });
}

/** Sortable, unique release id: UTC time to the millisecond plus random suffix. */
export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/**
 * `<release>/files-<build>.json`: every file of a build folder with its size and SHA-256, so
 * the next release can tell unchanged files without reading this one again. Outside the
 * served folders.
 */
export function filesManifestName(build: string): string {
  return `files-${build}.json`;
}

export interface FileEntry {
  size: number;
  sha256: string;
  /**
   * Inode and modification time of the build output's file this entry was read from. The next
   * assembly from the same build output trusts the hash while both are unchanged (Gatsby
   * rewrites only what changed; webpack does not rewrite an identical asset).
   */
  ino?: number;
  mtimeMs?: number;
}

/** Relative path (with `/`) → entry. */
export type FilesManifest = Record<string, FileEntry>;

export async function readFilesManifest(file: string): Promise<FilesManifest | undefined> {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as FilesManifest;
  } catch {
    return undefined;
  }
}

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
   * background by `prepareNextRelease`, server/src/next-release.ts): unchanged files are left
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

export const SIBLINGS = ['.br', '.gz'];

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
