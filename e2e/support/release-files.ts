import fs from 'node:fs';
import path from 'node:path';
import { CURRENT_LINK, RELEASE_FILE, readBuildStats, type VariantStats } from '@site/releases';

/**
 * The site releases on this machine: the site server serves `<BUILDS_DIR>/current`, a symlink
 * to the live release folder (`@site/releases`). Default `.builds` in the repository.
 */
export const BUILDS_DIR = path.resolve(process.env.BUILDS_DIR || path.join(__dirname, '../../.builds'));

/** The live release folder (the `current` link resolved), or an error that says where it looked. */
export function liveReleaseDir(): string {
  try {
    return fs.realpathSync(path.join(BUILDS_DIR, CURRENT_LINK));
  } catch {
    throw new Error(
      `No live release at ${path.join(BUILDS_DIR, CURRENT_LINK)}: the tests must run on the machine that ` +
        'builds the site (set BUILDS_DIR to the site server’s builds folder)',
    );
  }
}

/** The release id of a release folder (its release.json, else the folder name). */
export function releaseIdOf(dir: string): string {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_FILE), 'utf8')) as { id?: unknown };
    if (typeof info.id === 'string') return info.id;
  } catch {
    // Falls through to the folder name, as the site server does.
  }
  return path.basename(dir);
}

/**
 * How each variant of a release was built, from its `build-stats.json`: warm (the warm Gatsby
 * process, decision 078) or full, and why. Empty when the release has no build stats.
 */
export function variantBuilds(dir: string): Pick<VariantStats, 'device' | 'warm' | 'fullBuildReason'>[] {
  return (readBuildStats(dir)?.variants ?? [])
    .map(({ device, warm, fullBuildReason }) => ({ device, warm, fullBuildReason }))
    .sort((a, b) => a.device.localeCompare(b.device));
}

/** Uncompressed text files a release serves or records (the .br/.gz copies are of these). */
const TEXT_FILE = /\.(html|json|js|xml|txt|webmanifest)$/;

export interface ReleaseScan {
  /** Files searched. */
  files: number;
  /** Bytes searched. */
  bytes: number;
  /** Per text: paths relative to the release folder, `/`-separated, of the files that hold it. */
  matches: Record<string, string[]>;
}

/**
 * Every uncompressed text file of a release (HTML, page-data JSON, scripts, sitemaps) holding
 * each of `texts`, in one pass over the files.
 */
export function searchRelease(dir: string, texts: string[]): ReleaseScan {
  const needles = texts.map((text) => ({ text, bytes: Buffer.from(text, 'utf8') }));
  const scan: ReleaseScan = {
    files: 0,
    bytes: 0,
    matches: Object.fromEntries(texts.map((text) => [text, []])),
  };
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
        const content = fs.readFileSync(full);
        scan.files += 1;
        scan.bytes += content.length;
        for (const needle of needles) {
          if (content.includes(needle.bytes)) {
            scan.matches[needle.text].push(path.relative(dir, full).split(path.sep).join('/'));
          }
        }
      }
    }
  };
  walk(dir);
  return scan;
}
