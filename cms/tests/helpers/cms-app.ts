import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createStrapi, type Core } from '@strapi/strapi';
import { seed, type SeedOptions } from '../../scripts/seed/run';
import { postgresUrl, preparePostgres, wantsPostgres } from './database';

export interface CmsApp {
  strapi: Core.Strapi;
  url: string;
  token: string;
  database: 'sqlite' | 'postgres';
  stop(): Promise<void>;
}

/** A small seed: enough items for every flag (members-only, Other initials...). */
export const SMALL_SEED: SeedOptions = { news: 30, notices: 6, brands: 8, enterprises: 60 };

const appDir = resolve(__dirname, '..', '..');

/**
 * Boots a real Strapi on a free port without the admin panel, on a temporary SQLite
 * file or on PostgreSQL, and seeds it. Resolves to null (with the reason printed) when
 * PostgreSQL was asked for and no server answers.
 */
export async function startCms(options: SeedOptions = SMALL_SEED): Promise<CmsApp | null> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-test-'));
  const database = wantsPostgres() ? 'postgres' : 'sqlite';
  if (database === 'postgres') {
    const reason = await preparePostgres(postgresUrl());
    if (reason) {
      console.warn(`Skipping the CMS PostgreSQL tests: ${reason}`);
      rmSync(dir, { recursive: true, force: true });
      return null;
    }
    process.env.CMS_DATABASE_URL = postgresUrl();
  } else {
    delete process.env.CMS_DATABASE_URL;
    process.env.CMS_SQLITE_FILE = join(dir, 'cms.sqlite');
  }
  Object.assign(process.env, {
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_DATA_DIR: dir,
    CMS_EDITOR_TOKEN_FILE: join(dir, 'editor-token'),
    CMS_PORT: '0',
    CMS_HOST: '127.0.0.1',
    CMS_SERVE_ADMIN: 'false',
    // Nothing listens on the discard port: a stray webhook call goes nowhere.
    SITE_REBUILD_URL: 'http://127.0.0.1:9/__rebuild',
    REBUILD_TOKEN: 'test-rebuild-token',
  });
  const strapi = createStrapi({ appDir, distDir: join(appDir, 'dist'), serveAdminPanel: false });
  strapi.log.level = 'warn';
  await strapi.load();
  await seed(strapi, options, () => undefined);
  // Strapi prints its start-up banner with console.log; tests have no use for it.
  const log = console.log;
  console.log = () => undefined;
  try {
    await strapi.listen();
  } finally {
    console.log = log;
  }
  const { port } = strapi.server.httpServer.address() as AddressInfo;
  return {
    strapi,
    url: `http://127.0.0.1:${port}`,
    token: readFileSync(join(dir, 'editor-token'), 'utf8').trim(),
    database,
    async stop() {
      await strapi.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Stops the CMS `current()` names after the file's tests, and gives `run`, which defines a
 * test that needs it: with no CMS (PostgreSQL asked for and not answering) the test does nothing.
 */
export function cmsTests(current: () => CmsApp | null | undefined) {
  afterAll(async () => {
    await current()?.stop();
  });
  return (name: string, fn: () => Promise<void>) =>
    test(name, async () => {
      if (!current()) return;
      await fn();
    });
}
