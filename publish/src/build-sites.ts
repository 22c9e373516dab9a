/**
 * Builds both site variants into one release folder:
 *   <out>/pc      the pc-root build (pc pages at the root, mobile pages under /mobile)
 *   <out>/mobile  the mobile-root build (mobile pages at the root, pc pages under /pc)
 * Each variant builds in its own work folder under `.cache-variants/<device>` (links to the
 * sources beside its own `.cache` and `public`), which it keeps between runs so that rebuilds
 * stay incremental; the two variants build at the same time.
 * The release id is not given to Gatsby (decision 070): a content-only rebuild then leaves
 * every bundle as it was and Gatsby renders only the pages whose data changed. The release
 * is assembled against the previous one: unchanged files are hard links to its files (and
 * their `.br`/`.gz` copies), only new or changed files are written and compressed.
 *
 * Usage: npx tsx publish/src/build-sites.ts [--out .builds/<id>] [--id <id>] [--only pc|mobile]
 *                                       [--cache-dir <dir>] [--no-precompress]
 *                                       [--previous <release dir>|none] [--sequential]
 * `--cache-dir` keeps the variants' caches somewhere else than `.cache-variants/` (a build
 * from other content, e.g. scripts/pg-site-check.ts, leaves the usual caches alone);
 * `--no-precompress` leaves out the `.br` and `.gz` copies (a build that is not served);
 * `--previous` names the release to reuse files from (default: the `current` link next to
 * `--out`); `--sequential` (or `SITE_BUILD_SEQUENTIAL=1`) builds one variant after the other
 * instead of both at once. Figures go to the output and to `<out>/build-stats.json` (`BUILD_STATS_FILE`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEVICES, type Device } from '@site/routing';
import {
  BUILD_FAILED,
  BUILD_STATS_FILE,
  CURRENT_LINK,
  HTML_CHANGES_FILE,
  RELEASE_FILE,
  filesManifestName,
  type BuildStats,
  type HtmlChanges,
  type ReleaseInfo,
  type VariantStats,
} from '@site/releases';
import { assembleInThread } from './assemble-thread';
import { takePrepared } from './next-release';
import { precompressFiles } from './precompress';
import { snapshotDirFor, syncSnapshotBeforeBuild } from './content-snapshot';
import {
  RENEW_AFTER_BUILDS,
  sourcesFingerprint,
  startWarm,
  stopWarm,
  warmBuild,
  type Fingerprint,
  type WarmAnswer,
} from './warm-build/client';
import { DELETED_PAGES_FILE, RENDERED_PAGES_FILE } from './warm-build/page-lists';

const ROOT = path.resolve(__dirname, '..', '..');
const VARIANTS_DIR = path.join(ROOT, '.cache-variants');

interface Options {
  out: string;
  id: string;
  only?: Device;
  /** Where each variant's `.cache` and `public` stay between builds (default `.cache-variants`). */
  cacheDir?: string;
  /**
   * Writes `.br` and `.gz` copies next to the files (default true); `'deferred'` leaves them
   * to the caller, who gets the list in `VariantResult.toCompress` (a first start serves the
   * release at once and compresses it in the background: the server falls back to the file).
   */
  precompress?: boolean | 'deferred';
  /** Builds the variants one after the other instead of at the same time. */
  sequential?: boolean;
  /**
   * Release folder whose unchanged files the new one links; `null` for none. Default: what
   * `current` next to `out` points at.
   */
  previous?: string | null;
  /**
   * The long-lived process that owns warm builds (decision 078): after a full build each
   * variant keeps a Gatsby process warm that exits with this one, and the next content-only
   * build asks it instead of starting Gatsby. Default: `SITE_BUILD_OWNER_PID` (the builder
   * sets it); none means full builds only.
   */
  warmOwner?: number;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const id =
    get('id') ??
    new Date()
      .toISOString()
      .replace(/[-:.TZ]/g, '')
      .slice(0, 14);
  const only = get('only') as Device | undefined;
  if (only && !DEVICES.includes(only)) throw new Error(`--only must be pc or mobile, got ${only}`);
  const cacheDir = get('cache-dir');
  const previous = get('previous');
  return {
    previous: previous === undefined ? undefined : previous === 'none' ? null : path.resolve(ROOT, previous),
    id,
    out: path.resolve(ROOT, get('out') ?? path.join('.builds', id)),
    only,
    cacheDir: cacheDir ? path.resolve(ROOT, cacheDir) : undefined,
    precompress: !argv.includes('--no-precompress'),
    sequential: argv.includes('--sequential') || process.env.SITE_BUILD_SEQUENTIAL === '1',
    warmOwner: Number(process.env.SITE_BUILD_OWNER_PID) || undefined,
  };
}

