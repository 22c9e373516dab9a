/**
 * Site build figures: build time per page for the pc-root and mobile-root builds, and the
 * first-load JavaScript (gzip) of each page type.
 *
 *   npx tsx bench/site-build.ts            builds a fresh release into .data/bench/site-release
 *   npx tsx bench/site-build.ts --release .builds/current   measures an existing release only
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildSites } from '../scripts/build-sites';

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
  { type: 'notice detail', find: (dir) => firstChild(dir, 'announce') },
  { type: 'about', find: () => 'about/index.html' },
  { type: 'substitute landing', find: () => 'rep/index.html' },
  { type: 'login', find: () => 'login/index.html' },
  { type: 'register', find: () => 'register/index.html' },
  { type: 'contact', find: () => 'contact/index.html' },
  { type: 'not found', find: () => '404.html' },
];

function firstChild(dir: string, section: string): string | undefined {
  const sectionDir = path.join(dir, section);
  if (!fs.existsSync(sectionDir)) return undefined;
  const child = fs.readdirSync(sectionDir, { withFileTypes: true }).find((entry) => entry.isDirectory());
  return child ? `${section}/${child.name}/index.html` : undefined;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Scripts the browser fetches before the page is interactive: script tags, preloads, locale chunk. */
export function firstLoadScripts(dir: string, htmlFile: string): string[] {
  const html = fs.readFileSync(path.join(dir, htmlFile), 'utf8');
  const srcs = new Set<string>();
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(src);
  for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]*>/g)) srcs.add(href);
  const lang = html.match(/<html[^>]*lang="([^"]+)"/)?.[1];
  const locale = lang === 'en' ? 'en' : lang === 'zh-CN' ? 'zh' : 'jp';
  const localeChunk = fs.readdirSync(dir).find((name) => name.startsWith(`locale-${locale}-`) && name.endsWith('.js'));
  if (localeChunk) srcs.add(`/${localeChunk}`);
  return [...srcs].map((src) => path.join(dir, src.replace(/^\//, ''))).filter((file) => fs.existsSync(file));
}

function measureRelease(releaseDir: string) {
  for (const device of ['pc', 'mobile']) {
    const dir = path.join(releaseDir, device);
    console.log(`\nFirst-load JavaScript, ${device}-root build (gzip -9):`);
    console.log('  page type            KB gzip   files');
    for (const pageType of PAGE_TYPES) {
      const file = pageType.find(dir);
      if (!file || !fs.existsSync(path.join(dir, file))) {
        console.log(`  ${pageType.type.padEnd(20)} (no page)`);
        continue;
      }
      const scripts = firstLoadScripts(dir, file);
      const total = scripts.reduce((sum, script) => sum + gzipSize(script), 0);
      console.log(`  ${pageType.type.padEnd(20)} ${(total / 1024).toFixed(1).padStart(7)}   ${scripts.length}`);
    }
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const releaseArg = argv.indexOf('--release');
  if (releaseArg >= 0) {
    measureRelease(path.resolve(ROOT, argv[releaseArg + 1]));
    return;
  }
  const out = path.join(ROOT, '.data/bench/site-release');
  fs.rmSync(out, { recursive: true, force: true });
  const results = await buildSites({ id: `bench-${Date.now()}`, out });
  console.log('\nBuild time per page:');
  for (const r of results) {
    console.log(`  ${r.device}-root: ${r.pages} pages, ${r.seconds.toFixed(1)} s, ${((r.seconds * 1000) / r.pages).toFixed(1)} ms per page`);
  }
  measureRelease(out);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
