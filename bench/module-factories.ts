/**
 * What a page load spends running webpack's module factories, module by module: every factory of
 * every chunk is wrapped as its chunk is pushed (an init script in the page, before any of the
 * site's scripts), and timed when webpack runs it; the time includes V8's lazy compile of the
 * factory and leaves out what the modules it requires take (self time), so the figures add up to
 * the whole start-up's module work without the attribution of a sampling profile, which charges
 * React DOM or Gatsby's loader to whichever module happens to require them first (decision 098,
 * thirteenth round). Each module is named through the build's source maps.
 *
 * A fresh browser per load (a cold renderer, as each Lighthouse run has), alternating site by site.
 * `performance.now()` is coarse outside a cross-origin-isolated page (0.1 ms), so a module's own
 * figure is only worth reading summed over the runs; the total is what to compare.
 *
 *   npx tsx bench/module-factories.ts --sites now=.builds/current/mobile --routes /brand,/news
 *   npx tsx bench/module-factories.ts --sites a=.data/a/mobile,b=.data/b/mobile --routes /brand --maps .cache-variants/mobile/public
 *
 * Options:
 *   --sites a=<dir>,…   built folders (a Gatsby `public` folder or a release's variant folder),
 *                       served as static files by the bench
 *   --routes <list>     paths, comma-separated (default /)
 *   --runs <n>          loads per route and site (default 5)
 *   --maps <dir>        where else to look for the chunks' source maps when a site's folder has
 *                       none (a release has none; the builder's `.cache-variants/<variant>/public`
 *                       has them)
 *   --top <n>           modules listed per site and route (default 15)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { CHROMIUM_FLAGS, PHONE, optionValue, pageLoads } from './bench-options';
import { median, serveStatic } from './lighthouse';

/** One factory run: the chunk file it came in, its module id, inclusive and self milliseconds. */
export type FactoryRecord = [chunk: string, id: string, ms: number, selfMs: number];

/**
 * The init script: it stands in for webpack's chunk array (`self[chunkGlobal]`), wraps the
 * factories of every chunk pushed into it, and records each run into `window.__moduleFactories`.
 * webpack's runtime, when it arrives, replaces the array's `push` with its own and calls the
 * one it found for chunks already pushed; both go through the wrapper.
 */
export function instrumentation(chunkGlobal: string): string {
  return `(() => {
  const records = (window.__moduleFactories = []);
  const stack = [];
  const chunks = [];
  let runtimePush;
  const wrapped = new WeakSet();
  const wrap = (data) => {
    if (wrapped.has(data)) return;
    wrapped.add(data);
    const chunk = document.currentScript ? String(document.currentScript.src).split('/').pop() : '?';
    const factories = data[1] || {};
    for (const id of Object.keys(factories)) {
      const factory = factories[id];
      factories[id] = function (module, exports, require) {
        const frame = { children: 0 };
        stack.push(frame);
        const start = performance.now();
        try {
          return factory.call(this, module, exports, require);
        } finally {
          const ms = performance.now() - start;
          stack.pop();
          if (stack.length) stack[stack.length - 1].children += ms;
          records.push([chunk, id, ms, ms - frame.children]);
        }
      };
    }
  };
  // Before the runtime: a chunk is kept in the array, as webpack's own stand-in does. The runtime
  // reads this push once, as the one to call after installing a chunk, then sets its own; from
  // then on a chunk goes to the runtime's, which ends in the first (no loop).
  const keep = (...items) => {
    items.forEach(wrap);
    return Array.prototype.push.apply(chunks, items);
  };
  Object.defineProperty(chunks, 'push', {
    configurable: true,
    get() {
      if (!runtimePush) return keep;
      return (...items) => {
        items.forEach(wrap);
        return runtimePush(...items);
      };
    },
    set(push) {
      runtimePush = push;
    },
  });
  self[${JSON.stringify(chunkGlobal)}] = chunks;
})();`;
}

/** The name of webpack's chunk array in a built site (`self.webpackChunk<package name>`). */
export function chunkGlobalOf(siteDir: string): string {
  const app = fs.readdirSync(siteDir).find((file) => /^app-[0-9a-f]+\.js$/.test(file));
  if (!app) throw new Error(`${siteDir} holds no app-<hash>.js chunk`);
  const match = /self\.(webpackChunk[\w$]+)/.exec(fs.readFileSync(path.join(siteDir, app), 'utf8'));
  if (!match) throw new Error(`${app} names no webpack chunk array`);
  return match[1];
}

