/**
 * Lighthouse on a running system: every page type, both layouts, the mobile and desktop
 * presets, N runs each, in Debian's Chromium. Prints the median scores (performance,
 * accessibility, best practices, SEO) and TBT / LCP / CLS per page, then the audits that
 * failed, and saves the figures as JSON under bench/results/.
 *
 * The yardstick: a bare Gatsby page (`bench/bare-gatsby`, 3 pages, built once into
 * `.data/bench/bare-gatsby-lighthouse` and served gzipped by a small static server of this
 * script) is measured in the same run, alternating with the site's pages (before every
 * `--bare-every` page types of each round), and every row prints its TBT as a ratio to the
 * bare page's median TBT under the same preset. The runs go round by round (every page once,
 * then again), so a busy stretch of the host falls on all page types alike. The host's
 * Lighthouse `benchmarkIndex` (median) is printed with the table: the mobile preset multiplies
 * the host's main-thread time by four, so absolute TBT moves with the host; the ratio does not.
 *
 * The phone's CPU: Lighthouse's mobile preset slows the host 4×, which its documentation
 * (docs/throttling.md, "Calibrating the CPU slowdown") sets for a high-end desktop (benchmarkIndex
 * 1500–2000) to land in the mid-tier mobile range. On a faster host 4× is a faster phone, on which
 * every task of the bare page and most of ours stay under the 50 ms that TBT counts from, and the
 * ratio has no denominator. So by default the bench calibrates: three unmeasured runs of the bare
 * page read the host's benchmarkIndex (their median: one reading moves by ±25 % on a shared
 * host), and the mobile preset's multiplier becomes benchmarkIndex / 437.5 (the reference
 * desktop's midpoint, 1750, slowed 4×): the same phone on every host. `--cpu-slowdown 4`
 * measures with the preset's own multiplier instead.
 *
 *   npx tsx bench/lighthouse.ts                                   everything, 3 runs each
 *   npx tsx bench/lighthouse.ts --runs 1 --pages home,contact --presets mobile --layouts mobile
 *
 * Options:
 *   --base-url <url>     the site (default http://localhost:8000); the system must be running
 *   --runs <n>           runs per page, layout and preset (default 3); medians are per value
 *   --pages <ids>        page types, comma-separated (default all; `--list` prints them)
 *   --layouts <list>     pc,mobile (default both)
 *   --presets <list>     mobile,desktop (default both)
 *   --locale <jp|zh|en>  language of the pages (default jp)
 *   --query <text>       the part search's query (default LM358)
 *   --full               also save each run's full Lighthouse report (large)
 *   --bare-every <n>     measure the bare Gatsby page before every n page types (default 1;
 *                        0 leaves it out)
 *   --rebuild-bare       build the bare Gatsby site again even if a build is kept
 *   --bare-ja            also measure the bare page with its paragraph in Japanese (`lang="ja"`),
 *                        beside the bare page in every round, and print each row's TBT as a ratio
 *                        to it too (`×ja`): the share of a row that any page set in a CJK font pays
 *                        on this host (the first layout with the font, decision 098), apart from
 *                        what the site's own code costs. The English bare page stays the yardstick.
 *   --by-page            every run of a page type (and its bare runs) before the next page type,
 *                        instead of round by round
 *   --deadline <time>    an ISO time after which no run starts (a shared machine's slot); the
 *                        table shows the runs made
 *   --cpu-slowdown <n|phone>
 *                        the mobile preset's CPU multiplier: a number, or `phone` (default) for the
 *                        multiplier that makes this host the reference phone (see above)
 *   --releases a=<dir>,b=<dir>
 *                        instead of the running system: built sites (a Gatsby `public` folder or
 *                        a release's variant folder) served as static files by the bench, each
 *                        page type measured in each, one after the other, in the same rounds (a
 *                        change's before and after side by side). The folders' root layout must
 *                        be the preset's (a mobile-root build for the mobile preset); no site
 *                        server, API or part pages (rendered by the site server) behind them.
 *
 * Layouts: the server serves the layout of the agent's device at the root form of a path and
 * the other layout under its `/pc` or `/mobile` segment (server/src/page-choice.ts,
 * packages/routing). The mobile preset sends a phone's user agent, the desktop preset a
 * desktop one, so each preset asks for its own layout at the root form and for the other one
 * with the segment: no redirect on the way. Detail pages are the first item linked from
 * their list page; the part page is the first part of the part sitemap (rendered by the site
 * server), the comparison page the first comparison linked from that part page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildBareGatsby } from './bare-gatsby';
import { CHROMIUM_FLAGS, namedFolders, optionValue } from './bench-options';
import { buildPath, isLocale, type Device, type Locale } from '@site/routing';

const ROOT = path.resolve(__dirname, '..');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];
const LAYOUTS: readonly Device[] = ['pc', 'mobile'];

export interface PageType {
  id: string;
  label: string;
  /**
   * The route, or how to find it: the first detail linked from a list, the first part of the
   * part sitemap, or the first comparison linked from the part page.
   */
  route: string | { detailOf: string } | { firstPart: true } | { compareFromPart: true };
  /** Query string (with `?`). */
  search?: (query: string) => string;
  /** Answered with 404 on purpose: Lighthouse measures it anyway, and it is not for indexing. */
  notFound?: boolean;
}

