/**
 * Searches a site build for members-only body text. The CMS seed ends every members-only
 * body with `MEMBERS-ONLY-BODY-MARKER-<kind>-<slug>` and every public body with
 * `PUBLIC-BODY-MARKER-<kind>-<slug>` (cms/scripts/seed/content/markers.ts). Every file is
 * read (HTML, page-data JSON, JS chunks, search indexes, text; `.br` and `.gz` copies are
 * decompressed first). The check fails on any members-only marker, and also when a public
 * folder was empty or held no public body marker, or when a compressed copy lacks the public
 * body marker its plain file holds: a search that cannot see public bodies proves nothing
 * about members-only ones. A release still getting its copies (the first start writes them
 * in the background) is searched as far as they exist.
 *
 * Usage: npx tsx scripts/check-members-leak.ts [build dir]   (default .builds/current,
 * whose pc/ and mobile/ are the two Gatsby public folders; a lone public folder works too)
 *        npx tsx scripts/check-members-leak.ts --part-pages [site URL] [parts]
 * The second form reads the server-rendered part and comparison pages of a running site
 * (decision 095) and fails on any members-only field in them (`partPageLeaks`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { MEMBERS_ONLY_BODY_MARKER, PUBLIC_BODY_MARKER } from '../cms/scripts/seed/content/markers';

export const DEFAULT_BUILD_DIR = '.builds/current';
const DEVICE_FOLDERS = ['pc', 'mobile'];
const MEMBERS_MARKER = new RegExp(`${MEMBERS_ONLY_BODY_MARKER}[a-z0-9-]+`, 'g');
/**
 * A compressed copy being written (publish/src/precompress.ts writes `<copy>.tmp-<pid>`, then
 * renames it into place whole): not served, and searched under its own name once renamed.
 */
const COPY_IN_PROGRESS = /\.(br|gz)\.tmp-\d+$/;
/** A compressed copy's suffix; without it, the name of its plain file. */
const COPY_SUFFIX = /\.(br|gz)$/;

export interface Leak {
  /** Path relative to the build directory. */
  file: string;
  markers: string[];
}

export interface FolderSummary {
  folder: string;
  files: number;
  compressedFiles: number;
  /** Files holding at least one public body marker, and how many of them were compressed copies. */
  publicMarkerFiles: number;
  publicMarkerCompressedFiles: number;
}

export interface LeakReport {
  folders: FolderSummary[];
  leaks: Leak[];
  /** Reasons the search could not be trusted; each fails the check like a leak does. */
  problems: string[];
}

/** A file's content as text; `.br` and `.gz` copies decompressed. Latin-1 keeps every byte. */
function readText(file: string): string {
  const data = fs.readFileSync(file);
  if (file.endsWith('.br')) return zlib.brotliDecompressSync(data).toString('latin1');
  if (file.endsWith('.gz')) return zlib.gunzipSync(data).toString('latin1');
  return data.toString('latin1');
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function scanFolder(buildDir: string, folder: string, report: LeakReport): void {
  const summary: FolderSummary = {
    folder,
    files: 0,
    compressedFiles: 0,
    publicMarkerFiles: 0,
    publicMarkerCompressedFiles: 0,
  };
  report.folders.push(summary);
  const label = folder || '.';
  // Whether each plain file and each compressed copy holds a public body marker.
  const plainHasPublic = new Map<string, boolean>();
  const copyHasPublic = new Map<string, boolean>();
  for (const file of walk(path.join(buildDir, folder))) {
    if (COPY_IN_PROGRESS.test(file)) continue;
    const relative = path.relative(buildDir, file);
    const compressed = COPY_SUFFIX.test(file);
    let text: string;
    try {
      text = readText(file);
    } catch (error) {
      // Gone since the folder was listed: a copy replaced by its successor is searched as that.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      report.problems.push(
        `${relative}: cannot be read (${error instanceof Error ? error.message : String(error)})`,
      );
      continue;
    }
    summary.files += 1;
    if (compressed) summary.compressedFiles += 1;
    const markers = text.match(MEMBERS_MARKER);
    if (markers) report.leaks.push({ file: relative, markers: [...new Set(markers)] });
    const hasPublic = text.includes(PUBLIC_BODY_MARKER);
    (compressed ? copyHasPublic : plainHasPublic).set(relative, hasPublic);
    if (hasPublic) {
      summary.publicMarkerFiles += 1;
      if (compressed) summary.publicMarkerCompressedFiles += 1;
    }
  }
  const blindCopies = [...copyHasPublic]
    .filter(([copy, hasPublic]) => !hasPublic && plainHasPublic.get(copy.replace(COPY_SUFFIX, '')) === true)
    .map(([copy]) => copy);
  if (summary.files === 0) report.problems.push(`${label}: no files to search`);
  else if (summary.publicMarkerFiles === 0) {
    report.problems.push(
      `${label}: no public body marker (${PUBLIC_BODY_MARKER}…) in ${summary.files} files: was the build made from the seeded CMS content?`,
    );
  } else if (blindCopies.length > 0) {
    report.problems.push(
      `${label}: ${blindCopies.length} compressed copies lack the public body marker of their plain file (${blindCopies.slice(0, 3).join(', ')})`,
    );
  }
}

