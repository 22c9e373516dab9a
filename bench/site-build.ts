/**
 * Site build figures: build time per page for the pc-root and mobile-root builds, and the
 * first-load JavaScript (gzip -9) of each page type.
 *
 *   npx tsx bench/site-build.ts            builds a fresh release into .data/bench/site-release
 *                                          from clean caches of its own (.data/bench/site-cache,
 *                                          removed first: snapshot, Gatsby and webpack caches)
 *   npx tsx bench/site-build.ts --release .builds/current   measures an existing release only
 *   npx tsx bench/site-build.ts --rebuild  builds twice without a content change and compares:
 *                                          the second build's figures are those of a
 *                                          content-only rebuild (decision 070)
 *
 * First-load JavaScript is what a browser runs before the page hydrates: the <script src>
 * tags of the HTML (webpack runtime, framework, app), the page template's chunk group and
 * the string bundles of the page's language. A release folder keeps old hashed files, so no
 * file name is guessed from the folder: the page's `componentChunkName` (page-data) and its
 * own `window.___chunkMapping` name the template and locale chunks. The chunk mapping lists a
 * chunk's own file only, not the shared chunks webpack split out of its group (code two
 * templates share, such as the forms), so the group's chunk ids are read from the app's
 * component loaders and turned into files with the webpack runtime's file-name map.
 * kB are 1000 bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildSites, formatVariant } from '../publish/src/build-sites';
import { compareReleases, formatComparison } from '../scripts/compare-releases';
import { compareWithBareGatsby } from './bare-gatsby';
import { bundlesForRoute } from '../src/i18n/bundles';

const ROOT = path.resolve(__dirname, '..');

/** One representative page per page type, as paths inside a build folder. */
const PAGE_TYPES: Array<{ type: string; find: (dir: string) => string | undefined }> = [
  { type: 'home', find: () => 'index.html' },
  { type: 'news list', find: () => 'news/index.html' },
  { type: 'news detail', find: (dir) => firstChild(dir, 'news') },
  { type: 'brand list', find: () => 'brand/index.html' },
  { type: 'brand detail', find: (dir) => firstChild(dir, 'brand') },
  { type: 'enterprise list', find: () => 'org/index.html' },
  { type: 'enterprise detail', find: (dir) => firstChild(dir, 'org') },
  { type: 'notice list', find: () => 'announce/index.html' },
  { type: 'notice detail', find: (dir) => firstChild(dir, 'announce') },
  { type: 'about', find: () => 'about/index.html' },
  { type: 'substitute landing', find: () => 'rep/index.html' },
  { type: 'substitute search', find: () => 'rep/search/index.html' },
  { type: 'part', find: () => 'rep/part/index.html' },
  { type: 'compare', find: () => 'rep/compare/index.html' },
  { type: 'login', find: () => 'login/index.html' },
  { type: 'register', find: () => 'register/index.html' },
  { type: 'contact', find: () => 'contact/index.html' },
  { type: 'forgot password', find: () => 'forget-pwd/index.html' },
  { type: 'new password', find: () => 'pwd-active/index.html' },
  { type: 'account activation', find: () => 'account-active/index.html' },
  { type: 'consent', find: () => 'history-active/index.html' },
  { type: 'privacy policy', find: () => 'privacy-policy/index.html' },
  { type: 'terms of use', find: () => 'terms-of-use/index.html' },
  { type: 'not found', find: () => '404.html' },
];

/** Every page type must stay within this many kB of first-load JavaScript (gzip). */
export const FIRST_LOAD_BUDGET_KB = 100;