export const PAGE_TYPES: PageType[] = [
  { id: 'home', label: 'home', route: '/' },
  { id: 'news', label: 'news list', route: '/news' },
  { id: 'news-detail', label: 'news detail', route: { detailOf: '/news' } },
  { id: 'notice', label: 'notice list', route: '/announce' },
  { id: 'notice-detail', label: 'notice detail', route: { detailOf: '/announce' } },
  { id: 'brand', label: 'brand list', route: '/brand' },
  { id: 'brand-detail', label: 'brand detail', route: { detailOf: '/brand' } },
  { id: 'enterprise', label: 'enterprise list', route: '/org' },
  { id: 'enterprise-detail', label: 'enterprise detail', route: { detailOf: '/org' } },
  { id: 'contact', label: 'contact', route: '/contact' },
  { id: 'register', label: 'register', route: '/register' },
  { id: 'login', label: 'login', route: '/login' },
  { id: 'rep', label: 'substitute landing', route: '/rep' },
  {
    id: 'rep-search',
    label: 'part search',
    route: '/rep/search',
    search: (q) => `?q=${encodeURIComponent(q)}`,
  },
  { id: 'rep-part', label: 'part page', route: { firstPart: true } },
  { id: 'rep-compare', label: 'comparison page', route: { compareFromPart: true } },
  { id: '404', label: 'not found', route: '/no-such-page-xyz', notFound: true },
];

export interface Options {
  baseUrl: string;
  runs: number;
  pages: PageType[];
  layouts: Device[];
  presets: Preset[];
  locale: Locale;
  query: string;
  full: boolean;
  bareEvery: number;
  rebuildBare: boolean;
  /** `--bare-ja`: the bare page in Japanese as a second row beside the bare page. */
  bareJa: boolean;
  /** `--by-page`: every run of a page type before the next, instead of round by round. */
  byPage: boolean;
  /** `--deadline`: no run starts after it; the table shows what was measured. */
  deadline?: Date;
  /** `--releases`: built sites served as static files by the bench, measured side by side. */
  releases: Array<{ name: string; dir: string }>;
  /** The mobile preset's CPU multiplier, or `phone`: calibrated to the host (PHONE_BENCHMARK_INDEX). */
  cpuSlowdown: number | 'phone';
}

/**
 * The benchmarkIndex of the phone the mobile preset stands for: Lighthouse's 4× on the high-end
 * desktop its documentation sets it for (benchmarkIndex 1500–2000, midpoint 1750), inside its
 * mid-tier mobile range (125–800).
 */
export const PHONE_BENCHMARK_INDEX = 1750 / 4;

/** Unmeasured runs whose median benchmarkIndex calibrates the multiplier. */
export const PROBE_RUNS = 3;

