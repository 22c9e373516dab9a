import path from 'node:path';
import {
  LOCALE_COOKIE,
  isLocale,
  localeFromLanguages,
  localePrefix,
  parsePath,
  type Locale,
} from '@site/routing';
import { ASSET_EXTENSIONS } from './content-types';

/** The value of one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/**
 * The language the root path `/` should show: the locale cookie when it names one,
 * else the browser's Accept-Language, else Japanese (no redirect).
 */
export function rootLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const cookie = readCookie(cookieHeader, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return localeFromLanguages(acceptLanguage) ?? 'jp';
}

/**
 * Requests for files (scripts, page-data, images…) skip the page middleware: the CN area rule
 * and the device redirect are about pages, and a page's own assets must load wherever it is.
 */
export function isAssetRequest(decodedPath: string): boolean {
  if (/^\/(?:static|page-data|media)\//.test(decodedPath)) return true;
  return ASSET_EXTENSIONS.includes(path.posix.extname(decodedPath).toLowerCase());
}

/**
 * Not-found pages to try, best first, for a path inside a build: the page of the path's
 * locale and explicit device segment, then the locale's, then the default one.
 */
export function notFoundCandidates(decodedPath: string): string[] {
  const parsed = parsePath(decodedPath);
  const prefix = localePrefix(parsed.locale);
  const candidates = [
    parsed.device ? `${prefix}/${parsed.device}/404.html` : null,
    `${prefix}/404.html`,
    '/404.html',
  ];
  return [...new Set(candidates.filter((c): c is string => c !== null))];
}

/** Percent-decodes a path, or null when it is malformed. */
export function decodePath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}
