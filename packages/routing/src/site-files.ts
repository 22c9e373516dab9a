import { localePrefix, type Locale } from './locales';

/**
 * Files in static/ (drawn by site-build/make-icons.ts) and written after each build
 * (site-build/crawler-files.ts) that every page's head names.
 */
export const SITE_FILES = {
  favicon: '/favicon.ico',
  svgIcon: '/icon.svg',
  appleTouchIcon: '/apple-touch-icon.png',
  /** The default sharing image: pages without an image of their own use it. */
  sharingImage: { url: '/og-image.png', width: 1200, height: 630 },
} as const;

/** The brand colour of src/styles/tokens.css, for the browser's toolbar and the manifest. */
export const THEME_COLOUR = '#0b4f8a';

/** Public path of each language's web app manifest: /manifest.webmanifest, /zh/…, /en/…. */
export function manifestPath(locale: Locale): string {
  return `${localePrefix(locale)}/manifest.webmanifest`;
}
