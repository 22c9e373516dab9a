import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The rebuild token: the configured one, else the token file, created with 32 random bytes
 * (hex) when absent. The CMS webhook and the `npm start` orchestration read the same file.
 */
export function loadRebuildToken(explicit: string | undefined, tokenFile: string): string {
  if (explicit) return explicit;
  try {
    const existing = fs.readFileSync(tokenFile, 'utf8').trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(tokenFile), { recursive: true });
  try {
    fs.writeFileSync(tokenFile, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(tokenFile, 'utf8').trim();
    throw error;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares `Authorization: Bearer <token>` in constant time (hashes equalize lengths). */
export function isAuthorized(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const given = match ? match[1] : '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
