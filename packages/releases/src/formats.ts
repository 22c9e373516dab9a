import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STATS_FILE, HTML_CHANGES_FILE } from './names';

/** `html-changes.json`: per build folder, the HTML files written and removed against `previous`. */
export interface HtmlChanges {
  /** Id of the release the lists compare with. */
  previous: string;
  builds: Partial<Record<string, { written: string[]; removed: string[] }>>;
}

/** The release's change lists when they compare with `previous` (a release folder), else undefined. */
export async function readHtmlChanges(
  releaseDir: string,
  previous: string,
): Promise<HtmlChanges['builds'] | undefined> {
  try {
    const changes = JSON.parse(
      await fs.promises.readFile(path.join(releaseDir, HTML_CHANGES_FILE), 'utf8'),
    ) as HtmlChanges;
    return changes.previous === path.basename(previous) ? changes.builds : undefined;
  } catch {
    return undefined;
  }
}

/** One variant's line of `build-stats.json`. */
export interface VariantStats {
  device: string;
  /** Gatsby build, release assembly and compression. */
  seconds: number;
  /** HTML pages in the release. */
  pages: number;
  /** Pages Gatsby rendered this time (-1: unknown), and pages it removed. */
  rendered: number;
  deleted: number;
  /** HTML files that differ from the previous release (or are new). */
  htmlChanged: number;
  files: {
    files: number;
    linked: number;
    siblingsLinked: number;
    written: number;
    bytesWritten: number;
    removed: number;
    /** `.br`/`.gz` copies written. */
    compressed: number;
  };
  phases: { build: number; assemble: number; compress: number };
  /** Assembled on the previous release's link copy made in the background (decision 079). */
  prepared: boolean;
  /** Built by the warm Gatsby process (decision 078) rather than a full `gatsby build`. */
  warm: boolean;
  /** Why a build with an owner was a full one (no warm build running, sources changed, …). */
  fullBuildReason?: string;
  /** Seconds of each phase Gatsby reported in its build (`source and transform nodes`, …). */
  gatsbyPhases: Record<string, number>;
  /** Files left without compressed copies by the build (compressed afterwards). */
  pendingCompression: number;
}

/** `build-stats.json`: how the release was built. */
export interface BuildStats {
  id: string;
  /** The release whose unchanged files this one links. */
  previous: string | null;
  /** Every served file has its `.br`/`.gz` copies: no compression walk over the release. */
  precompressed: boolean;
  variants: VariantStats[];
}

/** A release's `build-stats.json`, or undefined when it has none (a release made by another command). */
export function readBuildStats(releaseDir: string): BuildStats | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(releaseDir, BUILD_STATS_FILE), 'utf8')) as BuildStats;
  } catch {
    return undefined;
  }
}
