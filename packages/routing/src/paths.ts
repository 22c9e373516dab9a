import { DEFAULT_LOCALE, isLocale, localePrefix, type Locale } from './locales';
import { isDevice, type Device } from './device';

export interface PathTarget {
  locale: Locale;
  device: Device;
  /** Route without prefix or segment, starting with '/': '/', '/news', '/news/abc'. */
  route: string;
}

export interface ParsedPath {
  locale: Locale;
  /** Device named by an explicit `/pc` or `/mobile` segment, or null for the root form. */
  device: Device | null;
  route: string;
  /** True when the path carried an explicit locale prefix. */
  hasLocalePrefix: boolean;
}

function joinRoute(base: string, route: string): string {
  if (route === '/' || route === '') return base || '/';
  return `${base}${route}`;
}

/**
 * The URL of a page as served by a build whose root device is `rootDevice`:
 * locale prefix, then the device segment unless it is the root device, then the route.
 */
export function buildPath(target: PathTarget, rootDevice: Device): string {
  const segment = target.device === rootDevice ? '' : `/${target.device}`;
  return joinRoute(`${localePrefix(target.locale)}${segment}`, target.route);
}

/** The root form of a page: no device segment. Used for canonical links and sitemaps. */
export function rootFormPath(locale: Locale, route: string): string {
  return joinRoute(localePrefix(locale), route);
}

/** Splits a pathname into locale, explicit device segment and route. */
export function parsePath(pathname: string): ParsedPath {
  const parts = pathname.split('/').filter(Boolean);
  let locale: Locale = DEFAULT_LOCALE;
  let hasLocalePrefix = false;
  if (parts.length && isLocale(parts[0]) && parts[0] !== DEFAULT_LOCALE) {
    locale = parts.shift() as Locale;
    hasLocalePrefix = true;
  }
  let device: Device | null = null;
  if (parts.length && isDevice(parts[0])) device = parts.shift() as Device;
  const route = `/${parts.join('/')}`;
  const trailing = pathname.length > 1 && pathname.endsWith('/') && parts.length ? '/' : '';
  return { locale, device, route: route === '/' ? '/' : route + trailing, hasLocalePrefix };
}

/** Same page in another locale, keeping device segment and route. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const parsed = parsePath(pathname);
  const segment = parsed.device ? `/${parsed.device}` : '';
  return joinRoute(`${localePrefix(locale)}${segment}`, parsed.route);
}