function firstChild(dir: string, section: string): string | undefined {
  const sectionDir = path.join(dir, section);
  if (!fs.existsSync(sectionDir)) return undefined;
  const child = fs
    .readdirSync(sectionDir, { withFileTypes: true })
    .find((entry) => entry.isDirectory() && fs.existsSync(path.join(sectionDir, entry.name, 'index.html')));
  return child ? `${section}/${child.name}/index.html` : undefined;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

export const PARTS = ['framework', 'app', 'template', 'locale'] as const;
export type Part = (typeof PARTS)[number];
export interface FirstLoadScript {
  file: string;
  part: Part;
}

/** `page-data/<page path>/page-data.json` of an HTML file: `index` for the root, `404.html` for 404. */
export function pageDataFile(htmlFile: string): string {
  const page = htmlFile === 'index.html' ? 'index' : htmlFile.replace(/\/index\.html$/, '');
  return path.join('page-data', page, 'page-data.json');
}

/** The route of an HTML file, for the string bundles its screen loads. */
function routeOf(htmlFile: string): string {
  return htmlFile === 'index.html' ? '/' : `/${htmlFile.replace(/\/index\.html$/, '')}`;
}

/** `window.___chunkMapping`: chunk group name -> its files, as Gatsby writes it into each page. */
export function chunkMappingOf(html: string): Record<string, string[]> {
  const match = html.match(/window\.___chunkMapping=("(?:[^"\\]|\\.)*"|\{[^<]*?\})\s*;?\s*<\/script>/);
  if (!match) throw new Error('no window.___chunkMapping in the page');
  const value: unknown = JSON.parse(match[1]);
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string[]>;
}

/** Chunk id -> file, from the webpack runtime's `__webpack_require__.u` (names and content hashes). */
export function runtimeChunkFiles(runtime: string): Map<string, string> {
  const match = runtime.match(
    /\.u=function\(\w+\)\{return\(\{([^}]*)\}\[\w+\]\|\|\w+\)\+"-"\+\{([^}]*)\}\[\w+\]\+"\.js"\}/,
  );
  if (!match) throw new Error('the webpack runtime has no chunk file map this bench can read');
  const pairs = (text: string) =>
    new Map([...text.matchAll(/(\d+):"([^"]+)"/g)].map(([, id, value]) => [id, value]));
  const names = pairs(match[1]);
  return new Map([...pairs(match[2])].map(([id, hash]) => [id, `/${names.get(id) ?? id}-${hash}.js`]));
}

/** Chunk ids the app loads for a page component: `"<name>":()=>Promise.all([n.e(1),n.e(2)]).then(…)`. */
export function componentChunkIds(app: string, componentChunkName: string): string[] {
  const start = app.indexOf(`"${componentChunkName}":`);
  if (start < 0) throw new Error(`the app has no loader for ${componentChunkName}`);
  const loader = app.slice(start, app.indexOf('.then(', start));
  return [...loader.matchAll(/\.e\((\d+)\)/g)].map(([, id]) => id);
}

const LOCALE_OF_LANG: Record<string, string> = { ja: 'jp', 'zh-CN': 'zh', en: 'en' };

