/**
 * The main thread of a page load, task by task: built sites (a Gatsby `public` folder or a
 * release's variant folder) and the bare Gatsby page served as static files, each route loaded
 * in Debian's Chromium with a phone's viewport and user agent, traced from navigation to 3 s after
 * `load`, alternating site by site and run by run. For finding causes; the yardstick stays
 * `bench/lighthouse.ts`.
 *
 * Per route and site, medians over the runs: the main thread's task time (unthrottled, as the
 * host ran it), the blocking time the same tasks would add up to on a phone `--rate` times slower
 * (each task's time × rate, less 50 ms, summed; Lighthouse's TBT counts from the first paint
 * only, this counts every task), and the longest task. `--detail` prints, for the last run of each,
 * every task over `--min` ms with what filled it (script evaluation by file, layout, style, garbage
 * collection, function calls by file and name) and how many elements it restyled (about as many as
 * the page has: a change that invalidated the whole document, decision 098, tenth round).
 *
 *   npx tsx bench/page-tasks.ts --sites before=.data/a/mobile,after=.data/b/mobile --routes /,/news
 *   npx tsx bench/page-tasks.ts --sites now=.builds/current/mobile --routes /news --runs 1 --detail
 *   npx tsx bench/page-tasks.ts --sites running=http://localhost:8000 --routes '/rep/search?q=LM358'
 *
 * Options:
 *   --sites a=<dir>,b=<dir>  the built folders (a mobile-root build for the phone's layout), or
 *                            the address of a running site (`a=http://localhost:8000`)
 *   --routes <list>          paths, comma-separated (default /)
 *   --runs <n>               runs per route and site (default 5)
 *   --rate <x>               the phone's slowdown for the blocking column (default 4, Lighthouse's)
 *   --no-bare                leave out the bare Gatsby page (bench/bare-gatsby, built once)
 *   --detail                 the long tasks of each route's last run
 *   --min <ms>               the shortest task `--detail` lists (default 8)
 *   --profile                with `--detail`: V8's sampling profiler runs over the load too, and
 *                            each listed task names the functions that spent most time in it
 *                            (self time, `name file:line:column` of the built script)
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, PHONE, optionValue, pageLoads } from './bench-options';
import { median, serveBareGatsby, serveStatic } from './lighthouse';

const SETTLE_MS = 3000;
/** Trace events that say what a task did, as the Performance panel groups them. */
const PARTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MajorGC',
  'MinorGC',
]);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    /** UpdateLayoutTree: the elements whose style was recalculated. */
    elementCount?: number;
    data?: {
      url?: string;
      functionName?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface Task {
  /** ms from the first task. */
  start: number;
  /** ms, unthrottled. */
  duration: number;
  /** What filled it: `EvaluateScript app.js`, `Layout`, … with ms. */
  parts: Array<[string, number]>;
  /** Elements whose style the task recalculated. */
  restyled: number;
  /** With a CPU profile in the trace: sampled self time by function, ms, largest first. */
  functions?: Array<[string, number]>;
}

export interface LoadFigures {
  taskMs: number;
  blockingMs: number;
  longestMs: number;
  tasks: Task[];
}

/** `framework-0d1b…a6.js` → `framework.js`; a page address → its path. */
function shortName(url: string): string {
  try {
    const { pathname } = new URL(url);
    const file = pathname.split('/').pop() ?? '';
    return file.endsWith('.js') ? file.replace(/-[0-9a-f]{16,}(?=\.js$)/, '') : pathname;
  } catch {
    return url;
  }
}

/** The renderer's main thread tasks of a trace, with their make-up and the blocking time at `rate`. */
export function figuresOfTrace(events: TraceEvent[], rate: number): LoadFigures {
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((other) => other.pid === event.pid && other.name === 'ParseHTML'),
  );
  if (!main) throw new Error('the trace has no renderer main thread that parsed HTML');
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const runs = own.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const origin = runs[0]?.ts ?? 0;
  const samples = profileSamples(events, main.pid, main.tid);
  const tasks: Task[] = runs.map((run) => {
    const end = run.ts + (run.dur ?? 0);
    const parts = new Map<string, number>();
    let restyled = 0;
    for (const event of own) {
      if (!PARTS.has(event.name) || event.ts < run.ts || event.ts + (event.dur ?? 0) > end) continue;
      if (event.name === 'UpdateLayoutTree') restyled += event.args?.elementCount ?? 0;
      const data = event.args?.data;
      const label = [event.name, data?.url ? shortName(data.url) : '', data?.functionName ?? '']
        .filter(Boolean)
        .join(' ');
      parts.set(label, (parts.get(label) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const functions = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < run.ts || sample.ts >= end) continue;
      functions.set(sample.frame, (functions.get(sample.frame) ?? 0) + sample.ms);
    }
    return {
      start: (run.ts - origin) / 1000,
      duration: (run.dur ?? 0) / 1000,
      parts: [...parts].sort((a, b) => b[1] - a[1]),
      restyled,
      ...(samples.length > 0 ? { functions: [...functions].sort((a, b) => b[1] - a[1]) } : {}),
    };
  });
  return {
    taskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration * rate - 50), 0),
    longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
    tasks,
  };
}

