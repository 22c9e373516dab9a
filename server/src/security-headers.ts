import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

export interface SecurityOptions {
  cmsOrigin: string;
  trustedProxies: string[];
}

/**
 * The Content-Security-Policy of the site. Scripts run only from the origin and from the
 * inline scripts whose hashes are given; Gatsby inlines CSS, so styles allow inline.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], cmsOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${cmsOrigin}`,
    `media-src 'self' blob: ${cmsOrigin}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
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
  res.setHeader(
    'Content-Security-Policy',
    contentSecurityPolicy(input.scriptHashes ?? [], options.cmsOrigin),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', input.referrerPolicy ?? 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  if (input.https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