/** The CPU multiplier that makes a host of this benchmarkIndex the reference phone (one decimal, at least 1). */
export function phoneSlowdown(hostBenchmarkIndex: number): number {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) {
    throw new Error(`cannot calibrate the CPU multiplier: benchmarkIndex ${hostBenchmarkIndex}`);
  }
  return Math.max(1, Math.round((hostBenchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10);
}

function listOption<T extends string>(argv: string[], name: string, allowed: readonly T[]): T[] {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return [...allowed];
  const values = (argv[i + 1] ?? '').split(',').filter(Boolean);
  const unknown = values.filter((value) => !allowed.includes(value as T));
  if (values.length === 0 || unknown.length > 0) {
    throw new Error(`--${name}: ${unknown.join(', ') || '(empty)'} is not one of ${allowed.join(', ')}`);
  }
  return values as T[];
}

export function parseOptions(argv: string[]): Options {
  const value = (name: string, fallback: string) => optionValue(argv, name, fallback);
  const bareEvery = Number(value('bare-every', '1'));
  if (!Number.isInteger(bareEvery) || bareEvery < 0) throw new Error('--bare-every must be a whole number');
  const runs = Number(value('runs', '3'));
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  const slowdown = value('cpu-slowdown', 'phone');
  const cpuSlowdown = slowdown === 'phone' ? 'phone' : Number(slowdown);
  if (cpuSlowdown !== 'phone' && !(cpuSlowdown >= 1)) {
    throw new Error('--cpu-slowdown must be a number of at least 1, or phone');
  }
  const locale = value('locale', 'jp');
  if (!isLocale(locale)) throw new Error('--locale must be jp, zh or en');
  const ids = listOption(
    argv,
    'pages',
    PAGE_TYPES.map((page) => page.id),
  );
  return {
    baseUrl: value('base-url', 'http://localhost:8000').replace(/\/+$/, ''),
    runs,
    pages: PAGE_TYPES.filter((page) => ids.includes(page.id)),
    layouts: listOption(argv, 'layouts', LAYOUTS),
    presets: listOption(argv, 'presets', PRESETS),
    locale,
    query: value('query', 'LM358'),
    full: argv.includes('--full'),
    bareEvery,
    rebuildBare: argv.includes('--rebuild-bare'),
    bareJa: argv.includes('--bare-ja'),
    byPage: argv.includes('--by-page'),
    cpuSlowdown,
    deadline: argv.includes('--deadline') ? new Date(value('deadline', '')) : undefined,
    releases: argv.includes('--releases')
      ? namedFolders(value('releases', ''), 'releases').map(({ name, dir }) => ({
          name,
          dir: path.resolve(dir),
        }))
      : [],
  };
}

/** The device whose layout a preset's user agent is served at the root form of a path. */
export const PRESET_DEVICE: Record<Preset, Device> = { mobile: 'mobile', desktop: 'pc' };

/** The address of a page for a layout, as a browser with the preset's user agent asks for it. */
export function pageUrl(
  baseUrl: string,
  locale: Locale,
  layout: Device,
  preset: Preset,
  route: string,
  search = '',
) {
  return `${baseUrl}${buildPath({ locale, device: layout, route }, PRESET_DEVICE[preset])}${search}`;
}

/** The first detail route linked from a list page's HTML (`/news/<slug>`, with any prefix). */
export function firstDetailRoute(html: string, listRoute: string): string | undefined {
  const pattern = new RegExp(`href="(?:/(?:zh|en))?(?:/(?:pc|mobile))?(${listRoute}/[^"/?#]+/?)"`);
  return html.match(pattern)?.[1];
}

/** The first part route in a part sitemap (`<loc>…/rep/part/<id></loc>`). */
export function firstPartRoute(xml: string): string | undefined {
  return xml.match(/<loc>[^<]*?(\/rep\/part\/[^<"?#/]+)<\/loc>/)?.[1];
}

/** The first comparison route linked from a part page's HTML (`/rep/compare/<a>/<b>`). */
export function firstCompareRoute(html: string): string | undefined {
  return html.match(/href="(?:\/(?:zh|en))?(?:\/(?:pc|mobile))?(\/rep\/compare\/[^"/?#]+\/[^"/?#]+)"/)?.[1];
}

export interface RunFigures {
  scores: Record<Category, number | null>;
  tbt: number;
  /** First contentful paint as simulated (the start of the TBT window), ms. */
  fcp: number;
  lcp: number;
  cls: number;
  /** Audits of the four categories that did not pass, as `id`. */
  failing: string[];
  noindex: boolean;
  /** The host's Lighthouse benchmark index in this run. */
  benchmarkIndex: number;
  /** Main-thread time per script, ms (bootup-time audit: scripting + parse/compile). */
  scripts: Record<string, number>;
  /** Long tasks: script (or `(page)`), start and duration, ms. */
  longTasks: Array<{ script: string; start: number; duration: number }>;
}

interface LhrAudit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, LhrAudit>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

/**
 * The name Lighthouse's long-tasks audit gives a task that ran an idle callback of the page: under
 * simulated throttling Lighthouse wraps `requestIdleCallback` in a script of its own
 * (`wrapRequestIdleCallback`, evaluated in every new document), so such a task's first script is
 * that wrapper, not the page's callback inside it.
 */
export const LIGHTHOUSE_EVAL = '_lighthouse-eval.js';

/** What the bench calls those tasks: the page's own idle-time work (decision 098, fourteenth round). */
export const IDLE_CALLBACKS = '(idle callbacks)';

/** A script's file name without its content hash (`framework-1a2b.js` -> `framework.js`). */
export function scriptName(url: string): string {
  if (url === LIGHTHOUSE_EVAL) return IDLE_CALLBACKS;
  if (!/^https?:/.test(url)) return url || '(other)';
  const file = new URL(url).pathname.split('/').pop() || '(page)';
  if (!file.endsWith('.js')) return '(page)';
  return file.replace(/-[0-9a-f]{8,}(?=\.js$)/, '');
}

/** Scores (0–100), metrics and failing audits of one Lighthouse report. */
export function figuresOf(lhr: Lhr): RunFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const failing = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      // Metrics count as failing below 0.9 (Lighthouse's green), other audits below 1.
      const threshold = audit.scoreDisplayMode === 'numeric' ? 0.9 : 1;
      if (
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
        audit.score < threshold
      ) {
        failing.add(ref.id);
      }
    }
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    tbt: metric('total-blocking-time'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    failing: [...failing].sort(),
    noindex: lhr.audits['is-crawlable']?.score === 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    scripts: Object.fromEntries(
      (lhr.audits['bootup-time']?.details?.items ?? [])
        .filter((item) => typeof item.url === 'string' && typeof item.total === 'number')
        .map((item) => [scriptName(item.url as string), Math.round(item.total as number)]),
    ),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      script: scriptName(String(item.url ?? '')),
      start: Math.round(Number(item.startTime)),
      duration: Math.round(Number(item.duration)),
    })),
  };
}