/** What the profiler's samples were doing (self time, `name file:line:column`), on the trace's clock. */
export function profileSamples(
  events: TraceEvent[],
  pid: number,
  tid: number,
): Array<{ ts: number; ms: number; frame: string }> {
  const own = events.filter((event) => event.pid === pid && event.tid === tid);
  const result: Array<{ ts: number; ms: number; frame: string }> = [];
  for (const profile of own.filter((event) => event.name === 'Profile')) {
    const frames = new Map<number, string>();
    let ts = profile.args?.data?.startTime ?? profile.ts;
    const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id);
    for (const chunk of chunks) {
      const data = chunk.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) {
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        frames.set(
          node.id,
          url
            ? `${functionName || '(anonymous)'} ${shortName(url)}:${lineNumber + 1}:${columnNumber + 1}`
            : functionName,
        );
      }
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((id, index) => {
        const delta = deltas[index] ?? 0;
        ts += delta;
        // A sample stands for the time up to the next one.
        const next = deltas[index + 1] ?? delta;
        result.push({ ts, ms: next / 1000, frame: frames.get(id) ?? '?' });
      });
    }
  }
  return result.filter((sample) => sample.frame !== '(idle)' && sample.frame !== '(root)');
}

async function traceLoad(browser: Browser, url: string, rate: number, profile = false): Promise<LoadFigures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        ...(profile ? ['v8.execute', 'disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return figuresOfTrace(trace.traceEvents, rate);
  } finally {
    await context.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const { sites, routes, runs } = pageLoads(argv, 5);
  const rate = Number(optionValue(argv, 'rate', '4'));
  const min = Number(optionValue(argv, 'min', '8'));
  const profile = argv.includes('--profile');
  if (!(rate >= 1)) throw new Error('--rate must be a number of at least 1');

  // A site is a built folder served here, or the address of a running one (`npm start`: the
  // site server with the API and the part pages behind it).
  const served = await Promise.all(
    sites.map(async ({ name, dir }) =>
      /^https?:\/\//.test(dir)
        ? { name, origin: dir.replace(/\/$/, ''), close: async () => undefined }
        : { name, ...(await serveStatic(dir)) },
    ),
  );
  const bare = argv.includes('--no-bare') ? undefined : await serveBareGatsby(false);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const rows = new Map<string, LoadFigures[]>();
  const record = (key: string, figures: LoadFigures) => rows.set(key, [...(rows.get(key) ?? []), figures]);
  try {
    for (let run = 1; run <= runs; run++) {
      if (bare) record('bare Gatsby', await traceLoad(browser, bare.url, rate, profile));
      for (const route of routes) {
        for (const site of served)
          record(`${site.name} ${route}`, await traceLoad(browser, site.origin + route, rate, profile));
      }
      console.log(`run ${run}/${runs} done`);
    }
  } finally {
    await browser.close();
    await bare?.close();
    await Promise.all(served.map((site) => site.close()));
  }

  console.log(
    `\nMain thread of a page load (phone viewport, load + ${SETTLE_MS / 1000} s), median of ${runs} run(s);` +
      ` blocking = Σ max(0, task × ${rate} − 50 ms):`,
  );
  console.log(
    `${'page'.padEnd(36)} ${'task ms'.padStart(8)} ${'blocking'.padStart(9)} ${'longest'.padStart(8)}`,
  );
  for (const [key, list] of rows) {
    const m = (pick: (figures: LoadFigures) => number) => median(list.map(pick)).toFixed(0);
    console.log(
      `${key.padEnd(36)} ${m((f) => f.taskMs).padStart(8)} ${m((f) => f.blockingMs).padStart(9)} ${m((f) => f.longestMs).padStart(8)}`,
    );
  }
  if (!argv.includes('--detail')) return;
  for (const [key, list] of rows) {
    console.log(`\n${key}, last run: tasks of ${min} ms or more (start ms, ms, what filled it):`);
    for (const task of list[list.length - 1].tasks.filter((t) => t.duration >= min)) {
      const parts = task.parts
        .slice(0, 4)
        .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
        .join(' | ');
      const restyled = task.restyled > 0 ? ` | restyled ${task.restyled}` : '';
      console.log(
        `  ${task.start.toFixed(0).padStart(6)} ${task.duration.toFixed(1).padStart(7)}  ${parts}${restyled}`,
      );
      for (const [frame, ms] of (task.functions ?? []).slice(0, 6)) {
        console.log(`  ${''.padStart(14)}  ${ms.toFixed(1).padStart(5)}  ${frame}`);
      }
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
