import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { isPreviewPage } from './cache-policy';

export interface SecurityOptions {
  /** The CMS's public origin: it may frame the preview page, whose drafts show its media. */
  cmsOrigin: string;
  trustedProxies: string[];
}

export interface PolicyOptions {
  frameAncestors?: string;
  /**
   * Origins images and media may also come from. Site pages take none: the build brings CMS
   * media in and serves them from the site (decision 045). The preview page shows drafts,
   * whose media are only on the CMS (decision 073).
   */
  mediaOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of the site. Scripts run only from the origin and from the
 * inline scripts whose hashes are given. Styles allow inline: the toasts (notistack, through
 * goober) write a `<style>` element at run time, though the site's stylesheet is a file.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], options: PolicyOptions = {}): string {
  const media = (options.mediaOrigins ?? []).map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestors ?? "'none'"}`,
  ].join('; ');
}

/** True when the request reached us over TLS, directly or through a trusted proxy. */
export function isHttps(req: IncomingMessage, trustedProxies: readonly string[]): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const remote = req.socket.remoteAddress ?? '';
  if (!trustedProxies.includes(remote)) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

export interface SecurityHeaderInput {
  scriptHashes?: readonly string[];
  https: boolean;
  referrerPolicy?: 'strict-origin-when-cross-origin' | 'no-referrer';
}

/** Headers every answer carries; a page answer passes its inline script hashes. */
export function setSecurityHeaders(
  res: ServerResponse,
  options: SecurityOptions,
  input: SecurityHeaderInput,
) {
  // The preview page (any form of its path) is shown by the CMS admin panel in a frame, and
  // is never indexed (decision 073); every other answer may be framed by nobody. Its drafts
  // show media from the CMS; every other page only the site's own (decision 045).
  const preview = previewPath(res.req?.url);
  res.setHeader(
    'Content-Security-Policy',
    contentSecurityPolicy(
      input.scriptHashes ?? [],
      preview
        ? { frameAncestors: `'self' ${options.cmsOrigin}`, mediaOrigins: [options.cmsOrigin] }
        : { frameAncestors: "'none'" },
    ),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', input.referrerPolicy ?? 'strict-origin-when-cross-origin');
  if (preview) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  else res.setHeader('X-Frame-Options', 'DENY');
  if (input.https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/** Whether a request target is the preview page; a path that does not decode is not. */
function previewPath(url: string | undefined): boolean {
  if (!url) return false;
  const queryAt = url.indexOf('?');
  try {
    const decoded = decodeURIComponent(queryAt >= 0 ? url.slice(0, queryAt) : url);
    return isPreviewPage(decoded.replace(/^\/{2,}/, '/'));
  } catch {
    return false;
  }
}
