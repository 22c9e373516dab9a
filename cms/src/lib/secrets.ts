import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './paths';

/** Every secret Strapi needs; each may come from the environment. */
export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const generate = (name: SecretName): string =>
  name === 'APP_KEYS'
    ? Array.from({ length: 4 }, () => randomBytes(16).toString('base64')).join(',')
    : randomBytes(32).toString('base64');

let cache: Record<SecretName, string> | undefined;

/**
 * Secrets generated once into `.data/cms-secrets.json` so that a fresh clone starts
 * without set-up; a value in the environment always wins.
 */
function storedSecrets(): Record<SecretName, string> {
  if (cache) return cache;
  const file = join(dataDir(), 'cms-secrets.json');
  const stored: Partial<Record<SecretName, string>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>)
    : {};
  const missing = SECRET_NAMES.filter((name) => !stored[name]);
  if (missing.length > 0) {
    for (const name of missing) stored[name] = generate(name);
    mkdirSync(dataDir(), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  cache = stored as Record<SecretName, string>;
  return cache;
}

export function secret(name: SecretName): string {
  const fromEnv = process.env[name];
  return fromEnv && fromEnv.length > 0 ? fromEnv : storedSecrets()[name];
}
