/**
 * Compares two site releases build by build (decision 070): a content-only rebuild must leave
 * every JavaScript and CSS file as it was (same names, same bytes) and Gatsby's compilation
 * hash unchanged, so browsers keep their cached bundles and only the pages whose data changed
 * differ.
 *
 *   npx tsx scripts/compare-releases.ts <previous release> <new release> [--builds pc,mobile]
 *                                       [--allow-hash-change]
 *
 * Prints, per build: JavaScript/CSS files identical, differing, only in one release; HTML and
 * page-data files changed, added, removed; files shared by hard link. Exits with 1 when a
 * JavaScript or CSS file differs, is missing or is new, or the compilation hash changed.
 * `--allow-hash-change` accepts a new compilation hash with identical files: webpack gives a
 * build from a cold cache and the next, warm one different hashes once (decision 070), so a
 * check whose previous release may come from a cold cache compares files only.
 */
import fs from 'node:fs';
import path from 'node:path';

const ASSET = /\.(js|mjs|css)$/;
const SIBLING = /\.(br|gz)$/;

export interface FileSetDiff {
  same: number;
  changed: string[];
  added: string[];
  removed: string[];
}

export interface BuildComparison {
  build: string;
  /** JavaScript and CSS files. */
  assets: FileSetDiff;
  /** HTML pages. */
  html: FileSetDiff;
  /** page-data.json files. */
  pageData: FileSetDiff;
  /** `webpackCompilationHash` of page-data/app-data.json in each release. */
  compilationHash: { previous: string | null; next: string | null };
  /** Files of the new release that are hard links to the previous release's files. */
  hardLinked: number;
  files: number;
}

export interface ReleaseComparison {
  builds: BuildComparison[];
  /** Every JavaScript and CSS file identical and the compilation hash unchanged, in every build. */
  assetsIdentical: boolean;
}

function listFiles(dir: string, prefix = '', out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) listFiles(path.join(dir, entry.name), rel, out);
    else if (entry.isFile() && !SIBLING.test(entry.name)) out.push(rel);
  }
  return out;
}

function sameContent(a: string, b: string, statA: fs.Stats, statB: fs.Stats): boolean {
  if (statA.dev === statB.dev && statA.ino === statB.ino) return true;
  if (statA.size !== statB.size) return false;
  return fs.readFileSync(a).equals(fs.readFileSync(b));
}

function compilationHash(dir: string): string | null {
  try {
    const appData = JSON.parse(fs.readFileSync(path.join(dir, 'page-data/app-data.json'), 'utf8')) as {
      webpackCompilationHash?: string;
    };
    return appData.webpackCompilationHash ?? null;
  } catch {
    return null;
  }
}

const emptyDiff = (): FileSetDiff => ({ same: 0, changed: [], added: [], removed: [] });

export function compareBuild(previousDir: string, nextDir: string, build: string): BuildComparison {
  const previous = new Set(listFiles(previousDir));
  const next = listFiles(nextDir);
  const result: BuildComparison = {
    build,
    assets: emptyDiff(),
    html: emptyDiff(),
    pageData: emptyDiff(),
    compilationHash: { previous: compilationHash(previousDir), next: compilationHash(nextDir) },
    hardLinked: 0,
    files: next.length,
  };
  const kind = (rel: string): FileSetDiff | undefined => {
    if (ASSET.test(rel)) return result.assets;
    if (rel.endsWith('.html')) return result.html;
    if (rel.endsWith('page-data.json')) return result.pageData;
    return undefined;
  };
  for (const rel of next) {
    const diff = kind(rel);
    if (!previous.has(rel)) {
      diff?.added.push(rel);
      continue;
    }
    previous.delete(rel);
    const a = path.join(previousDir, rel);
    const b = path.join(nextDir, rel);
    const [statA, statB] = [fs.statSync(a), fs.statSync(b)];
    if (statA.dev === statB.dev && statA.ino === statB.ino) result.hardLinked += 1;
    if (!diff) continue;
    if (sameContent(a, b, statA, statB)) diff.same += 1;
    else diff.changed.push(rel);
  }
  for (const rel of previous) kind(rel)?.removed.push(rel);
  return result;
}

export function assetsUnchanged(build: BuildComparison, allowHashChange = false): boolean {
  const { assets, compilationHash: hash } = build;
  return (
    assets.changed.length === 0 &&
    assets.added.length === 0 &&
    assets.removed.length === 0 &&
    assets.same > 0 &&
    (allowHashChange || hash.previous === hash.next)
  );
}

export function compareReleases(
  previousRelease: string,
  nextRelease: string,
  builds?: string[],
  options: { allowHashChange?: boolean } = {},
): ReleaseComparison {
  const names =
    builds ??
    ['pc', 'mobile'].filter(
      (build) =>
        fs.existsSync(path.join(previousRelease, build)) && fs.existsSync(path.join(nextRelease, build)),
    );
  if (names.length === 0)
    throw new Error(`no build folder (pc, mobile) in both ${previousRelease} and ${nextRelease}`);
  const compared = names.map((build) =>
    compareBuild(path.join(previousRelease, build), path.join(nextRelease, build), build),
  );
  return {
    builds: compared,
    assetsIdentical: compared.every((build) => assetsUnchanged(build, options.allowHashChange)),
  };
}

const LIST_LIMIT = 10;

function describe(label: string, diff: FileSetDiff): string[] {
  const lines = [
    `  ${label.padEnd(10)} ${diff.same} identical, ${diff.changed.length} changed, ${diff.added.length} new, ${diff.removed.length} gone`,
  ];
  for (const [what, list] of [
    ['changed', diff.changed],
    ['new', diff.added],
    ['gone', diff.removed],
  ] as const) {
    for (const rel of list.slice(0, LIST_LIMIT)) lines.push(`    ${what}: ${rel}`);
    if (list.length > LIST_LIMIT) lines.push(`    … ${list.length - LIST_LIMIT} more ${what}`);
  }
  return lines;
}

export function formatComparison(comparison: ReleaseComparison): string {
  const lines: string[] = [];
  for (const build of comparison.builds) {
    const hash = build.compilationHash;
    lines.push(
      `${build.build}: ${build.files} files, ${build.hardLinked} shared by hard link; compilation hash ${
        hash.previous === hash.next ? `unchanged (${hash.next})` : `${hash.previous} → ${hash.next}`
      }`,
    );
    lines.push(
      ...describe('JS/CSS', build.assets),
      ...describe('HTML', build.html),
      ...describe('page-data', build.pageData),
    );
  }
  lines.push(
    comparison.assetsIdentical
      ? 'ok: every JavaScript and CSS file is identical'
      : 'FAILED: JavaScript or CSS files differ between the releases',
  );
  return lines.join('\n');
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const buildsAt = args.indexOf('--builds');
  const builds = buildsAt >= 0 ? args.splice(buildsAt, 2)[1]?.split(',') : undefined;
  const allowAt = args.indexOf('--allow-hash-change');
  const allowHashChange = allowAt >= 0 && args.splice(allowAt, 1).length === 1;
  if (args.length !== 2) {
    console.error(
      'usage: npx tsx scripts/compare-releases.ts <previous release> <new release> [--builds pc,mobile] [--allow-hash-change]',
    );
    process.exit(2);
  }
  const [previous, next] = args.map((dir) => fs.realpathSync(path.resolve(dir)));
  const comparison = compareReleases(previous, next, builds, { allowHashChange });
  console.log(`${path.basename(previous)} → ${path.basename(next)}`);
  console.log(formatComparison(comparison));
  process.exit(comparison.assetsIdentical ? 0 : 1);
}
