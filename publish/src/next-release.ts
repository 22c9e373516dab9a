/**
 * The next release's link tree, made in the background (decision 079).
 *
 * A publish used to assemble each build folder of its release from scratch: a folder per page
 * and a hard link for every unchanged file and its `.br`/`.gz` copies, some 290,000 names per
 * build folder at 10× content, which took 16–31 s of the publish. Most of that tree is known as
 * soon as a release is live: the next release starts as a link copy of it. So once a release is
 * live, a process at the lowest CPU priority makes `<builds>/.next-<release id>/<build>` for each
 * build folder, renamed into place when whole. The next build whose previous release is that
 * one renames the copy into its own release folder and only writes what changed
 * (`assembleRelease` with `prepared`); a build that finds no whole copy assembles as before.
 *
 * The copy is made from the release the builder has just pruned when there is one: its build
 * folders already hold every file that did not change since, so only the files whose hash
 * differs from the live release's (their files manifests say which) are replaced by links to
 * the live release's, and the ones the live release no longer has are removed. A plain
 * `cp -al` of the live release (and the `rm -rf` of the pruned one) each took 10–12 s of
 * kernel time per build folder at 10× content, and a publish that came during them waited.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  NEXT_PREFIX,
  SIBLINGS,
  TRASH_PREFIX,
  filesManifestName,
  readFilesManifest,
  type FilesManifest,
} from '@site/releases';
import { removeEmptyFolders, unlinkWithSiblings } from './assemble';
const PARTIAL = '.partial';

/** `<builds>/.next-<id>`: where the link copies of release `<builds>/<id>` are made. */
export function nextReleaseDir(releaseDir: string): string {
  return path.join(path.dirname(releaseDir), `${NEXT_PREFIX}${path.basename(releaseDir)}`);
}

/**
 * Renames the link copies of releases other than `keep` out of the way (`.removed-…`: the
 * builder's prune removes them, decision 074) so they never outlive their use.
 */
export function discardOtherPrepared(buildsDir: string, keep?: string): string[] {
  const discarded: string[] = [];
  let entries: string[];
  try {
    entries = fs.readdirSync(buildsDir);
  } catch {
    return discarded;
  }
  for (const name of entries) {
    if (!name.startsWith(NEXT_PREFIX) || name === keep) continue;
    const trash = `${TRASH_PREFIX}${name.slice(1)}-${randomBytes(3).toString('hex')}`;
    try {
      fs.renameSync(path.join(buildsDir, name), path.join(buildsDir, trash));
      discarded.push(name);
    } catch {
      // gone meanwhile
    }
  }
  return discarded;
}

export interface PrepareOptions {
  builds: readonly string[];
  /** Waits for the copies (tests, and callers that have nothing else to do); default false. */
  wait?: boolean;
  /**
   * A pruned release, already renamed out of the way, whose build folders become the copies:
   * moved now, brought level with the release in the background.
   */
  recycle?: string;
}

/**
 * Starts the link copies of a live release's build folders for the next release, in a process
 * of its own at the lowest CPU priority that outlives the caller. Copies of other releases are
 * discarded first. Resolves when started, or when done with `wait` (true when every copy is
 * whole); false when no process could start (the next build assembles in full).
 */
export function prepareNextRelease(releaseDir: string, options: PrepareOptions): Promise<boolean> {
  const next = nextReleaseDir(releaseDir);
  discardOtherPrepared(path.dirname(releaseDir), path.basename(next));
  fs.mkdirSync(next, { recursive: true });
  if (options.recycle) {
    for (const build of options.builds) {
      const partial = path.join(next, build + PARTIAL);
      if (fs.existsSync(path.join(next, build)) || fs.existsSync(partial)) continue;
      try {
        fs.renameSync(path.join(options.recycle, filesManifestName(build)), `${partial}.json`);
        fs.renameSync(path.join(options.recycle, build), partial);
      } catch {
        fs.rmSync(`${partial}.json`, { force: true }); // copied in full instead
      }
    }
  }
  return new Promise((resolve) => {
    const child = spawn(
      'nice',
      [
        '-n',
        '19',
        process.execPath,
        require.resolve('tsx/cli'),
        __filename,
        releaseDir,
        next,
        ...options.builds,
      ],
      { stdio: 'ignore', detached: !options.wait },
    );
    child.on('error', () => resolve(false));
    if (options.wait) child.on('close', (code) => resolve(code === 0));
    else {
      child.unref();
      child.on('spawn', () => resolve(true));
    }
  });
}

/**
 * Brings a pruned release's build folder (`tree`, files as `old` lists them) level with the
 * live one's (`release`, files as `live` lists them): a file whose content differs becomes a
 * link to the live release's file with its compressed copies, a file the live release no longer
 * has is removed. Never writes into a file: every one is a link shared with other releases.
 */
function levelWith(tree: string, release: string, old: FilesManifest, live: FilesManifest) {
  for (const [rel, entry] of Object.entries(live)) {
    const before = old[rel];
    if (before && before.size === entry.size && before.sha256 === entry.sha256) continue;
    const target = path.join(tree, rel);
    unlinkWithSiblings(target);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    for (const ext of ['', ...SIBLINGS]) {
      try {
        fs.linkSync(path.join(release, rel) + ext, target + ext);
      } catch (error) {
        // A file has no compressed copy when small; the file itself must be there.
        if (ext === '' || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  for (const rel of Object.keys(old)) {
    if (rel in live) continue;
    unlinkWithSiblings(path.join(tree, rel));
    removeEmptyFolders(path.dirname(path.join(tree, rel)), tree);
  }
}

/**
 * Moves the whole link copy of `previousRelease`'s `build` folder to `target` (which must not
 * exist) and says whether it did. A copy still being made, or none, leaves `target` alone.
 */
export function takePrepared(previousRelease: string, build: string, target: string): boolean {
  const next = nextReleaseDir(previousRelease);
  const copy = path.join(next, build);
  if (!fs.existsSync(copy)) return false;
  try {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(copy, target);
  } catch {
    return false;
  }
  try {
    fs.rmdirSync(next); // the last build taken: nothing left
  } catch {
    // other builds still there
  }
  return true;
}

/** The background process: each build folder's copy, levelled from a pruned release or copied. */
async function prepareBuild(releaseDir: string, next: string, build: string) {
  const done = path.join(next, build);
  if (fs.existsSync(done)) return;
  const partial = done + PARTIAL;
  const old = await readFilesManifest(`${partial}.json`);
  const live = await readFilesManifest(path.join(releaseDir, filesManifestName(build)));
  if (old && live && fs.existsSync(partial)) {
    levelWith(partial, path.join(releaseDir, build), old, live);
  } else {
    fs.rmSync(partial, { recursive: true, force: true });
    execFileSync('cp', ['-al', path.join(releaseDir, build), partial]);
  }
  fs.rmSync(`${partial}.json`, { force: true });
  fs.renameSync(partial, done);
}

if (require.main === module) {
  const [releaseDir, next, ...builds] = process.argv.slice(2);
  void (async () => {
    for (const build of builds) {
      try {
        await prepareBuild(releaseDir, next, build);
      } catch (error) {
        // Left half-made: no build takes it, the next preparation discards it.
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
      }
    }
  })();
}
