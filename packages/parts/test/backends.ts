import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PartsStoreConfig } from '../src/store/open';

/**
 * SQLite always; PostgreSQL when PARTS_TEST_DATABASE_URL (or else TEST_DATABASE_URL) is set,
 * e.g. postgres://postgres@127.0.0.1:5432/parts_test (scripts/test-all.sh sets both).
 */
export function backends(name: string): [string, () => Promise<PartsStoreConfig>][] {
  const list: [string, () => Promise<PartsStoreConfig>][] = [
    [
      'sqlite',
      async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-'));
        return { kind: 'sqlite', path: path.join(dir, 'parts.sqlite') };
      },
    ],
  ];
  const url = process.env.PARTS_TEST_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) {
    list.push([
      'postgres',
      async () => {
        const schema = `parts_test_${name}`;
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
        return { kind: 'postgres', url, schema };
      },
    ]);
  } else {
    process.stdout.write(`parts ${name}: PostgreSQL run skipped: PARTS_TEST_DATABASE_URL is not set\n`);
  }
  return list;
}
