/**
 * The next release's link tree, made in the background (decision 079).
 *
 * A publish used to assemble each build folder of its release from scratch: a folder per page
 * and a hard link for every unchanged file and its `.br`/`.gz` copies, some 290,000 links per
 * build folder at 10× content, which took 16–31 s of the publish. Most of that tree is known as
 * soon as a release is written: the next release starts as a link copy of it. So once a release
 * is whole (compressed), a `cp -al` at the lowest CPU priority copies each of its build folders
 * into `<builds>/.next-<release id>/<build>`, renamed into place when whole. The next build
 * whose previous release is that one renames the copy into its own release folder and only
 * writes what changed (`assembleRelease` with `prepared`); a build that finds no whole copy
 * assembles as before.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { TRASH_PREFIX } from './releases';

export const NEXT_PREFIX = '.next-';

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

/**
 * The shell script of a preparation: for each build folder, a link copy into `<build>.partial`,
 * renamed to `<build>` when whole. Arguments: the release folder, the copies' folder, builds.
 */
const PREPARE_SCRIPT = [
  'release=$1; next=$2; shift 2',
  'mkdir -p "$next" || exit 1',
  'for build in "$@"; do',
  '  [ -d "$next/$build" ] && continue',
  '  rm -rf "$next/$build.partial"',
  '  nice -n 19 cp -al "$release/$build" "$next/$build.partial" || exit 1',
  '  mv "$next/$build.partial" "$next/$build" || exit 1',
  'done',
].join('\n');

export interface PrepareOptions {
  builds: readonly string[];
  /** Waits for the copies (tests, and callers that have nothing else to do); default false. */
  wait?: boolean;
}

/**
 * Starts the link copies of a whole release's build folders for the next release, in a process
 * of its own at the lowest CPU priority that outlives the caller (the build command ends before
 * its release goes live). Copies of other releases are discarded first. Resolves when started,
 * or when done with `wait`; false when there is no `cp` here (the next build assembles in full).
 */
export function prepareNextRelease(releaseDir: string, options: PrepareOptions): Promise<boolean> {
  const next = nextReleaseDir(releaseDir);
  discardOtherPrepared(path.dirname(releaseDir), path.basename(next));
  return new Promise((resolve) => {
    const child = spawn(
      '/bin/sh',
      ['-c', PREPARE_SCRIPT, 'prepare-next', releaseDir, next, ...options.builds],
      {
        stdio: 'ignore',
        detached: !options.wait,
      },
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