/** Scripts the browser runs before the page hydrates, each with the part of the site it belongs to. */
export function firstLoadScripts(dir: string, htmlFile: string): FirstLoadScript[] {
  const html = fs.readFileSync(path.join(dir, htmlFile), 'utf8');
  const scripts = new Map<string, Part>();
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) {
    scripts.set(src, /\/(webpack-runtime|framework)-/.test(src) ? 'framework' : 'app');
  }
  const mapping = chunkMappingOf(html);
  const pageData = JSON.parse(fs.readFileSync(path.join(dir, pageDataFile(htmlFile)), 'utf8')) as {
    componentChunkName: string;
  };
  const component = mapping[pageData.componentChunkName];
  if (!component) throw new Error(`${htmlFile}: ${pageData.componentChunkName} is not in the chunk mapping`);
  const read = (part: Part) =>
    [...scripts]
      .filter(([, p]) => p === part)
      .map(([src]) => fs.readFileSync(path.join(dir, src.replace(/^\//, '')), 'utf8'));
  const runtime = read('framework').find((source) => source.includes('.u=function'));
  if (!runtime) throw new Error(`${htmlFile}: no webpack runtime among its scripts`);
  const files = runtimeChunkFiles(runtime);
  const group = componentChunkIds(read('app').join('\n'), pageData.componentChunkName)
    // Chunks without JavaScript (the stylesheet's) have no file in the map.
    .flatMap((id) => files.get(id) ?? []);
  for (const src of [...component, ...group]) if (!scripts.has(src)) scripts.set(src, 'template');

  const lang = html.match(/<html[^>]*lang="([^"]+)"/)?.[1] ?? 'ja';
  const locale = LOCALE_OF_LANG[lang] ?? 'jp';
  const localeChunks = [
    `locale-${locale}`,
    ...bundlesForRoute(routeOf(htmlFile)).map((bundle) => `locale-${locale}-${bundle}`),
  ];
  for (const name of localeChunks) {
    // Releases built before the strings were split into bundles have the language chunk only.
    for (const src of mapping[name] ?? []) if (!scripts.has(src)) scripts.set(src, 'locale');
  }
  return [...scripts].map(([src, part]) => {
    const file = path.join(dir, src.replace(/^\//, ''));
    if (!fs.existsSync(file)) throw new Error(`${htmlFile}: ${src} is missing from the build`);
    return { file, part };
  });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function measureRelease(releaseDir: string): boolean {
  let withinBudget = true;
  for (const device of ['pc', 'mobile']) {
    const dir = path.join(releaseDir, device);
    if (!fs.existsSync(dir)) continue;
    console.log(
      `\nFirst-load JavaScript, ${device}-root build (kB gzip -9; framework = webpack runtime + react-dom):`,
    );
    console.log(
      `  ${'page type'.padEnd(20)} ${'total'.padStart(6)}  ${PARTS.map((p) => p.padStart(9)).join(' ')}   files`,
    );
    for (const pageType of PAGE_TYPES) {
      const file = pageType.find(dir);
      if (!file || !fs.existsSync(path.join(dir, file))) {
        console.log(`  ${pageType.type.padEnd(20)} (no page)`);
        continue;
      }
      const scripts = firstLoadScripts(dir, file);
      const byPart = Object.fromEntries(PARTS.map((part) => [part, 0])) as Record<Part, number>;
      for (const script of scripts) byPart[script.part] += gzipSize(script.file);
      const total = PARTS.reduce((sum, part) => sum + byPart[part], 0);
      const over = total > FIRST_LOAD_BUDGET_KB * 1000;
      if (over) withinBudget = false;
      console.log(
        `  ${pageType.type.padEnd(20)} ${kb(total).padStart(6)}  ${PARTS.map((part) => kb(byPart[part]).padStart(9)).join(' ')}   ${scripts.length}${over ? `   over the ${FIRST_LOAD_BUDGET_KB} kB budget` : ''}`,
      );
    }
  }
  console.log(
    `\nEvery page type ${withinBudget ? 'within' : 'OVER'} the ${FIRST_LOAD_BUDGET_KB} kB first-load budget.`,
  );
  return withinBudget;
}

async function main() {
  const argv = process.argv.slice(2);
  const releaseArg = argv.indexOf('--release');
  if (releaseArg >= 0) {
    if (!argv[releaseArg + 1]) throw new Error('--release needs a release folder');
    measureRelease(path.resolve(ROOT, argv[releaseArg + 1]));
    return;
  }
  const out = path.join(ROOT, '.data/bench/site-release');
  // Caches of its own, removed first: every run is a clean build, whatever the builder's last
  // build left in .cache-variants, and a bench run never touches the builder's caches.
  const cacheDir = path.join(ROOT, '.data/bench/site-cache');
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(cacheDir, { recursive: true, force: true });
  const results = await buildSites({ id: `bench-${Date.now()}`, out, previous: null, cacheDir });
  console.log('\nBuild time per page:');
  for (const r of results) {
    console.log(
      `  ${r.device}-root: ${r.pages} pages, ${r.seconds.toFixed(1)} s, ${((r.seconds * 1000) / r.pages).toFixed(1)} ms per page`,
    );
    console.log(`    ${formatVariant(r)}`);
  }
  // Beside a clean build of a bare Gatsby site of each variant's page count (bench/bare-gatsby.ts).
  // buildSites builds the two variants at the same time (no `sequential` asked for above).
  console.log(await compareWithBareGatsby(results, { concurrent: true }));
  if (argv.includes('--rebuild')) {
    const again = path.join(ROOT, '.data/bench/site-release-again');
    fs.rmSync(again, { recursive: true, force: true });
    const second = await buildSites({ id: `bench-${Date.now()}`, out: again, previous: out, cacheDir });
    console.log('\nContent-only rebuild (same content, previous release reused):');
    for (const r of second) console.log(`  ${formatVariant(r)}`);
    console.log(formatComparison(compareReleases(out, again)));
    fs.rmSync(again, { recursive: true, force: true });
  }
  measureRelease(out);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