/**
 * What each script (or `(page)`: the document's own parsing, style and layout) adds to one run's
 * blocking time: every long task's part after the simulated first paint, less 50 ms. About the
 * run's TBT: Lighthouse averages two simulations, each with the other's first paint. A pre-paint
 * task of the page lands here when the simulation puts it after the first paint it estimates
 * from render-blocking work alone (decision 098, eleventh round).
 */
export function blockingBySource(run: Pick<RunFigures, 'fcp' | 'longTasks'>): Record<string, number> {
  const blocking: Record<string, number> = {};
  for (const task of run.longTasks) {
    const after = task.start + task.duration - Math.max(task.start, Number.isFinite(run.fcp) ? run.fcp : 0);
    if (after > 50) blocking[task.script] = (blocking[task.script] ?? 0) + after - 50;
  }
  return blocking;
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface PageResult {
  /** With `--releases`: the release's name. */
  site?: string;
  page: string;
  label: string;
  layout: Device;
  preset: Preset;
  url: string;
  runs: RunFigures[];
  notFound?: boolean;
  error?: string;
}

export interface Summary {
  scores: Record<Category, number>;
  tbt: number;
  lcp: number;
  cls: number;
  /** Audit id -> in how many runs it failed. */
  failing: Record<string, number>;
  noindex: boolean;
  /** Median main-thread ms per script over the runs (a run without the script counts 0). */
  scripts: Record<string, number>;
  /** Mean blocking ms per script over the runs (`blockingBySource`; the means add up to about the mean TBT). */
  blocking: Record<string, number>;
}

export function summarize(runs: RunFigures[]): Summary {
  const failing: Record<string, number> = {};
  for (const run of runs) for (const id of run.failing) failing[id] = (failing[id] ?? 0) + 1;
  const names = new Set(runs.flatMap((run) => Object.keys(run.scripts ?? {})));
  const blocking: Record<string, number> = {};
  for (const run of runs)
    for (const [name, ms] of Object.entries(blockingBySource(run)))
      blocking[name] = (blocking[name] ?? 0) + ms / runs.length;
  return {
    blocking,
    scripts: Object.fromEntries(
      [...names].map((name) => [name, median(runs.map((run) => run.scripts?.[name] ?? 0))]),
    ),
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c] ?? Number.NaN))]),
    ) as Record<Category, number>,
    tbt: median(runs.map((r) => r.tbt)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    failing,
    noindex: runs.some((r) => r.noindex),
  };
}

const HEADINGS = ['page', 'layout', 'preset', 'perf', 'a11y', 'bp', 'seo', 'TBT ms', '×bare', 'LCP s', 'CLS'];
const WIDTHS = [20, 6, 7, 5, 5, 5, 6, 7, 6, 6, 6];
/** `--bare-ja`'s column, after `×bare`. */
const JA_HEADING = '×ja';
const JA_WIDTH = 5;