/**
 * The source a module factory comes from: where its body starts, through the chunk's source map
 * (for a module webpack concatenated, the first of the modules it holds). Without a map, or
 * without a factory of that id in the chunk, `#<id>`.
 */
export function moduleSource(chunkText: string, map: SourceMapConsumer | undefined, id: string): string {
  const label = `#${id}`;
  const found = new RegExp(`[{,]${id}:function\\([^)]*\\)\\{`).exec(chunkText);
  if (!found || !map) return label;
  // The first token after the opening brace ("use strict" or the first statement).
  const at = found.index + found[0].length;
  const before = chunkText.slice(0, at);
  const line = before.split('\n').length;
  const column = at - (before.lastIndexOf('\n') + 1);
  const source =
    map.originalPositionFor({ line, column, bias: SourceMapConsumer.LEAST_UPPER_BOUND }).source ??
    map.originalPositionFor({ line, column }).source;
  if (!source) return label;
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

/**
 * The loads' module work: the total per load (self times summed; the median over the loads) and
 * per module its self time per load (the mean, so the modules add up to the mean total: one
 * factory's time is often below the clock's 0.1 ms and only shows summed over the loads).
 */
export function summarize(
  loads: FactoryRecord[][],
  nameOf: (chunk: string, id: string) => string,
): { total: number; modules: Array<{ name: string; selfMs: number }> } {
  const perModule = new Map<string, number>();
  for (const records of loads) {
    for (const [chunk, id, , selfMs] of records) {
      const name = nameOf(chunk, id);
      perModule.set(name, (perModule.get(name) ?? 0) + selfMs);
    }
  }
  const total = median(loads.map((records) => records.reduce((sum, record) => sum + record[3], 0)));
  const modules = [...perModule]
    .map(([name, sum]) => ({ name, selfMs: sum / loads.length }))
    .sort((a, b) => b.selfMs - a.selfMs);
  return { total, modules };
}

async function load(url: string, script: string): Promise<FactoryRecord[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(script);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    return ((await page.evaluate('window.__moduleFactories')) ?? []) as FactoryRecord[];
  } finally {
    await browser.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const { sites, routes, runs } = pageLoads(argv, 5);
  const top = Number(optionValue(argv, 'top', '15'));
  const mapsDir = optionValue(argv, 'maps', '');

  const served = await Promise.all(
    sites.map(async (site) => ({
      ...site,
      global: chunkGlobalOf(site.dir),
      ...(await serveStatic(path.resolve(site.dir))),
    })),
  );
  const loads = new Map<string, FactoryRecord[][]>();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        for (const site of served) {
          const key = `${site.name} ${route}`;
          loads.set(key, [
            ...(loads.get(key) ?? []),
            await load(site.origin + route, instrumentation(site.global)),
          ]);
        }
      }
      console.log(`run ${run}/${runs} done`);
    }
  } finally {
    await Promise.all(served.map((site) => site.close()));
  }

  for (const site of served) {
    // Each chunk read and its map parsed once; each module named once.
    const chunks = new Map<string, { text: string; map?: SourceMapConsumer }>();
    const names = new Map<string, string>();
    const chunkOf = (chunk: string) => {
      let read = chunks.get(chunk);
      if (!read) {
        const file = path.join(site.dir, chunk);
        const mapFile = [site.dir, mapsDir]
          .filter(Boolean)
          .map((dir) => path.join(dir, `${chunk}.map`))
          .find((candidate) => fs.existsSync(candidate));
        read = {
          text: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '',
          map: mapFile
            ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap)
            : undefined,
        };
        chunks.set(chunk, read);
      }
      return read;
    };
    const nameOf = (chunk: string, id: string) => {
      const key = `${chunk}#${id}`;
      let name = names.get(key);
      if (name === undefined) {
        const { text, map } = chunkOf(chunk);
        const source = moduleSource(text, map, id);
        name = source.startsWith('#') ? `${chunk.replace(/-[0-9a-f]{16,}\.js$/, '')}${source}` : source;
        names.set(key, name);
      }
      return name;
    };
    for (const route of routes) {
      const { total, modules } = summarize(loads.get(`${site.name} ${route}`) ?? [], nameOf);
      console.log(
        `\n${site.name} ${route}: module factories ${total.toFixed(1)} ms per load (median of ${runs}); ` +
          'per module, its self time per load (mean):',
      );
      for (const module of modules.slice(0, top))
        console.log(`${module.selfMs.toFixed(1).padStart(8)}  ${module.name}`);
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
