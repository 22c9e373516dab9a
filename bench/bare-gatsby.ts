/**
 * The bare-Gatsby baseline of the site build figures: the Gatsby 5 site in `bench/bare-gatsby`
 * (no plugins, one template, N pages each with a title, a paragraph and a link to the next page
 * from its page context, and a trivial page query) built with the repository's installed gatsby.
 *
 *   npx tsx bench/bare-gatsby.ts --pages 4861 [--keep] [--rebuild]
 *
 * `--rebuild` then builds the same site again without any change, its cache kept: the time
 * Gatsby itself needs for a rebuild that renders nothing, the floor under any publish that
 * runs `gatsby build` (bench/publish-to-live.ts).
 *
 * The site is copied to `.data/bench/bare-gatsby` and built there (its `.cache` and `public`
 * never touch the repository root's); the folder lies inside the repository so that Node and
 * webpack find react, react-dom and gatsby in the root `node_modules`. Every build is clean:
 * the folder is deleted first. `--keep` leaves the built site in place afterwards.
 * `bench/site-build.ts` builds one bare site per variant, of that variant's page count, and
 * prints the comparison (`compareWithBareGatsby`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(__dirname, '..');
const SOURCE = path.join(__dirname, 'bare-gatsby');
/** Where the bare site is built: inside the repository, so that `../../node_modules` resolves. */
export const BARE_SITE_DIR = path.join(ROOT, '.data/bench/bare-gatsby');

export interface BareResult {
  /** Wall time of `gatsby build`, seconds. */
  seconds: number;
  /** HTML pages in the built site. */
  pages: number;
  msPerPage: number;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * HTML files outside `page-data` and `static`, as scripts/build-sites.ts counts a variant's
 * pages, but without Gatsby's own `_gatsby/slices/*.html` (not a page; that count includes it).
 */
function countPages(publicDir: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!['page-data', 'static', '_gatsby'].includes(entry.name)) walk(path.join(dir, entry.name));
      } else if (entry.name.endsWith('.html')) count += 1;
    }
  };
  walk(publicDir);
  return count;
}

/**
 * A clean production build of the bare site with `pageCount` pages, in `dir` (default
 * `BARE_SITE_DIR`; it must lie inside the repository so that `node_modules` resolves).
 */
export async function buildBareGatsby(
  pageCount: number,
  options: { keep?: boolean; dir?: string } = {},
): Promise<BareResult> {
  if (!Number.isInteger(pageCount) || pageCount < 1)
    throw new Error(`page count must be a positive integer, got ${pageCount}`);
  const dir = options.dir ?? BARE_SITE_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.cpSync(SOURCE, dir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    BARE_GATSBY_PAGES: String(pageCount),
  };
  const started = performance.now();
  await run(process.execPath, [require.resolve('gatsby/cli'), 'build'], dir, env);
  const seconds = (performance.now() - started) / 1000;
  const pages = countPages(path.join(dir, 'public'));
  if (!options.keep) fs.rmSync(dir, { recursive: true, force: true });
  if (pages !== pageCount) throw new Error(`the bare site has ${pages} HTML pages, expected ${pageCount}`);
  return { seconds, pages, msPerPage: (seconds * 1000) / pages };
}

/** `gatsby build` again in the kept bare site, nothing changed: seconds. */
export async function rebuildBareGatsby(pageCount: number): Promise<number> {
  if (!fs.existsSync(path.join(BARE_SITE_DIR, '.cache')))
    throw new Error(`no kept bare site in ${BARE_SITE_DIR}: build it with { keep: true } first`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    BARE_GATSBY_PAGES: String(pageCount),
  };
  const started = performance.now();
  await run(process.execPath, [require.resolve('gatsby/cli'), 'build'], BARE_SITE_DIR, env);
  return (performance.now() - started) / 1000;
}

/** What the comparison needs of a site variant's build (scripts/build-sites.ts `VariantResult`). */
export interface VariantFigures {
  device: string;
  pages: number;
  /** Gatsby build, release assembly and compression. */
  seconds: number;
  /** Pages Gatsby rendered (-1: unknown); fewer than `pages` when its cache was reused. */
  rendered?: number;
  phases?: { build: number };
}

/** Ours must stay within this many times bare Gatsby's ms per page, both variants together. */
export const BARE_RATIO_AIM = 2;

const ms = (seconds: number, pages: number) => (seconds * 1000) / pages;

/**
 * The table: ours (full and Gatsby build alone) beside bare Gatsby of the same page count, per
 * variant and both. With `concurrent` our variants built at the same time, so "both" takes the
 * longest of their times (the wall time of the whole build), not their sum; the bare builds run
 * one after the other and add up.
 */
