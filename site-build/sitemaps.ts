import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, localePrefix, type Locale } from '../packages/routing/src';

/** Folder each locale's gatsby-plugin-sitemap instance writes to. */
export function sitemapOutput(locale: Locale): string {
  return `/sitemaps/${locale}`;
}

/** Public URL of each locale's sitemap: /sitemap.xml, /zh/sitemap.xml, /en/sitemap.xml. */
export function sitemapPublicPath(locale: Locale): string {
  return `${localePrefix(locale)}/sitemap.xml`;
}

/**
 * gatsby-plugin-sitemap writes an index plus numbered parts. With one part (fewer than
 * 45,000 URLs per language) the part itself is published as sitemap.xml; otherwise the
 * index is.
 */
export function publishSitemaps(publicDir: string): void {
  for (const locale of LOCALES) {
    const source = path.join(publicDir, sitemapOutput(locale));
    if (!fs.existsSync(source)) continue;
    const parts = fs.readdirSync(source).filter((name) => /^sitemap-\d+\.xml$/.test(name));
    const chosen = parts.length === 1 ? parts[0] : 'sitemap-index.xml';
    const target = path.join(publicDir, sitemapPublicPath(locale));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(source, chosen), target);
  }
}
