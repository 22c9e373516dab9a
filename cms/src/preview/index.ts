import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { dataDir } from '../lib/paths';

/**
 * Preview before publishing (decision 073). Strapi's Preview feature asks `handler` for the
 * URL of a document and shows it in the admin panel (in an iframe, or in a new tab). The URL
 * is the site's own preview page with a short-lived signed token in its fragment:
 * `<SITE_URL><locale prefix>/preview#token=<token>`. The fragment never reaches a server, a
 * log or a Referer; the page hands the token to the website API (`POST /website/preview`),
 * which checks it with the same secret and reads the draft with its server token.
 */

/** Content types with a page per item on the site, and the kind the site's preview renders. */
export const PREVIEW_TYPES = {
  'api::news-article.news-article': 'news',
  'api::notice.notice': 'notice',
  'api::brand.brand': 'brand',
  'api::enterprise.enterprise': 'enterprise',
} as const;
export type PreviewUid = keyof typeof PREVIEW_TYPES;

/** A token lives at most this long: enough to open and read the preview, not to share it. */
export const PREVIEW_TOKEN_TTL_MS = 10 * 60 * 1000;

/** CMS locale → the site's URL prefix (Japanese has none, decision 001). */
const SITE_PREFIX: Record<string, string> = { ja: '', zh: '/zh', en: '/en' };
export const DEFAULT_PREVIEW_LOCALE = 'ja';

export interface PreviewClaims {
  uid: PreviewUid;
  documentId: string;
  /** CMS locale code: ja, zh or en. */
  locale: string;
  status: 'draft' | 'published';
  /** Expiry, unix seconds. */
  exp: number;
}

export const isPreviewUid = (uid: string): uid is PreviewUid => Object.hasOwn(PREVIEW_TYPES, uid);

/**
 * The secret shared with the website API: `PREVIEW_SECRET`, else `.data/preview-secret`,
 * created with 32 random bytes when absent (the API reads the same file; hosts that run the
 * two apart set `PREVIEW_SECRET` on both).
 */
export function previewSecret(env: NodeJS.ProcessEnv = process.env, dir: string = dataDir()): string {
  if (env.PREVIEW_SECRET) return env.PREVIEW_SECRET;
  const file = join(dir, 'preview-secret');
  const read = () => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    // The API created it first: theirs is used.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}

const mac = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url');

/** `<base64url JSON claims>.<base64url HMAC-SHA256>`. */
export function issuePreviewToken(
  claims: Omit<PreviewClaims, 'exp'>,
  secret: string,
  now: number = Date.now(),
  ttlMs: number = PREVIEW_TOKEN_TTL_MS,
): string {
  const full: PreviewClaims = {
    ...claims,
    exp: Math.floor((now + Math.min(ttlMs, PREVIEW_TOKEN_TTL_MS)) / 1000),
  };
  const payload = Buffer.from(JSON.stringify(full), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export type PreviewCheck = { status: 'valid'; claims: PreviewClaims } | { status: 'expired' | 'invalid' };

/** The website API's check, kept here too so the two can be tested against each other. */
export function verifyPreviewToken(token: string, secret: string, now: number = Date.now()): PreviewCheck {
  const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { status: 'invalid' };
  const given = Buffer.from(match[2], 'utf8');
  const expected = Buffer.from(mac(secret, match[1]), 'utf8');
  if (!timingSafeEqual(given, expected)) return { status: 'invalid' };
  let claims: PreviewClaims;
  try {
    claims = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as PreviewClaims;
  } catch {
    return { status: 'invalid' };
  }
  if (!isPreviewUid(claims.uid) || typeof claims.exp !== 'number') return { status: 'invalid' };
  return claims.exp * 1000 <= now ? { status: 'expired' } : { status: 'valid', claims };
}

export interface PreviewUrlOptions {
  siteUrl: string;
  secret: string;
  now?: number;
}

/**
 * The preview URL of a document, or null for content types without a page (Strapi then
 * shows no preview for them). The device is left to the site server's user-agent rule; the
 * page links to the other layout (`/pc/preview`, `/mobile/preview`) with the same token.
 */
export function previewUrl(
  uid: string,
  params: { documentId?: string; locale?: string | null; status?: string },
  options: PreviewUrlOptions,
): string | null {
  if (!isPreviewUid(uid) || !params.documentId) return null;
  const locale =
    params.locale && Object.hasOwn(SITE_PREFIX, params.locale) ? params.locale : DEFAULT_PREVIEW_LOCALE;
  const token = issuePreviewToken(
    {
      uid,
      documentId: params.documentId,
      locale,
      status: params.status === 'published' ? 'published' : 'draft',
    },
    options.secret,
    options.now,
  );
  return `${options.siteUrl.replace(/\/+$/, '')}${SITE_PREFIX[locale]}/preview#token=${token}`;
}

/** The `preview` block of config/admin.ts. */
export function previewConfig(
  env: NodeJS.ProcessEnv = process.env,
): NonNullable<Core.Config.Admin['preview']> {
  // The public site, as `npm start` sets it (SITE_URL).
  const site = (env.SITE_URL || 'http://localhost:8000').replace(/\/+$/, '');
  return {
    enabled: env.CMS_PREVIEW !== 'false',
    config: {
      // The admin panel's CSP lets this origin into its preview frame (frame-src).
      allowedOrigins: [new URL(site).origin],
      handler: (uid, params) => previewUrl(uid, params, { siteUrl: site, secret: previewSecret(env) }),
    },
  };
}