/** The bare Gatsby page's runs, per preset (`page: 'bare'`). */
export const BARE_ID = 'bare';
/** The same page with its paragraph in Japanese (`--bare-ja`). */
export const BARE_JA_ID = 'bare-ja';
const isBare = (result: PageResult) => result.page === BARE_ID || result.page === BARE_JA_ID;

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function formatTable(results: PageResult[], runs: number, mobileCpuSlowdown = 4): string {
  const yardstick = (id: string) =>
    new Map(
      results
        .filter((result) => result.page === id && result.runs.length > 0)
        .map((result) => [result.preset, summarize(result.runs).tbt]),
    );
  const bareTbt = yardstick(BARE_ID);
  const jaTbt = yardstick(BARE_JA_ID);
  const withJa = results.some((result) => result.page === BARE_JA_ID);
  const headings = withJa ? [...HEADINGS.slice(0, 9), JA_HEADING, ...HEADINGS.slice(9)] : HEADINGS;
  const widths = withJa ? [...WIDTHS.slice(0, 9), JA_WIDTH, ...WIDTHS.slice(9)] : WIDTHS;
  const benchmark = median(results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex)));
  const bareRuns = results.filter((result) => result.page === BARE_ID).map((result) => result.runs.length);
  const row = (cells: string[]) =>
    cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
  const lines = [
    `Lighthouse, median of ${runs} run(s) per row (scores 0–100; seo* = a page not for indexing: noindex or 404);`,
    `×bare = TBT / the bare Gatsby page's median TBT under the same preset (${bareRuns.join(', ') || 'no'} bare run(s),` +
      ` alternating with the pages); host benchmarkIndex ${num(benchmark)} (median of all runs);` +
      ` mobile preset CPU ${num(mobileCpuSlowdown, 1)}× (a phone of benchmarkIndex ${num(benchmark / mobileCpuSlowdown)}):`,
    ...(withJa
      ? [
          `×ja = TBT / the same bare page's with its paragraph in Japanese (lang="ja"), measured beside it:` +
            ` what is left of a row once the first layout with a CJK font is paid on both sides`,
        ]
      : []),
    row(headings),
  ];
  for (const result of results) {
    if (result.error && result.runs.length === 0) {
      lines.push(`${row([result.label, result.layout, result.preset])}   failed: ${result.error}`);
      continue;
    }
    const s = summarize(result.runs);
    lines.push(
      row([
        result.label,
        isBare(result) ? '–' : result.layout,
        result.preset,
        num(s.scores.performance),
        num(s.scores.accessibility),
        num(s.scores['best-practices']),
        `${num(s.scores.seo)}${s.noindex || result.notFound ? '*' : ''}`,
        num(s.tbt),
        result.page === BARE_ID ? '1.00' : num(s.tbt / (bareTbt.get(result.preset) ?? Number.NaN), 2),
        ...(withJa
          ? [result.page === BARE_JA_ID ? '1.00' : num(s.tbt / (jaTbt.get(result.preset) ?? Number.NaN), 2)]
          : []),
        num(s.lcp / 1000, 2),
        num(s.cls, 3),
      ]),
    );
  }
  lines.push('', 'Main-thread time by script, ms (median; bootup-time audit, the five largest):');
  for (const result of results) {
    if (result.runs.length === 0) continue;
    const top = Object.entries(summarize(result.runs).scripts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${num(ms)}`);
    lines.push(`  ${result.label} (${result.layout}, ${result.preset}): ${top.join(', ')}`);
  }
  lines.push(
    '',
    'Blocking time by source, ms (mean of the runs; long tasks after the simulated first paint, less 50 ms;' +
      ' (page) = the document’s own parsing, style and layout):',
  );
  for (const result of results) {
    if (result.runs.length === 0) continue;
    const top = Object.entries(summarize(result.runs).blocking)
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= 0.5)
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${num(ms)}`);
    lines.push(`  ${result.label} (${result.layout}, ${result.preset}): ${top.join(', ') || '–'}`);
  }
  lines.push('', 'Failing audits (runs it failed in / runs):');
  for (const result of results) {
    const failing = Object.entries(summarize(result.runs).failing);
    if (failing.length === 0 && !result.error) continue;
    const list = failing.map(([id, count]) => `${id} ${count}/${result.runs.length}`).join(', ');
    lines.push(
      `  ${result.label} (${result.layout}, ${result.preset}): ${list || '–'}${result.error ? `; error: ${result.error}` : ''}`,
    );
  }
  return lines.join('\n');
}