/** Repository entries a variant's work folder does not link: its own output and unrelated state. */
const NOT_LINKED = new Set(['.cache', 'public', '.cache-variants', '.builds', '.data', '.git']);
/** A work folder's own content: Gatsby's cache and output. */
const OWN = new Set(['.cache', 'public']);
/**
 * Gatsby compiles these with Parcel, which follows links: a linked entry would be compiled
 * next to its real file (into the repository) instead of into `.cache/compiled`. They are
 * copied instead (`plugins/<name>/` is a real folder whose other entries are links).
 */
const COMPILED_ENTRIES = /^gatsby-(config|node)\.ts$/;

/** Makes `dir` hold a link to each entry of `source` (copies for Parcel's entries), and nothing else. */
function mirror(source: string, dir: string, skip: Set<string>, own: Set<string>, depth: number) {
  fs.mkdirSync(dir, { recursive: true });
  const wanted = new Set(fs.readdirSync(source).filter((name) => !skip.has(name) && !name.endsWith('.log')));
  for (const name of wanted) {
    const from = path.join(source, name);
    const at = path.join(dir, name);
    const existing = fs.lstatSync(at, { throwIfNoEntry: false });
    if (COMPILED_ENTRIES.test(name)) {
      const text = fs.readFileSync(from);
      if (existing?.isFile() && fs.readFileSync(at).equals(text)) continue;
      fs.rmSync(at, { recursive: true, force: true });
      fs.writeFileSync(at, text);
    } else if (depth === 0 && name === 'plugins') {
      if (existing && !existing.isDirectory()) fs.rmSync(at, { force: true });
      fs.mkdirSync(at, { recursive: true });
      for (const plugin of fs.readdirSync(from)) {
        if (fs.statSync(path.join(from, plugin)).isDirectory()) {
          mirror(path.join(from, plugin), path.join(at, plugin), new Set(), new Set(), depth + 1);
        }
      }
      for (const plugin of fs.readdirSync(at)) {
        if (!fs.existsSync(path.join(from, plugin)))
          fs.rmSync(path.join(at, plugin), { recursive: true, force: true });
      }
    } else {
      const target = path.relative(dir, from);
      if (existing?.isSymbolicLink() && fs.readlinkSync(at) === target) continue;
      fs.rmSync(at, { recursive: true, force: true });
      fs.symlinkSync(target, at);
    }
  }
  // Whatever else is here: entries the repository no longer has, and files a tool wrote.
  for (const name of fs.readdirSync(dir)) {
    if (!wanted.has(name) && !own.has(name))
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/** Folders the Parcel-compiled files (gatsby-node, gatsby-config, plugins) import from through links. */
const PARCEL_LINKED_SOURCES = ['packages', 'plugins', 'site-build'];
const PARCEL_CACHE = '.parcel-cache';
const PARCEL_SOURCES_STAMP = 'parcel-sources.txt';

/** Path, size and change time of every file in those folders (node_modules left out). */
export function parcelSourcesStamp(root = ROOT): string {
  const lines: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(at, `${rel}/${entry.name}`);
      else if (entry.isFile()) {
        const stat = fs.statSync(at);
        lines.push(`${rel}/${entry.name} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  for (const name of PARCEL_LINKED_SOURCES) {
    if (fs.existsSync(path.join(root, name))) walk(path.join(root, name), name);
  }
  return lines.sort().join('\n');
}

/**
 * Parcel, which compiles gatsby-node and the plugins, notices changes inside the work folder
 * only: a file it reached through a link (`packages/`, a plugin's `src/`, `site-build/`) kept
 * its old compiled form after it changed, so a changed rich-text renderer did not reach the
 * build. Its cache is dropped when any of those files changed since the last build (a few
 * seconds of compiling). Returns whether it was.
 */
export function dropStaleParcelCache(dir: string, root = ROOT): boolean {
  const cache = path.join(dir, '.cache');
  if (!fs.existsSync(cache)) return false;
  const stampFile = path.join(cache, PARCEL_SOURCES_STAMP);
  const stamp = parcelSourcesStamp(root);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return false;
  fs.rmSync(path.join(cache, PARCEL_CACHE), { recursive: true, force: true });
  fs.writeFileSync(stampFile, stamp);
  return true;
}

/**
 * A variant's work folder: links to the repository's entries (sources, packages, node_modules)
 * beside the variant's own `.cache` and `public`. Gatsby takes its working directory as the
 * site folder, so the two variants can build at the same time (decision 070).
 */
export function prepareWorkDir(dir: string, root = ROOT): string {
  mirror(root, dir, NOT_LINKED, OWN, 0);
  dropStaleParcelCache(dir, root);
  return dir;
}

// eslint-disable-next-line no-control-regex
const ANSI_CODES = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** Gatsby's line for a finished phase: `success <phase> - 1.234s` (possibly with counts after it). */
const PHASE_LINE = /^success (.+?) - (\d+(?:\.\d+)?)s\b/;

/**
 * Runs a command in `cwd`; each output line is prefixed (`[pc] …`) so concurrent builds stay
 * readable. Resolves with the seconds of each phase Gatsby reported (where a build's time goes).
 */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  label: string,
): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const phases: Record<string, number> = {};
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let rest = '';
      const emit = (line: string) => {
        // Gatsby redraws its progress lines with terminal codes: keep the text only.
        const text = line.replace(ANSI_CODES, '').trimEnd();
        if (!text) return;
        sink.write(`[${label}] ${text}\n`);
        const phase = PHASE_LINE.exec(text);
        if (phase) phases[phase[1]] = (phases[phase[1]] ?? 0) + Number(phase[2]);
      };
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(emit);
      });
      stream.on('end', () => emit(rest));
    }
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(phases)
        : reject(new Error(`${label}: ${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Gatsby defines every environment variable for its HTML renderer (and every `GATSBY_*` one for
 * the browser bundles); webpack keys each module's cache on all of them. Variables that differ
 * from run to run (the release id and folder the site server passes, npm's and the shell's
 * own) are left out and the rest sorted, so a rebuild from the same sources hits the cache.
 */
const VOLATILE_ENV = /^(SITE_BUILD_|GATSBY_BUILD_ID$|npm_|INIT_CWD$|_$|SHLVL$|OLDPWD$)/;

export function stableBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => value !== undefined && !VOLATILE_ENV.test(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** Source maps and build stats stay out of a release. */
const LEFT_OUT = ['.map', 'webpack.stats.json'];

/** The previous release: `--previous`, else the `current` link next to the output folder. */
export function previousRelease(options: Pick<Options, 'out' | 'previous'>): string | undefined {
  if (options.previous === null) return undefined;
  const candidate = options.previous ?? path.join(path.dirname(options.out), CURRENT_LINK);
  try {
    const dir = fs.realpathSync(candidate);
    return dir === fs.realpathSync(options.out) ? undefined : dir;
  } catch {
    return undefined;
  }
}

/** Pages Gatsby rendered (or deleted) in its last build (`--write-to-file`, or the warm build). */
function pagesListed(file: string): number {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return -1;
  }
}

/** One variant's build: its line of `build-stats.json`, and what the builder uses besides. */
export interface VariantResult extends Omit<VariantStats, 'pendingCompression'> {
  device: Device;
  /** Files still without compressed copies (`precompress: 'deferred'`); not in build-stats.json. */
  toCompress?: string[];
  /**
   * HTML files written and removed against the previous release, when its files manifest was
   * read (the builder's CSP manifest then looks at these only); not in build-stats.json.
   */
  htmlChanges?: { written: string[]; removed: string[] };
}

const isHtml = (rel: string) => rel.endsWith('.html');

export async function buildVariant(
  device: Device,
  options: Options,
  previous?: string,
): Promise<VariantResult> {
  const work = prepareWorkDir(path.join(options.cacheDir ?? VARIANTS_DIR, device));
  // Nothing release-specific may reach the bundles: the same content must give the same files.
  const env = stableBuildEnv({
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: '1',
    GATSBY_ROOT_DEVICE: device,
    NODE_ENV: 'production',
    // Both variants read the content snapshot buildSites synced, not the CMS (decision 071).
    CMS_SNAPSHOT_DIR: snapshotDirFor(options.cacheDir),
  });
  const started = performance.now();
  const since = (t: number) => (performance.now() - t) / 1000;
  // With an owner: the sources this build is made from, which a warm build must have started from.
  const keep = options.warmOwner
    ? { owner: options.warmOwner, fingerprint: sourcesFingerprint(work, env) }
    : null;
  let warm: WarmAnswer | null = null;
  let fullBuildReason: string | undefined;
  if (keep) {
    const result = await warmBuild(work, keep.fingerprint).catch((error: unknown) => ({
      skipped: `the warm build failed: ${error instanceof Error ? error.message : String(error)}`,
    }));
    if ('answer' in result) {
      warm = result.answer;
      console.log(`[${device}] ${formatWarm(warm)}`);
    } else {
      fullBuildReason = result.skipped;
      console.log(`[${device}] full build: ${result.skipped}`);
    }
  }
  let gatsbyPhases: Record<string, number>;
  // A long-lived Gatsby process is renewed now and then; the new one loads the saved state.
  const renewWarm = keep !== null && warm !== null && warm.builds >= RENEW_AFTER_BUILDS;
  if (warm) {
    gatsbyPhases = Object.fromEntries(Object.entries(warm.phases).map(([k, v]) => [`warm ${k}`, v]));
    if (renewWarm) await stopWarm(work);
  } else {
    await stopWarm(work);
    gatsbyPhases = await run(
      process.execPath,
      [require.resolve('gatsby/cli'), 'build', '--write-to-file'],
      env,
      work,
      device,
    );
  }
  const build = since(started);
  const rendered = pagesListed(path.join(work, RENDERED_PAGES_FILE));
  const deleted = Math.max(0, pagesListed(path.join(work, DELETED_PAGES_FILE)));

  let t = performance.now();
  const target = path.join(options.out, device);
  fs.rmSync(target, { recursive: true, force: true });
  const previousDir =
    previous && fs.existsSync(path.join(previous, device)) ? path.join(previous, device) : undefined;
  // The previous release's link copy, made in the background once it was live (decision 079).
  const prepared = previousDir !== undefined && takePrepared(previous!, device, target);
  // In a thread of its own: the other variant's build and compression go on meanwhile.
  const assembled = await assembleInThread({
    from: path.join(work, 'public'),
    to: target,
    prepared,
    previous: previousDir,
    previousManifestFile: previousDir ? path.join(previous!, filesManifestName(device)) : undefined,
    manifestFile: path.join(options.out, filesManifestName(device)),
    excludeSuffixes: LEFT_OUT,
  });
  const assemble = since(t);
  // After a full build (it loads the state just built, for the next content-only build) or a
  // renewal, the warm build starts now, not before the assembly: its bootstrap rewrites
  // `public/search-index` (removed, then written language by language) and Gatsby's removes stale
  // page data, so a release assembled beside it could miss files (a clean-clone CI run got a pc
  // variant with the Japanese indexes only; decision 078).
  if (keep && (warm === null || renewWarm)) keepWarm(device, work, env, keep);

  t = performance.now();
  const compressed =
    options.precompress === false || options.precompress === 'deferred'
      ? 0
      : (await precompressFiles(assembled.toCompress)).written;
  const compress = since(t);
  return {
    device,
    seconds: since(started),
    // Counted by the assembly: a walk of the release took 1.6 s per variant at 10× content.
    pages: assembled.pages,
    rendered,
    deleted,
    htmlChanged: assembled.changed.filter(isHtml).length,
    files: {
      files: assembled.files,
      linked: assembled.linked,
      siblingsLinked: assembled.siblingsLinked,
      written: assembled.written,
      bytesWritten: assembled.bytesWritten,
      removed: assembled.removed.length,
      compressed,
    },
    phases: { build, assemble, compress },
    prepared,
    warm: warm !== null,
    fullBuildReason,
    gatsbyPhases,
    toCompress: options.precompress === 'deferred' ? assembled.toCompress : undefined,
    htmlChanges: assembled.comparedWithManifest
      ? {
          written: assembled.changed.filter(isHtml),
          removed: assembled.removed.filter(isHtml),
        }
      : undefined,
  };
}

/** Starts the variant's warm build; one that cannot start costs the next publish a full build, no more. */
function keepWarm(
  device: Device,
  work: string,
  env: NodeJS.ProcessEnv,
  { fingerprint, owner }: { fingerprint: Fingerprint; owner: number },
) {
  try {
    startWarm(work, env, fingerprint, owner);
  } catch (error) {
    console.log(`[${device}] no warm build: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function formatWarm(answer: WarmAnswer): string {
  const steps = Object.entries(answer.phases)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`)
    .join(', ');
  return (
    `warm build #${answer.builds}: ${answer.rendered.length} pages rendered, ${answer.deleted.length} deleted ` +
    `(${steps} s; ${answer.rssMb} MB resident)`
  );
}

/** One line per variant: pages rendered, files linked / written / compressed, seconds per phase. */
export function formatVariant(r: VariantResult): string {
  const f = r.files;
  const rendered = r.rendered >= 0 ? `${r.rendered} rendered` : 'rendered: unknown';
  return (
    `${r.device}-root${r.warm ? ' (warm)' : ''}: ${r.pages} pages (${rendered}, ${r.deleted} deleted, ${r.htmlChanged} HTML files changed); ` +
    `files ${f.files}: ${f.linked} linked ${r.prepared ? '(prepared copy)' : `(+${f.siblingsLinked} .br/.gz)`}, ${f.written} written ` +
    `(${(f.bytesWritten / 1e6).toFixed(1)} MB), ${f.removed} gone, ${f.compressed} .br/.gz written; ` +
    `${r.seconds.toFixed(1)} s = build ${r.phases.build.toFixed(1)} + assemble ${r.phases.assemble.toFixed(1)} + compress ${r.phases.compress.toFixed(1)}`
  );
}

export async function buildSites(options: Options): Promise<VariantResult[]> {
  fs.mkdirSync(options.out, { recursive: true });
  // The CMS is read once per release, before the variants (fails fast if it does not answer).
  await syncSnapshotBeforeBuild(options.cacheDir);
  const previous = previousRelease(options);
  console.log(
    previous
      ? `reusing unchanged files of ${path.relative(ROOT, previous)}`
      : 'no previous release: every file is written',
  );
  const devices = options.only ? [options.only] : [...DEVICES];
  const buildOne = async (device: Device) => {
    console.log(`\n▶ building the ${device}-root variant (${options.id})`);
    const result = await buildVariant(device, options, previous);
    console.log(`  ${formatVariant(result)}`);
    return result;
  };
  // Gatsby's bootstrap is mostly one thread: on two cores the variants build side by side.
  const results = options.sequential
    ? await devices.reduce<Promise<VariantResult[]>>(
        async (done, device) => [...(await done), await buildOne(device)],
        Promise.resolve([]),
      )
    : await Promise.all(devices.map(buildOne));
  const info: ReleaseInfo = { id: options.id, builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(options.out, RELEASE_FILE), JSON.stringify(info, null, 2));
  const stats: BuildStats = {
    id: options.id,
    previous: previous ? path.basename(previous) : null,
    // Read by the scheduler: no second compression walk over the release.
    precompressed: (options.precompress ?? true) === true && !options.only,
    variants: results.map(({ toCompress, htmlChanges: _lists, ...rest }) => ({
      ...rest,
      pendingCompression: toCompress?.length ?? 0,
    })),
  };
  fs.writeFileSync(path.join(options.out, BUILD_STATS_FILE), JSON.stringify(stats, null, 2));
  if (previous && results.every((r) => r.htmlChanges)) {
    const changes: HtmlChanges = {
      previous: path.basename(previous),
      builds: Object.fromEntries(results.map((r) => [r.device, r.htmlChanges])),
    };
    fs.writeFileSync(path.join(options.out, HTML_CHANGES_FILE), JSON.stringify(changes));
  }
  return results;
}

if (require.main === module) {
  const options = parseArgs(process.argv.slice(2));
  buildSites(options)
    .then((results) => {
      console.log(`\nRelease ${options.id} written to ${path.relative(ROOT, options.out)}`);
      for (const r of results) console.log(`  ${formatVariant(r)}`);
    })
    .catch((error: unknown) => {
      // One line the builder shows editors as the reason (publish/src/scheduler.ts).
      console.error(`${BUILD_FAILED} ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
