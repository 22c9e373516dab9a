import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Core } from '@strapi/strapi';
import { dataDir } from '../src/lib/paths';

/**
 * SQLite under the repository's `.data/` by default; PostgreSQL when `CMS_DATABASE_URL`
 * (or the shared `DATABASE_URL`) is a postgres:// URL.
 */
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const url = env('CMS_DATABASE_URL', '') || env('DATABASE_URL', '');
  if (/^postgres(ql)?:\/\//.test(url)) {
    const parsed = new URL(url);
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          host: parsed.hostname,
          port: Number(parsed.port || 5432),
          database: decodeURIComponent(parsed.pathname.slice(1)),
          user: decodeURIComponent(parsed.username),
          password: decodeURIComponent(parsed.password),
          schema: env('CMS_DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
        },
        pool: { min: 0, max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: 60000,
      },
    };
  }
  const filename = resolve(env('CMS_SQLITE_FILE', join(dataDir(), 'cms.sqlite')));
  mkdirSync(dirname(filename), { recursive: true });
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
    },
  };
};
