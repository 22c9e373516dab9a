import { createHmac, randomBytes, timingSafeEqual } from 'crypto';
import fs from 'fs';
import path from 'path';
import { REPO_ROOT } from '../config';

/**
 * Preview tokens, issued by the CMS's preview handler (cms/src/preview, decision 073):
 * `<base64url JSON claims>.<base64url HMAC-SHA256 over "preview:" + claims>`, valid for at
 * most ten minutes. The two sides share `PREVIEW_SECRET` or `.data/preview-secret`.
 */
export const PREVIEW_UIDS = {
  'api::news-article.news-article': 'news',
  'api::notice.notice': 'notice',
  'api::brand.brand': 'brand',
  'api::enterprise.enterprise': 'enterprise',
} as const;
export type PreviewUid = keyof typeof PREVIEW_UIDS;
export type PreviewKind = (typeof PREVIEW_UIDS)[PreviewUid];

/** The CMS never issues longer-lived tokens; a claim beyond this is not believed either. */
export const PREVIEW_TOKEN_MAX_TTL_MS = 10 * 60 * 1000;

export interface PreviewClaims {
  uid: PreviewUid;
  documentId: string;
  /** CMS locale code. */
  locale: 'ja' | 'zh' | 'en';
  status: 'draft' | 'published';
  exp: number;
}

export type PreviewCheck = { status: 'valid'; claims: PreviewClaims } | { status: 'expired' | 'invalid' };

const TOKEN = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/;
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const LOCALES = ['ja', 'zh', 'en'];

/**
 * The shared secret: the configured one, else `.data/preview-secret` (created with 32
 * random bytes when absent, as the CMS does; whichever comes first writes it).
 */
export function loadPreviewSecret(
  configured: string | null,
  file = path.join(REPO_ROOT, '.data', 'preview-secret'),
): string {
  if (configured) return configured;
  const read = () => {
    try {
      return fs.readFileSync(file, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  };
  const existing = read();
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url');

/** Checks the signature (constant time) before anything of the payload is believed, then the expiry. */
export function verifyPreviewToken(token: unknown, secret: string, now: number): PreviewCheck {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!match) return { status: 'invalid' };
  // Compared as text: base64url has several spellings of the last character's bits.
  const given = Buffer.from(match[2], 'utf8');
  const expected = Buffer.from(mac(secret, match[1]), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return { status: 'invalid' };
  }
  if (
    typeof claims !== 'object' ||
    claims === null ||
    typeof claims.uid !== 'string' ||
    !Object.hasOwn(PREVIEW_UIDS, claims.uid) ||
    typeof claims.documentId !== 'string' ||
    !DOCUMENT_ID.test(claims.documentId) ||
    typeof claims.locale !== 'string' ||
    !LOCALES.includes(claims.locale) ||
    (claims.status !== 'draft' && claims.status !== 'published') ||
    typeof claims.exp !== 'number' ||
    !Number.isInteger(claims.exp)
  ) {
    return { status: 'invalid' };
  }
  const expMs = claims.exp * 1000;
  if (expMs <= now) return { status: 'expired' };
  // Signed, but claiming a life longer than the CMS gives: not one of ours.
  if (expMs - now > PREVIEW_TOKEN_MAX_TTL_MS + 60_000) return { status: 'invalid' };
  return { status: 'valid', claims: claims as unknown as PreviewClaims };
}
