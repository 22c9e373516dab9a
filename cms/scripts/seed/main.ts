import { join } from 'node:path';
import { createStrapi } from '@strapi/strapi';
import { cmsRoot } from '../../src/lib/paths';
import { DEFAULT_SEED, seed, type SeedOptions } from './run';

const USAGE = 'usage: npm run seed -- [--news N] [--notices N] [--brands N] [--enterprises N]';

export function parseArgs(argv: string[]): SeedOptions {
  const options: SeedOptions = { ...DEFAULT_SEED };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '') as keyof SeedOptions;
    const value = Number(argv[i + 1]);
    if (
      !['news', 'notices', 'brands', 'enterprises'].includes(key) ||
      !Number.isInteger(value) ||
      value < 0
    ) {
      throw new Error(`${USAGE}\n(bad argument: ${argv[i]} ${argv[i + 1] ?? ''})`);
    }
    (options as unknown as Record<string, number>)[key] = value;
    i += 1;
  }
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
  try {
    await seed(strapi, options);
    console.log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await strapi.destroy();
  }
}
