/**
 * Lighthouse on a running system: every page type, both layouts, the mobile and desktop
 * presets, N runs each, in Debian's Chromium. Prints the median scores (performance,
 * accessibility, best practices, SEO) and TBT / LCP / CLS per page, then the audits that
 * failed, and saves the figures as JSON under bench/results/.
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
 *
 * Layouts: the server serves the layout of the agent's device at the root form of a path and
 * the other layout under its `/pc` or `/mobile` segment (server/src/page-choice.ts,
 * packages/routing). The mobile preset sends a phone's user agent, the desktop preset a
 * desktop one, so each preset asks for its own layout at the root form and for the other one
 * with the segment: no redirect on the way. Detail pages are the first item linked from
 * their list page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildPath, isLocale, type Device, type Locale } from '@site/routing';

const ROOT = path.resolve(__dirname, '..');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];
const LAYOUTS: readonly Device[] = ['pc', 'mobile'];

export interface PageType {
  id: string;
  label: string;
  /** The route, or how to find it: the first detail linked from a list. */
  route: string | { detailOf: string };
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
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    if (i < 0) return fallback;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`--${name} needs a value`);
    return next;
  };
  const runs = Number(value('runs', '3'));
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
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

export interface RunFigures {
  scores: Record<Category, number | null>;
  tbt: number;
  lcp: number;
  cls: number;
  /** Audits of the four categories that did not pass, as `id`. */
  failing: string[];
  noindex: boolean;
}

interface LhrAudit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, LhrAudit>;
  runtimeError?: { code: string; message: string };
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
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    failing: [...failing].sort(),
    noindex: lhr.audits['is-crawlable']?.score === 0,
  };
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface PageResult {
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
}

export function summarize(runs: RunFigures[]): Summary {
  const failing: Record<string, number> = {};
  for (const run of runs) for (const id of run.failing) failing[id] = (failing[id] ?? 0) + 1;
  return {
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

const HEADINGS = ['page', 'layout', 'preset', 'perf', 'a11y', 'bp', 'seo', 'TBT ms', 'LCP s', 'CLS'];
const WIDTHS = [20, 6, 7, 5, 5, 5, 6, 7, 6, 6];

export function formatTable(results: PageResult[], runs: number): string {
  const row = (cells: string[]) =>
    cells.map((cell, i) => (i < 3 ? cell.padEnd(WIDTHS[i]) : cell.padStart(WIDTHS[i]))).join(' ');
  const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
  const lines = [
    `Lighthouse, median of ${runs} run(s) per row (scores 0–100; seo* = a page not for indexing: noindex or 404):`,
    row(HEADINGS),
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
        result.layout,
        result.preset,
        num(s.scores.performance),
        num(s.scores.accessibility),
        num(s.scores['best-practices']),
        `${num(s.scores.seo)}${s.noindex || result.notFound ? '*' : ''}`,
        num(s.tbt),
        num(s.lcp / 1000, 2),
        num(s.cls, 3),
      ]),
    );
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
  page: PageType,
  layout: Device,
  preset: Preset,
  userAgent: string,
) {
  if (typeof page.route === 'string') return page.route;
  const listUrl = pageUrl(options.baseUrl, options.locale, layout, preset, page.route.detailOf);
  const response = await fetch(listUrl, { headers: { 'user-agent': userAgent } });
  if (!response.ok) throw new Error(`${listUrl} answered ${response.status}`);
  const route = firstDetailRoute(await response.text(), page.route.detailOf);
  if (!route) throw new Error(`${listUrl} links to no ${page.route.detailOf}/… page`);
  return route;
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--list')) {
    for (const page of PAGE_TYPES) console.log(`${page.id.padEnd(18)} ${page.label}`);
    return;
  }
  const options = parseOptions(argv);
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  try {
    const answer = await fetch(`${options.baseUrl}/`, { redirect: 'manual' });
    if (answer.status >= 500) throw new Error(`answered ${answer.status}`);
  } catch (error) {
    throw new Error(
      `no site answers on ${options.baseUrl} (${(error as Error).message}); start the system first (npm start)`,
    );
  }

  // Lighthouse and chrome-launcher are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const { launch } = await import('chrome-launcher');
  const { userAgents } = await import('lighthouse/core/config/constants.js');
  const USER_AGENT: Record<Preset, string> = { mobile: userAgents.mobile, desktop: userAgents.desktop };

  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  const outDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const results: PageResult[] = [];
  const total = options.pages.length * options.layouts.length * options.presets.length * options.runs;
  let done = 0;
  try {
    for (const preset of options.presets) {
      for (const layout of options.layouts) {
        for (const page of options.pages) {
          const result: PageResult = {
            page: page.id,
            label: page.label,
            layout,
            preset,
            url: '',
            runs: [],
            notFound: page.notFound === true,
          };
          results.push(result);
          try {
            const route = await resolveRoute(options, page, layout, preset, USER_AGENT[preset]);
            result.url = pageUrl(
              options.baseUrl,
              options.locale,
              layout,
              preset,
              route,
              page.search?.(options.query),
            );
          } catch (error) {
            result.error = (error as Error).message;
            done += options.runs;
            console.log(`[${done}/${total}] ${page.label} ${layout} ${preset}: ${result.error}`);
            continue;
          }
          for (let run = 1; run <= options.runs; run++) {
            const t0 = Date.now();
            try {
              const answer = await lighthouse(
                result.url,
                {
                  port: chrome.port,
                  output: 'json',
                  logLevel: 'error',
                  onlyCategories: [...CATEGORIES],
                  // Lighthouse refuses an error page unless told it is one on purpose.
                  ignoreStatusCode: page.notFound === true,
                },
                preset === 'desktop' ? desktopConfig : undefined,
              );
              if (!answer) throw new Error('Lighthouse returned no report');
              const lhr = answer.lhr as unknown as Lhr;
              if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
              const figures = figuresOf(lhr);
              result.runs.push(figures);
              if (options.full) {
                const file = path.join(
                  outDir,
                  `lighthouse-${stamp}-${page.id}-${layout}-${preset}-${run}.json`,
                );
                fs.writeFileSync(file, JSON.stringify(answer.lhr));
              }
              const s = figures.scores;
              console.log(
                `[${++done}/${total}] ${page.label} ${layout} ${preset} run ${run}: ` +
                  `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, TBT ${figures.tbt.toFixed(0)} ms ` +
                  `(${((Date.now() - t0) / 1000).toFixed(0)} s)`,
              );
            } catch (error) {
              result.error = (error as Error).message;
              console.log(
                `[${++done}/${total}] ${page.label} ${layout} ${preset} run ${run}: failed: ${result.error}`,
              );
            }
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }

  const table = formatTable(results, options.runs);
  console.log(`\n${table}`);
  const file = path.join(outDir, `lighthouse-${stamp}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        startedAt: started.toISOString(),
        options: { ...options, pages: options.pages.map((page) => page.id) },
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