export function formatBareComparison(
  ours: VariantFigures[],
  bare: BareResult[],
  options: { concurrent?: boolean } = {},
): string {
  if (ours.length !== bare.length) throw new Error('one bare build per variant');
  const rows = ours.map((r, i) => ({
    name: `${r.device}-root`,
    pages: r.pages,
    rendered: r.rendered !== undefined && r.rendered >= 0 ? String(r.rendered) : '?',
    full: r.seconds,
    build: r.phases?.build,
    bare: bare[i].seconds,
    barePages: bare[i].pages,
  }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const wall = (values: number[]) => (options.concurrent ? Math.max(...values) : sum(values));
  const builds = rows.map((row) => row.build);
  const both = {
    name: 'both',
    pages: sum(rows.map((row) => row.pages)),
    rendered: rows.every((row) => row.rendered !== '?')
      ? String(sum(rows.map((row) => Number(row.rendered))))
      : '?',
    full: wall(rows.map((row) => row.full)),
    build: builds.every((b) => b !== undefined) ? wall(builds as number[]) : undefined,
    bare: sum(rows.map((row) => row.bare)),
    barePages: sum(rows.map((row) => row.barePages)),
  };
  const line = (row: typeof both) => {
    const bareMs = ms(row.bare, row.barePages);
    const fullMs = ms(row.full, row.pages);
    const buildMs = row.build === undefined ? undefined : ms(row.build, row.pages);
    return (
      `  ${row.name.padEnd(12)} ${String(row.pages).padStart(6)} ${row.rendered.padStart(8)} ` +
      `${row.full.toFixed(1).padStart(8)} ${fullMs.toFixed(1).padStart(8)} ` +
      `${(buildMs === undefined ? '?' : buildMs.toFixed(1)).padStart(8)} ` +
      `${row.bare.toFixed(1).padStart(8)} ${bareMs.toFixed(1).padStart(8)} ` +
      `${(fullMs / bareMs).toFixed(2).padStart(6)}× ${(buildMs === undefined ? '?' : (buildMs / bareMs).toFixed(2)).padStart(6)}×`
    );
  };
  const ratio = ms(both.full, both.pages) / ms(both.bare, both.barePages);
  return [
    '\nFull build against bare Gatsby (bare: same page count, clean build, no plugins; ms per page):',
    `  ${'variant'.padEnd(12)} ${'pages'.padStart(6)} ${'rendered'.padStart(8)} ${'ours s'.padStart(8)} ` +
      `${'ours'.padStart(8)} ${'gatsby'.padStart(8)} ${'bare s'.padStart(8)} ${'bare'.padStart(8)} ` +
      `${'ratio'.padStart(7)} ${'gatsby'.padStart(7)}`,
    ...rows.map(line),
    line(both),
    '  ours = Gatsby build + assembly + compression; gatsby = our Gatsby build alone; ratio = ours / bare.' +
      (options.concurrent ? ' Our variants built at the same time: "both" is the wall time of the two.' : ''),
    `Ours is ${ratio.toFixed(2)}× bare Gatsby per page, both variants together: ` +
      `${ratio <= BARE_RATIO_AIM ? 'within' : 'OVER'} the ${BARE_RATIO_AIM}× aim` +
      // Our page count includes Gatsby's one slice (`_gatsby/slices/_gatsby-scripts-1.html`),
      // which newPages.txt does not list: a clean build renders pages − 1.
      (rows.some((row) => row.rendered !== '?' && Number(row.rendered) < row.pages - 1)
        ? ' (ours rendered fewer pages than it has: its Gatsby cache was reused, not a clean build).'
        : '.'),
  ].join('\n');
}

/** Builds one bare site per variant, of that variant's page count, and returns the table. */
export async function compareWithBareGatsby(
  ours: VariantFigures[],
  options: { concurrent?: boolean } = {},
): Promise<string> {
  const bare: BareResult[] = [];
  for (const r of ours) {
    console.log(`\n▶ bare Gatsby baseline for the ${r.device}-root variant: ${r.pages} pages`);
    bare.push(await buildBareGatsby(r.pages));
  }
  return formatBareComparison(ours, bare, options);
}

async function main() {
  const argv = process.argv.slice(2);
  const index = argv.indexOf('--pages');
  const pages = Number(index >= 0 ? argv[index + 1] : NaN);
  if (!Number.isInteger(pages) || pages < 1)
    throw new Error('usage: npx tsx bench/bare-gatsby.ts --pages <count> [--keep] [--rebuild]');
  const rebuild = argv.includes('--rebuild');
  const load = os.loadavg()[0];
  const result = await buildBareGatsby(pages, { keep: rebuild || argv.includes('--keep') });
  console.log(
    `\nBare Gatsby: ${result.pages} pages, ${result.seconds.toFixed(1)} s, ${result.msPerPage.toFixed(1)} ms per page ` +
      `(load average ${load.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after, ${os.cpus().length} cores)`,
  );
  if (rebuild) {
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) runs.push(await rebuildBareGatsby(pages));
    const median = [...runs].sort((a, b) => a - b)[1];
    console.log(
      `Bare Gatsby rebuild without a change (cache kept): ${runs.map((s) => s.toFixed(1)).join(', ')} s, median ${median.toFixed(1)} s`,
    );
    if (!argv.includes('--keep')) fs.rmSync(BARE_SITE_DIR, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