/** Searches `buildDir`: its pc/ and mobile/ folders when present, otherwise the folder itself. */
export function scanBuild(buildDir: string): LeakReport {
  const report: LeakReport = { folders: [], leaks: [], problems: [] };
  if (!fs.existsSync(buildDir) || !fs.statSync(buildDir).isDirectory()) {
    report.problems.push(`${buildDir}: no such build directory`);
    return report;
  }
  // `.builds/current` is a link to the live release.
  const root = fs.realpathSync(buildDir);
  const devices = DEVICE_FOLDERS.filter((name) => fs.existsSync(path.join(root, name)));
  for (const folder of devices.length > 0 ? devices : ['']) scanFolder(root, folder, report);
  report.leaks.sort((a, b) => a.file.localeCompare(b.file));
  return report;
}

/** Keys of the API's members-only answers: the pin table and the parameter-by-parameter rows. */
const MEMBERS_ONLY_KEYS = ['pins', 'rows', 'verdict', 'severity'];
/** The members' screens' tables (pins, explanations, side-by-side rows). */
const MEMBERS_ONLY_TABLES = [
  'pins-table',
  'pin-table',
  'comparison-table',
  'compare-table',
  'substitutes-table',
];

export interface PartPageMembersData {
  /** The part's pins (members-only), from the parts store. */
  pins: { number: number; name: string; function: string }[];
}

/**
 * What members-only data a server-rendered part or comparison page (decision 095) holds: a
 * members-only key in its embedded data, a members' table, or a row of a part's pin table.
 * Empty when none: the page is what a visitor may see.
 */
export function partPageLeaks(html: string, parts: PartPageMembersData[]): string[] {
  const found: string[] = [];
  const data = /<script type="application\/json" id="part-page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!data) found.push('no embedded page data: not a server-rendered part page');
  else {
    const keys = new Set<string>();
    JSON.parse(data[1], (key, value: unknown) => {
      keys.add(key);
      return value;
    });
    for (const key of MEMBERS_ONLY_KEYS) if (keys.has(key)) found.push(`embedded data holds "${key}"`);
  }
  for (const table of MEMBERS_ONLY_TABLES)
    if (html.includes(`data-testid="${table}"`)) found.push(`a members' table (${table})`);
  const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
  for (const part of parts) {
    const rows = part.pins.filter((pin) => text.includes(` ${pin.number} ${pin.name} ${pin.function} `));
    if (rows.length > 1) found.push(`pin rows ${rows.map((pin) => pin.number).join(', ')}`);
  }
  return found;
}

export function formatReport(buildDir: string, report: LeakReport): string {
  const lines = report.folders.map(
    (f) =>
      `${path.join(buildDir, f.folder)}: ${f.files} files searched (${f.compressedFiles} compressed), ` +
      `public body marker in ${f.publicMarkerFiles} (${f.publicMarkerCompressedFiles} compressed)`,
  );
  if (report.leaks.length > 0) {
    lines.push(`Members-only body text found in ${report.leaks.length} files:`);
    for (const leak of report.leaks) lines.push(`  ${leak.file}: ${leak.markers.join(', ')}`);
  }
  for (const problem of report.problems) lines.push(`Cannot vouch for the build: ${problem}`);
  if (report.leaks.length === 0 && report.problems.length === 0)
    lines.push('No members-only body text in the build.');
  return lines.join('\n');
}

/**
 * Fetches the part pages of `count` parts of the configured parts store (and each one's
 * comparison with another part) from a running site, in every language and both layouts, and
 * returns what members-only data each holds.
 */
export async function scanPartPages(siteUrl: string, count: number): Promise<Leak[]> {
  const { openPartsStore } = await import('@site/parts');
  const store = await openPartsStore();
  const leaks: Leak[] = [];
  try {
    const rows = await store.db
      .selectFrom('part')
      .select('id')
      .orderBy('id')
      .limit(count + 1)
      .execute();
    const parts = await store.partsByRowIds(rows.map((row) => row.id));
    const agents = {
      pc: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    };
    for (const [index, part] of parts.slice(0, count).entries()) {
      const other = parts[index + 1] ?? parts[0];
      for (const prefix of ['', '/zh', '/en']) {
        for (const [route, members] of [
          [`/rep/part/${part.id}`, [part]],
          [`/rep/compare/${part.id}/${other.id}`, [part, other]],
        ] as const) {
          for (const agent of Object.values(agents)) {
            const file = `${prefix}${route}`;
            const res = await fetch(`${siteUrl}${file}`, { headers: { 'user-agent': agent } });
            const found = partPageLeaks(
              await res.text(),
              members.map((p) => ({ pins: p.pins })),
            );
            if (!res.ok) found.push(`status ${res.status}`);
            if (found.length > 0) leaks.push({ file, markers: found });
          }
        }
      }
    }
  } finally {
    await store.close();
  }
  return leaks;
}

if (require.main === module && process.argv[2] === '--part-pages') {
  const [siteUrl = 'http://127.0.0.1:8000', count = '20'] = process.argv.slice(3);
  void scanPartPages(siteUrl.replace(/\/$/, ''), Number(count)).then((leaks) => {
    for (const leak of leaks) console.error(`${leak.file}: ${leak.markers.join('; ')}`);
    if (leaks.length > 0) process.exit(1);
    console.log(`No members-only data in the part pages of ${count} parts (3 languages, both layouts).`);
  });
} else if (require.main === module) {
  const [dir = DEFAULT_BUILD_DIR, ...rest] = process.argv.slice(2);
  if (rest.length > 0 || dir.startsWith('-')) {
    console.error('usage: npx tsx scripts/check-members-leak.ts [build dir]');
    process.exit(2);
  }
  const report = scanBuild(dir);
  const text = formatReport(dir, report);
  if (report.leaks.length > 0 || report.problems.length > 0) {
    console.error(text);
    process.exit(1);
  }
  console.log(text);
}
