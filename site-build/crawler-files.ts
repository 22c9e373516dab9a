import fs from 'node:fs';
import path from 'node:path';
import {
  HTML_LANG,
  LOCALES,
  rootFormPath,
  type Locale,
  THEME_COLOUR,
  manifestPath,
} from '../packages/routing/src';
import { sitemapPublicPath } from './sitemaps';

export { manifestPath };

/** The icons in static/ (drawn by site-build/make-icons.ts) that the manifest names. */
export const APP_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
] as const;

export interface SiteStrings {
  name: string;
  tagline: string;
}

/** The site's public origin (GATSBY_SITE_URL), as sitemaps, canonical links and robots.txt use it. */
export function configuredSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.GATSBY_SITE_URL || 'http://localhost:8000').replace(/\/$/, '');
}

/**
 * The index of the part sitemaps, which the site server streams from the parts store
 * (decision 095; server/src/part-pages/sitemaps.ts answers it, and a test checks the two agree).
 */
export const PART_SITEMAP_INDEX_PATH = '/sitemaps/parts/index.xml';

/**
 * robots.txt: every page may be crawled (pages that must stay out of results say so with
 * noindex, which a crawler can only read when it may fetch them); the website API may not.
 * The three sitemaps and the part sitemap index are named with the configured site URL.
 */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/$/, '');
  return [
    'User-agent: *',
    'Disallow: /website/',
    '',
    ...LOCALES.map((locale) => `Sitemap: ${base}${sitemapPublicPath(locale)}`),
    `Sitemap: ${base}${PART_SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

export function webManifest(locale: Locale, strings: SiteStrings): Record<string, unknown> {
  return {
    name: strings.name,
    short_name: strings.name,
    description: strings.tagline,
    lang: HTML_LANG[locale],
    start_url: rootFormPath(locale, '/'),
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: APP_ICONS.map((icon) => ({ ...icon, purpose: 'any' })),
  };
}

function siteStrings(localesDir: string, locale: Locale): SiteStrings {
  const file = path.join(localesDir, locale, 'common.json');
  const common = JSON.parse(fs.readFileSync(file, 'utf8')) as { site: SiteStrings };
  return common.site;
}

/**
 * Writes robots.txt and the three manifests into a finished build (gatsby-node onPostBuild);
 * the manifests take the site's name and tagline from `locales/<locale>/common.json`.
 */
export function publishCrawlerFiles(publicDir: string, siteUrl: string, localesDir: string): void {
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  for (const locale of LOCALES) {
    const target = path.join(publicDir, manifestPath(locale));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(
      target,
      `${JSON.stringify(webManifest(locale, siteStrings(localesDir, locale)), null, 2)}\n`,
    );
  }
}
