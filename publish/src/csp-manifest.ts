import fs from 'node:fs';
import path from 'node:path';
import { DEVICES } from '@site/routing';
import { FILES_PER_TURN, nextTurn } from './event-loop-turns';
import { CSP_HASHES_FILE, CSP_MANIFEST_FILE, inlineScriptHashes, type HtmlChanges } from '@site/releases';

/*
 * nginx cannot hash inline scripts, so each release carries `CSP_MANIFEST_FILE` (csp.conf):
 * entries of the `map "$release_key$uri" $csp_script_hashes` block in deploy/nginx/site.conf,
 * one per HTML file, keyed `<releaseId>/<build>/<path inside the build>`. Keys name the
 * release, so the maps of the live and the next release can be loaded side by side before the
 * switch. `CSP_HASHES_FILE` keeps the hashes of each HTML file with the file's inode, size and
 * modification time: the next release's files that are hard links to this release's (decision
 * 070: unchanged files are linked) reuse their hashes without being read again.
 */

interface HashedFile {
  ino: number;
  size: number;
  mtimeMs: number;
  hashes: string[];
}

type HashesByKey = Record<string, HashedFile>;

async function readHashes(releaseDir: string | undefined): Promise<HashesByKey> {
  if (!releaseDir) return {};
  try {
    return JSON.parse(
      await fs.promises.readFile(path.join(releaseDir, CSP_HASHES_FILE), 'utf8'),
    ) as HashesByKey;
  } catch {
    return {};
  }
}

function* htmlFiles(dir: string, prefix = ''): Generator<string> {
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* htmlFiles(dir, rel);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield rel;
  }
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export interface CspManifestSummary {
  file: string;
  entries: number;
  /** Keys left out because nginx map keys compare case-insensitively and they collided. */
  skipped: string[];
  /** HTML files read and hashed; the others were the previous release's files, reused. */
  hashed: number;
  reused: number;
}

export interface CspManifestOptions {
  /** A release whose `csp-hashes.json` covers files this release shares with it (hard links). */
  previous?: string;
  /**
   * Per build folder, the HTML files this release wrote and those of `previous` it no longer
   * has (`HTML_CHANGES_FILE`); every other HTML file is a hard link to `previous`'s. With them
   * a build folder whose hashes `previous` has is not walked: walking and stating 95,000 HTML
   * files took 3–8 s of a publish at 10× content (decision 079).
   */
  changes?: HtmlChanges['builds'];
}

/**
 * The HTML files of a build folder from the previous release's hashes and the change lists,
 * without a walk; undefined when the previous release has no hashes for the folder.
 */
function listedHtmlFiles(
  before: HashesByKey,
  build: string,
  changes: { written: string[]; removed: string[] } | undefined,
): string[] | undefined {
  if (!changes) return undefined;
  const prefix = `${build}/`;
  const kept = Object.keys(before)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
  if (kept.length === 0) return undefined;
  const removed = new Set(changes.removed);
  const files = new Set(kept.filter((rel) => !removed.has(rel)));
  for (const rel of changes.written) files.add(rel);
  return [...files];
}

/**
 * The walk and the stat of each HTML file are synchronous calls, a slice at a time: a release
 * has a folder per page, and awaiting a `readdir` and a `stat` per page one by one through
 * libuv's thread pool took 19.5 s for 95,058 HTML files at 10× content (builder log).
 */
export async function writeCspManifest(
  releaseDir: string,
  options: CspManifestOptions = {},
): Promise<CspManifestSummary> {
  const realDir = await fs.promises.realpath(releaseDir);
  const releaseId = path.basename(realDir);
  const lines = [`# Inline script hashes of release ${releaseId}; generated, do not edit.`];
  const seen = new Set<string>();
  const skipped: string[] = [];
  const before = await readHashes(options.previous);
  const now: HashesByKey = {};
  let hashed = 0;
  let reused = 0;
  let looked = 0;
  for (const build of DEVICES) {
    const buildDir = path.join(realDir, build);
    if (!fs.existsSync(buildDir)) continue;
    const listed = listedHtmlFiles(before, build, options.changes?.[build]);
    const written = new Set(listed ? options.changes?.[build]?.written : []);
    for (const rel of listed ?? htmlFiles(buildDir)) {
      looked += 1;
      if (looked % FILES_PER_TURN === 0) await nextTurn();
      const key = `${releaseId}/${build}/${rel}`;
      if (seen.has(key.toLowerCase())) {
        skipped.push(key);
        continue;
      }
      seen.add(key.toLowerCase());
      const known = before[`${build}/${rel}`];
      if (listed && known && !written.has(rel)) {
        // A hard link to the previous release's file: same inode, same hashes.
        now[`${build}/${rel}`] = known;
        reused += 1;
        if (known.hashes.length) lines.push(`${quote(key)} ${quote(known.hashes.join(' '))};`);
        continue;
      }
      const full = path.join(buildDir, rel);
      const stat = fs.statSync(full);
      let hashes: string[];
      if (known && known.ino === stat.ino && known.size === stat.size && known.mtimeMs === stat.mtimeMs) {
        hashes = known.hashes;
        reused += 1;
      } else {
        hashes = inlineScriptHashes(fs.readFileSync(full, 'utf8'));
        hashed += 1;
      }
      now[`${build}/${rel}`] = { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, hashes };
      if (hashes.length) lines.push(`${quote(key)} ${quote(hashes.join(' '))};`);
    }
  }
  await writeAtomically(path.join(realDir, CSP_HASHES_FILE), JSON.stringify(now));
  const file = path.join(realDir, CSP_MANIFEST_FILE);
  await writeAtomically(file, `${lines.join('\n')}\n`);
  return { file, entries: lines.length - 1, skipped, hashed, reused };
}

async function writeAtomically(file: string, text: string) {
  await fs.promises.writeFile(`${file}.tmp`, text);
  await fs.promises.rename(`${file}.tmp`, file);
}

if (require.main === module) {
  const [dir] = process.argv.slice(2);
  if (!dir) {
    process.stderr.write('usage: npx tsx publish/src/csp-manifest.ts <release dir>\n');
    process.exit(2);
  }
  writeCspManifest(path.resolve(dir))
    .then((summary) =>
      process.stdout.write(`${JSON.stringify({ msg: 'csp manifest written', ...summary })}\n`),
    )
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
