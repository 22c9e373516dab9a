import fs from 'node:fs';
import path from 'node:path';
import { DEVICES } from '@site/routing';
import { FILES_PER_TURN, nextTurn } from './event-loop-turns';
import { inlineScriptHashes } from './inline-scripts';

/**
 * nginx cannot hash inline scripts, so each release carries `csp.conf`: entries of the
 * `map "$release_key$uri" $csp_script_hashes` block in deploy/nginx/site.conf, one per HTML
 * file, keyed `<releaseId>/<build>/<path inside the build>`. Keys name the release, so the
 * maps of the live and the next release can be loaded side by side before the switch.
 */
export const CSP_MANIFEST_FILE = 'csp.conf';
/**
 * `<release>/csp-hashes.json`: the hashes of each HTML file with the file's inode, size and
 * modification time. The next release's files that are hard links to this release's (decision
 * 070: unchanged files are linked) reuse their hashes without being read again.
 */
export const CSP_HASHES_FILE = 'csp-hashes.json';

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
    for (const rel of htmlFiles(buildDir)) {
      looked += 1;
      if (looked % FILES_PER_TURN === 0) await nextTurn();
      const key = `${releaseId}/${build}/${rel}`;
      if (seen.has(key.toLowerCase())) {
        skipped.push(key);
        continue;
      }
      seen.add(key.toLowerCase());
      const full = path.join(buildDir, rel);
      const stat = fs.statSync(full);
      const known = before[`${build}/${rel}`];
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
    process.stderr.write('usage: npx tsx server/src/csp-manifest.ts <release dir>\n');
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
