import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

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

  /** Keeps `keep` releases: the live one and the newest others; deletes the rest. */
  async prune(keep: number): Promise<string[]> {
    const live = await this.live();
    const releases = await this.list();
    const kept = new Set(live ? [live.dir] : []);
    for (const release of releases) if (kept.size < keep) kept.add(release.dir);
    const removed: string[] = [];
    for (const release of releases) {
      if (kept.has(release.dir)) continue;
      await fs.promises.rm(release.dir, { recursive: true, force: true });
      this.infoByDir.delete(release.dir);
      removed.push(path.basename(release.dir));
    }
    return removed;
  }
}

/** Sortable, unique release id: UTC time to the millisecond plus random suffix. */
export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}
