/**
 * Builds both site variants into one release folder:
 *   <out>/pc      the pc-root build (pc pages at the root, mobile pages under /mobile)
 *   <out>/mobile  the mobile-root build (mobile pages at the root, pc pages under /pc)
 * Each variant keeps its own Gatsby cache between runs so that rebuilds stay incremental.
 *
 * Usage: npx tsx scripts/build-sites.ts [--out .builds/<id>] [--id <id>] [--only pc|mobile]
 *                                       [--cache-dir <dir>] [--no-precompress]
 * `--cache-dir` keeps the variants' caches somewhere else than `.cache-variants/` (a build
 * from other content, e.g. scripts/pg-site-check.ts, leaves the usual caches alone);
 * `--no-precompress` leaves out the `.br` and `.gz` copies (a build that is not served).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEVICES, type Device } from '../packages/routing/src';

const ROOT = path.resolve(__dirname, '..');
const VARIANTS_DIR = path.join(ROOT, '.cache-variants');

interface Options {
  out: string;
  id: string;
  only?: Device;
  /** Where each variant's `.cache` and `public` stay between builds (default `.cache-variants`). */
  cacheDir?: string;
  /** Writes `.br` and `.gz` copies next to the files (default true). */
  precompress?: boolean;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const id = get('id') ?? new Date().toISOString().replace(/[-:.TZ]/g, '').slice(0, 14);
  const only = get('only') as Device | undefined;
  if (only && !DEVICES.includes(only)) throw new Error(`--only must be pc or mobile, got ${only}`);
  const cacheDir = get('cache-dir');
  return {
    id,
    out: path.resolve(ROOT, get('out') ?? path.join('.builds', id)),
    only,
    cacheDir: cacheDir ? path.resolve(ROOT, cacheDir) : undefined,
    precompress: !argv.includes('--no-precompress'),
  };
}

function move(from: string, to: string) {
  if (!fs.existsSync(from)) return;
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.renameSync(from, to);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Copies a Gatsby public folder into the release, leaving out source maps and build stats. */
function copyRelease(from: string, to: string) {
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => !source.endsWith('.map') && !source.endsWith('webpack.stats.json'),
  });
}

function countPages(publicDir: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'page-data' && entry.name !== 'static') walk(path.join(dir, entry.name));
      } else if (entry.name.endsWith('.html')) count += 1;
    }
  };
  walk(publicDir);
  return count;
}

export interface VariantResult {
  device: Device;
  seconds: number;
  pages: number;
}

export async function buildVariant(device: Device, options: Options): Promise<VariantResult> {
  const saved = path.join(options.cacheDir ?? VARIANTS_DIR, device);
  // Bring this variant's cache and previous output in place of whatever the other left.
  move(path.join(saved, '.cache'), path.join(ROOT, '.cache'));
  move(path.join(saved, 'public'), path.join(ROOT, 'public'));
  const env = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: '1',
    GATSBY_ROOT_DEVICE: device,
    GATSBY_BUILD_ID: options.id,
    NODE_ENV: 'production',
  };
  const started = performance.now();
  try {
    await run(process.execPath, [require.resolve('gatsby/cli'), 'build'], env);
    const target = path.join(options.out, device);
    fs.rmSync(target, { recursive: true, force: true });
    copyRelease(path.join(ROOT, 'public'), target);
    return { device, seconds: (performance.now() - started) / 1000, pages: countPages(target) };
  } finally {
    move(path.join(ROOT, '.cache'), path.join(saved, '.cache'));
    move(path.join(ROOT, 'public'), path.join(saved, 'public'));
  }
}

async function precompress(dir: string) {
  const modulePath = path.join(ROOT, 'server/src/precompress.ts');
  if (!fs.existsSync(modulePath)) return;
  const { precompressDirectory } = (await import(modulePath)) as { precompressDirectory?: (dir: string) => Promise<unknown> };
  if (precompressDirectory) await precompressDirectory(dir);
}

export async function buildSites(options: Options): Promise<VariantResult[]> {
  fs.mkdirSync(options.out, { recursive: true });
  const results: VariantResult[] = [];
  for (const device of options.only ? [options.only] : DEVICES) {
    console.log(`\n▶ building the ${device}-root variant (${options.id})`);
    results.push(await buildVariant(device, options));
    if (options.precompress !== false) await precompress(path.join(options.out, device));
  }
  fs.writeFileSync(
    path.join(options.out, 'release.json'),
    JSON.stringify({ id: options.id, builtAt: new Date().toISOString() }, null, 2),
  );
  return results;
}

if (require.main === module) {
  const options = parseArgs(process.argv.slice(2));
  buildSites(options)
    .then((results) => {
      console.log(`\nRelease ${options.id} written to ${path.relative(ROOT, options.out)}`);
      for (const r of results) {
        console.log(
          `  ${r.device}-root: ${r.pages} pages in ${r.seconds.toFixed(1)} s (${((r.seconds * 1000) / r.pages).toFixed(1)} ms per page)`,
        );
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
