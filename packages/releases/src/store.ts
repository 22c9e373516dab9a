import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEVICES } from '@site/routing';
import { CURRENT_LINK, RELEASE_FILE, TRASH_PREFIX } from './names';

export interface ReleaseInfo {
  id: string;
  builtAt: string;
}

export interface LiveRelease extends ReleaseInfo {
  /** Real path of the release folder (symlink resolved). */
  dir: string;
}

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
      const isRelease = DEVICES.every((b) => fs.existsSync(path.join(dir, b)));
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