async function resolveRoute(
  options: Options,
  baseUrl: string,
  page: PageType,
  layout: Device,
  preset: Preset,
  userAgent: string,
) {
  if (typeof page.route === 'string') return page.route;
  const get = async (url: string) => {
    const response = await fetch(url, { headers: { 'user-agent': userAgent } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  };
  if ('firstPart' in page.route || 'compareFromPart' in page.route) {
    const index = await get(`${baseUrl}/sitemaps/parts/index.xml`);
    const first = index.match(/<loc>([^<]+\.xml)<\/loc>/)?.[1];
    if (!first) throw new Error('the part sitemap index names no sitemap');
    const partRoute = firstPartRoute(await get(`${baseUrl}${new URL(first).pathname}`));
    if (!partRoute) throw new Error(`${first} lists no part page`);
    if ('firstPart' in page.route) return partRoute;
    const partUrl = pageUrl(baseUrl, options.locale, layout, preset, partRoute);
    const compare = firstCompareRoute(await get(partUrl));
    if (!compare) throw new Error(`${partUrl} links to no comparison page`);
    return compare;
  }
  const listUrl = pageUrl(baseUrl, options.locale, layout, preset, page.route.detailOf);
  const response = await fetch(listUrl, { headers: { 'user-agent': userAgent } });
  if (!response.ok) throw new Error(`${listUrl} answered ${response.status}`);
  const route = firstDetailRoute(await response.text(), page.route.detailOf);
  if (!route) throw new Error(`${listUrl} links to no ${page.route.detailOf}/… page`);
  return route;
}

const BARE_DIR = path.join(ROOT, '.data/bench/bare-gatsby-lighthouse');
const BARE_PAGES = 3;
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.txt': 'text/plain',
  '.map': 'application/json',
};

/** The bare Gatsby site, built once (kept until `--rebuild-bare`), served gzipped on a free port. */
export async function serveBareGatsby(
  rebuild: boolean,
): Promise<{ url: string; close: () => Promise<void> }> {
  const publicDir = path.join(BARE_DIR, 'public');
  if (rebuild || !fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.log(`Building the bare Gatsby site (${BARE_PAGES} pages) into ${path.relative(ROOT, BARE_DIR)}`);
    await buildBareGatsby(BARE_PAGES, { keep: true, dir: BARE_DIR });
  }
  const site = await serveStatic(publicDir);
  return { url: `${site.origin}/page/1`, close: site.close };
}

/** The bare page that is measured: its HTML and its page data (`/page/1`). */
const BARE_PAGE_FILES = ['page/1/index.html', 'page-data/page/1/page-data.json'];
/**
 * The bare page's paragraph in Japanese, the same news in about as many characters' worth of
 * text as the English one takes lines on a phone.
 */
export const JAPANESE_BODY =
  '半導体メーカー各社は今四半期、パワーデバイスとマイコンの需要が堅調だったと報告した。' +
  '販売代理店は新しい生産能力の稼働に伴いリードタイムが短くなると見込み、成熟プロセスの価格は横ばいが続く。' +
  '購買担当者には次の周期までにセカンドソースを見直すことが勧められる。';

/**
 * A copy of the built bare site whose measured page has its paragraph in Japanese and
 * `<html lang="ja">`: the HTML and the page data both, so the page hydrates without a mismatch.
 * Nothing else changes (the same scripts, the same build), so the difference between the two
 * pages is what setting text in a CJK font costs. Written afresh on every call.
 */
export function japaneseBareCopy(publicDir: string, copyDir: string): void {
  fs.rmSync(copyDir, { recursive: true, force: true });
  fs.cpSync(publicDir, copyDir, { recursive: true });
  const [htmlFile, dataFile] = BARE_PAGE_FILES.map((file) => path.join(copyDir, file));
  const data = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as {
    result: { pageContext: { body: string } };
  };
  const english = data.result.pageContext.body;
  // The page number the bare site appends to its paragraph stays, so the copy differs in language only.
  const japanese = `${JAPANESE_BODY}${english.slice(english.lastIndexOf(' ('))}`;
  data.result.pageContext.body = japanese;
  const html = fs.readFileSync(htmlFile, 'utf8');
  if (!html.includes(english)) throw new Error(`${htmlFile} does not hold the bare page's paragraph`);
  fs.writeFileSync(dataFile, JSON.stringify(data));
  fs.writeFileSync(
    htmlFile,
    html.replace(english, japanese).replace(/<html(?![^>]*\blang=)/, '<html lang="ja"'),
  );
}

/** The Japanese copy of the bare site (`japaneseBareCopy`), served like the bare site. */
async function serveJapaneseBare(): Promise<{ url: string; close: () => Promise<void> }> {
  const copyDir = `${BARE_DIR}-ja`;
  japaneseBareCopy(path.join(BARE_DIR, 'public'), copyDir);
  const site = await serveStatic(copyDir);
  return { url: `${site.origin}/page/1`, close: site.close };
}

/** A built site's folder served as static files, gzipped, on a free port (404.html for unknown paths). */
export async function serveStatic(
  publicDir: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(publicDir, pathname);
    if (!file.startsWith(publicDir)) file = publicDir;
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    let status = 200;
    if (!fs.existsSync(file)) {
      file = path.join(publicDir, '404.html');
      status = 404;
      if (!fs.existsSync(file)) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
    }
    let body = cache.get(file);
    if (!body) {
      body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
      cache.set(file, body);
    }
    const hashed = /-[0-9a-f]{8,}\.(js|css)$/.test(file) || pathname.startsWith('/static/');
    response
      .writeHead(status, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'gzip',
        'cache-control': hashed
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Every phone our readers use has a Japanese and a Chinese system font; a host without one makes
 * Chromium search every installed font for each CJK character, which tripled the style and layout
 * time of a Japanese list page (980 against 345 ms at 4×, docs/decisions/098-phone-main-thread-work.md)
 * and would be counted against our pages, not the (Latin) bare page.
 */
function warnWithoutCjkFont(): void {
  try {
    const fonts = execFileSync('fc-list', [':lang=ja'], { encoding: 'utf8' });
    if (fonts.trim()) return;
  } catch {
    // No fontconfig tools: nothing to tell.
    return;
  }
  console.warn(
    'Warning: this host has no Japanese font (fc-list :lang=ja is empty); Japanese and Chinese pages ' +
      'will measure the font fallback search. Install one first: apt-get install -y fonts-noto-cjk',
  );
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--list')) {
    for (const page of PAGE_TYPES) console.log(`${page.id.padEnd(18)} ${page.label}`);
    return;
  }
  const options = parseOptions(argv);
  warnWithoutCjkFont();
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const statics = await Promise.all(
    options.releases.map(async (release) => ({ name: release.name, ...(await serveStatic(release.dir)) })),
  );
  const sites: Array<{ name?: string; baseUrl: string }> = statics.length
    ? statics.map((site) => ({ name: site.name, baseUrl: site.origin }))
    : [{ baseUrl: options.baseUrl }];
  if (statics.length === 0) {
    try {
      const answer = await fetch(`${options.baseUrl}/`, { redirect: 'manual' });
      if (answer.status >= 500) throw new Error(`answered ${answer.status}`);
    } catch (error) {
      throw new Error(
        `no site answers on ${options.baseUrl} (${(error as Error).message}); start the system first (npm start)`,
      );
    }
  }

  // Lighthouse and chrome-launcher are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const { launch } = await import('chrome-launcher');
  const { userAgents } = await import('lighthouse/core/config/constants.js');
  const USER_AGENT: Record<Preset, string> = { mobile: userAgents.mobile, desktop: userAgents.desktop };

  const bare = options.bareEvery > 0 ? await serveBareGatsby(options.rebuildBare) : undefined;
  const bareJa = bare && options.bareJa ? await serveJapaneseBare() : undefined;
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  const outDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const results: PageResult[] = [];

  // The rows, their addresses resolved up front; then the rounds.
  const bareRows = new Map<Preset, PageResult[]>();
  // Per page type, one row per site (a single one unless `--releases`).
  const groups: Array<{ preset: Preset; layout: Device; rows: PageResult[][] }> = [];
  for (const preset of options.presets) {
    const yardsticks = [
      ...(bare ? [{ page: BARE_ID, label: 'bare Gatsby', url: bare.url }] : []),
      ...(bareJa ? [{ page: BARE_JA_ID, label: 'bare Gatsby, ja', url: bareJa.url }] : []),
    ];
    const rows = yardsticks.map(
      (yardstick): PageResult => ({ ...yardstick, layout: 'pc', preset, runs: [] }),
    );
    bareRows.set(preset, rows);
    results.push(...rows);
    for (const layout of options.layouts) {
      const group = { preset, layout, rows: [] as PageResult[][] };
      groups.push(group);
      for (const page of options.pages) {
        const rows: PageResult[] = [];
        for (const site of sites) {
          const result: PageResult = {
            ...(site.name ? { site: site.name } : {}),
            page: page.id,
            label: site.name ? `${site.name}: ${page.label}` : page.label,
            layout,
            preset,
            url: '',
            runs: [],
            notFound: page.notFound === true,
          };
          results.push(result);
          try {
            const route = await resolveRoute(options, site.baseUrl, page, layout, preset, USER_AGENT[preset]);
            result.url = pageUrl(
              site.baseUrl,
              options.locale,
              layout,
              preset,
              route,
              page.search?.(options.query),
            );
            rows.push(result);
          } catch (error) {
            result.error = (error as Error).message;
            console.log(`${result.label} ${layout} ${preset}: ${result.error}`);
          }
        }
        if (rows.length) group.rows.push(rows);
      }
    }
  }
  const plan: Array<{ result: PageResult; run: number }> = [];
  const step = (group: (typeof groups)[number], i: number, run: number) => {
    if (options.bareEvery > 0 && i % options.bareEvery === 0)
      for (const result of bareRows.get(group.preset) ?? []) plan.push({ result, run });
    for (const result of group.rows[i]) plan.push({ result, run });
  };
  if (options.byPage) {
    // Every run of a page type before the next: a run stopped at its deadline keeps whole rows.
    for (const group of groups)
      for (let i = 0; i < group.rows.length; i++)
        for (let run = 1; run <= options.runs; run++) step(group, i, run);
  } else {
    for (let run = 1; run <= options.runs; run++)
      for (const group of groups) for (let i = 0; i < group.rows.length; i++) step(group, i, run);
  }

  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let done = 0;
  let mobileCpuSlowdown = options.cpuSlowdown === 'phone' ? 4 : options.cpuSlowdown;
  try {
    if (options.cpuSlowdown === 'phone' && options.presets.includes('mobile')) {
      // Unmeasured runs read the host's benchmarkIndex (Lighthouse measures it unthrottled); one
      // reading moves by ±25 % on a shared host, so the median of PROBE_RUNS readings is taken.
      const probeUrl = bare?.url ?? plan[0]?.result.url;
      const readings: number[] = [];
      for (let i = 0; probeUrl && i < PROBE_RUNS; i++) {
        const probe = await lighthouse(probeUrl, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const reading = (probe?.lhr as unknown as Lhr | undefined)?.environment?.benchmarkIndex;
        if (reading !== undefined) readings.push(reading);
      }
      const index = readings.length > 0 ? median(readings) : Number.NaN;
      mobileCpuSlowdown = phoneSlowdown(index);
      console.log(
        `Host benchmarkIndex ${index.toFixed(0)} (median of ${readings.map((r) => r.toFixed(0)).join(', ')}): ` +
          `the mobile preset runs at ${mobileCpuSlowdown}× CPU ` +
          `(a phone of benchmarkIndex ${PHONE_BENCHMARK_INDEX.toFixed(0)})`,
      );
    }
    for (const { result, run } of plan) {
      if (options.deadline && Date.now() > options.deadline.getTime()) {
        console.log(
          `Deadline ${options.deadline.toISOString()} reached: ${plan.length - done} run(s) left out`,
        );
        break;
      }
      const t0 = Date.now();
      const notFound = result.notFound === true;
      try {
        const answer = await lighthouse(
          result.url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            // Lighthouse refuses an error page unless told it is one on purpose.
            ignoreStatusCode: notFound,
            ...(result.preset === 'mobile'
              ? { throttling: { cpuSlowdownMultiplier: mobileCpuSlowdown } }
              : {}),
          },
          result.preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!answer) throw new Error('Lighthouse returned no report');
        const lhr = answer.lhr as unknown as Lhr;
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const figures = figuresOf(lhr);
        result.runs.push(figures);
        if (options.full) {
          const file = path.join(
            outDir,
            `lighthouse-${stamp}-${result.page}-${result.layout}-${result.preset}-${run}-${result.runs.length}.json`,
          );
          fs.writeFileSync(file, JSON.stringify(answer.lhr));
        }
        const s = figures.scores;
        console.log(
          `[${++done}/${plan.length}] ${result.label} ${result.layout} ${result.preset} run ${run}: ` +
            `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, TBT ${figures.tbt.toFixed(0)} ms ` +
            `(${((Date.now() - t0) / 1000).toFixed(0)} s, benchmarkIndex ${figures.benchmarkIndex.toFixed(0)})`,
        );
      } catch (error) {
        result.error = (error as Error).message;
        console.log(
          `[${++done}/${plan.length}] ${result.label} ${result.layout} ${result.preset} run ${run}: failed: ${result.error}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    await bare?.close();
    await bareJa?.close();
    await Promise.all(statics.map((site) => site.close()));
  }

  const table = formatTable(results, options.runs, mobileCpuSlowdown);
  console.log(`\n${table}`);
  const file = path.join(outDir, `lighthouse-${stamp}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        startedAt: started.toISOString(),
        options: { ...options, pages: options.pages.map((page) => page.id) },
        mobileCpuSlowdown,
        chrome: chromePath,
        results: results.map((result) => ({
          ...result,
          median: result.runs.length ? summarize(result.runs) : null,
        })),
      },
      null,
      2,
    ),
  );
  console.log(`\nSaved ${path.relative(ROOT, file)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
