import fs from 'node:fs';
import path from 'node:path';
import { generateParts } from './generator/generate';
import { DEFAULT_KICAD_DIR, importKicad, kicadLibraries } from './kicad/import';
import type { PartRecord } from './schema';
import { openPartsStore, type PartsStoreConfig } from './store/open';

/** Demo size: builds in well under a minute on a small machine. */
export const DEFAULT_DEMO_COUNT = 200_000;

/**
 * Version of the generated demo data. A store whose demo data an older generator made
 * (datasheet addresses on the makers' real sites, no demo mark) and that holds no real
 * parts is built again.
 */
export const DEMO_GENERATOR_VERSION = '2';

/**
 * Meta key of the first fill: `started` while it runs, `done` after. The load commits every
 * 50,000 parts, so a start stopped in the middle (Ctrl-C) leaves part of it behind, which the
 * next start clears and fills again.
 */
const FIRST_FILL = 'firstFill';

export interface EnsureOptions {
  count?: number;
  seed?: number;
  config?: PartsStoreConfig;
  log?: (line: string) => void;
  /** KiCad symbol libraries to import beside the demo data; null for none. Default `PARTS_KICAD_DIR` or /usr/share/kicad/symbols. */
  kicadDir?: string | null;
}

/** Libraries and their sizes and dates: a changed installation is imported again. */
function librarySignature(dir: string): string {
  return kicadLibraries(dir)
    .map((file) => {
      const stat = fs.statSync(file);
      return `${path.basename(file)}:${stat.size}:${Math.round(stat.mtimeMs)}`;
    })
    .join('|');
}

function hasLibraries(dir: string | null): dir is string {
  try {
    return dir !== null && kicadLibraries(dir).length > 0;
  } catch {
    return false;
  }
}

/**
 * Creates and fills the parts database when it is missing or empty (used by the start
 * script): real parts from the KiCad symbol libraries when they are installed, then the
 * generated demo parts. A filled database is left as it is, except that KiCad libraries
 * installed or changed since are imported into it.
 */
export async function ensurePartsData(
  options: EnsureOptions = {},
): Promise<{ created: boolean; parts: number; real: number }> {
  const count = options.count ?? (Number(process.env.PARTS_DEMO_COUNT) || DEFAULT_DEMO_COUNT);
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const kicadDir =
    options.kicadDir === undefined ? process.env.PARTS_KICAD_DIR || DEFAULT_KICAD_DIR : options.kicadDir;
  const kicad = hasLibraries(kicadDir) ? kicadDir : null;
  const store = await openPartsStore(options.config);
  const kicadRecords = (dir: string): Iterable<PartRecord> => {
    log(`parts: importing real parts and pinouts from the KiCad symbol libraries in ${dir} (CC-BY-SA 4.0)`);
    let reported = 0;
    return importKicad(dir, {
      onIssue: () => void reported++,
      onProgress: (p) => {
        if (p.done % 25 === 0 || p.done === p.libraries)
          log(
            `parts: KiCad ${p.done} / ${p.libraries} libraries, ${p.imported.toLocaleString('en')} parts of ${p.symbols.toLocaleString('en')} symbols${p.done === p.libraries ? `, ${reported} reported and left out` : ''}`,
          );
      },
    });
  };
  try {
    let existing = await store.count();
    if (existing > 0 && (await store.getMeta(FIRST_FILL)) === 'started') {
      log('parts: the last start stopped while it filled the parts database; filling it again');
      await store.clear();
      existing = 0;
    }
    if (
      existing > 0 &&
      (await store.getMeta('demoGenerator')) !== DEMO_GENERATOR_VERSION &&
      (await store.realCount()) === 0
    ) {
      log('parts: the demo data was made by an earlier generator; building it again');
      await store.clear();
      existing = 0;
    }
    if (!kicad)
      log(
        `parts: no KiCad symbol libraries in ${kicadDir ?? '(none given)'}: demo data only. For real parts and pinouts install them (apt-get install kicad-symbols) or set PARTS_KICAD_DIR, then start again (or run npx tsx packages/parts/src/cli.ts import --kicad <dir>)`,
      );
    if (existing > 0) {
      if (kicad) {
        const signature = librarySignature(kicad);
        if ((await store.getMeta('kicad')) !== signature) {
          const result = await store.load(kicadRecords(kicad));
          await store.setMeta('kicad', signature);
          log(`parts: ${result.loaded.toLocaleString('en')} real parts imported beside the existing data`);
        } else log(`parts: real parts from ${kicad} already imported`);
      }
      return { created: false, parts: await store.count(), real: await store.realCount() };
    }
    log(`parts: generating ${count.toLocaleString('en')} demo parts`);
    const started = Date.now();
    await store.setMeta(FIRST_FILL, 'started');
    function* all(): Generator<PartRecord> {
      // Real parts first: they get the lowest storage ids, so lists in storage order show them first.
      if (kicad) yield* kicadRecords(kicad);
      yield* generateParts({ count, seed: options.seed ?? 1 });
    }
    const result = await store.load(all(), {
      onProgress: (e) => {
        if (e.phase === 'load') log(`parts: ${e.loaded.toLocaleString('en')} loaded`);
        else if (e.phase === 'index') log(`parts: building index ${e.detail}`);
        else if (e.phase === 'keywords') log('parts: building keyword index');
        else if (e.phase === 'analyze') log('parts: gathering planner statistics');
        else if (e.phase === 'statistics') log('parts: counting figures for the statistics panel');
      },
    });
    await store.setMeta('demoGenerator', DEMO_GENERATOR_VERSION);
    if (kicad) await store.setMeta('kicad', librarySignature(kicad));
    await store.setMeta(FIRST_FILL, 'done');
    const real = await store.realCount();
    log(
      `parts: ${result.loaded.toLocaleString('en')} parts ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${real.toLocaleString('en')} real from KiCad, ${(result.loaded - real).toLocaleString('en')} generated demo parts)`,
    );
    return { created: true, parts: result.loaded, real };
  } finally {
    await store.close();
  }
}
