import { join } from 'node:path';
import { createStrapi } from '@strapi/strapi';
import { cmsRoot } from '../../src/lib/paths';
import { DEFAULT_SEED, seed, type SeedOptions } from './run';

const USAGE =
  'usage: npm run seed -- [--scale N] [--news N] [--notices N] [--brands N] [--enterprises N] (or SEED_SCALE=N)';

const COUNTS = ['news', 'notices', 'brands', 'enterprises'] as const;

/**
 * `--scale N` (or `SEED_SCALE=N`) multiplies every default count; `--news` and the others
 * then set single counts. Item i is the same at every scale, so the flags and markers keep
 * their proportions.
 */
export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): SeedOptions {
  const given: Partial<Record<(typeof COUNTS)[number] | 'scale', number>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    const value = Number(argv[i + 1]);
    if (![...COUNTS, 'scale'].includes(key) || !Number.isInteger(value) || value < 0) {
      throw new Error(`${USAGE}\n(bad argument: ${argv[i]} ${argv[i + 1] ?? ''})`);
    }
    given[key as keyof typeof given] = value;
    i += 1;
  }
  const scale = given.scale ?? (env.SEED_SCALE ? Number(env.SEED_SCALE) : 1);
  if (!Number.isInteger(scale) || scale < 1) {
    throw new Error(`${USAGE}\n(the scale must be a whole number of at least 1, not ${String(scale)})`);
  }
  const options: SeedOptions = { ...DEFAULT_SEED };
  for (const key of COUNTS) options[key] = given[key] ?? DEFAULT_SEED[key] * scale;
  if (options.brands < 1) throw new Error('--brands must be at least 1: news articles relate to brands');
  return options;
}

/** Boots Strapi without HTTP or admin panel, writes the content and stops. */
export async function main(argv: string[]): Promise<void> {
  const options = parseArgs(argv);
  const appDir = cmsRoot();
  const strapi = createStrapi({ appDir, distDir: join(appDir, 'dist'), serveAdminPanel: false });
  strapi.log.level = 'warn';
  await strapi.load();
  // Publishing thousands of entries must not call the site's rebuild hook each time.
  const runner = strapi.get('webhookRunner') as { remove(w: unknown): void };
  for (const hook of await strapi.get('webhookStore').findWebhooks()) runner.remove(hook);
  const started = Date.now();
  console.log(
    `seeding ${options.news} news, ${options.notices} notices, ${options.brands} brands, ${options.enterprises} enterprises in ja, zh, en`,
  );
  try {
    await seed(strapi, options);
    console.log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await strapi.destroy();
  }
}
