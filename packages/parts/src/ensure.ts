import { generateParts } from './generator/generate';
import { openPartsStore, type PartsStoreConfig } from './store/open';

/** Demo size: builds in well under a minute on a small machine. */
export const DEFAULT_DEMO_COUNT = 200_000;

export interface EnsureOptions {
  count?: number;
  seed?: number;
  config?: PartsStoreConfig;
  log?: (line: string) => void;
}

/**
 * Creates and fills the parts database when it is missing or empty (used by the start
 * script); an existing database is left as it is.
 */
export async function ensurePartsData(
  options: EnsureOptions = {},
): Promise<{ created: boolean; parts: number }> {
  const count = options.count ?? (Number(process.env.PARTS_DEMO_COUNT) || DEFAULT_DEMO_COUNT);
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const store = await openPartsStore(options.config);
  try {
    const existing = await store.count();
    if (existing > 0) return { created: false, parts: existing };
    log(`parts: generating ${count.toLocaleString('en')} demo parts`);
    const started = Date.now();
    const records = generateParts({ count, seed: options.seed ?? 1 });
    const result = await store.load(records, {
      onProgress: (e) => {
        if (e.phase === 'load')
          log(`parts: ${e.loaded.toLocaleString('en')} / ${count.toLocaleString('en')} loaded`);
        else if (e.phase === 'index') log(`parts: building index ${e.detail}`);
        else if (e.phase === 'keywords') log('parts: building keyword index');
        else if (e.phase === 'analyze') log('parts: gathering planner statistics');
        else if (e.phase === 'statistics') log('parts: counting figures for the statistics panel');
      },
    });
    log(
      `parts: ${result.loaded.toLocaleString('en')} parts ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { created: true, parts: result.loaded };
  } finally {
    await store.close();
  }
}
