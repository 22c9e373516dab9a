import fs from 'node:fs';
import path from 'node:path';
import { HREFLANG, LOCALES, localePrefix, type Device, type Locale } from '../packages/routing/src';
import type { PlannedPage } from './page-plan';

/** Most URLs in one sitemap file; a language with more gets an index and numbered parts. */
export const SITEMAP_ENTRY_LIMIT = 45000;

/** Public URL of each locale's sitemap: /sitemap.xml, /zh/sitemap.xml, /en/sitemap.xml. */
export function sitemapPublicPath(locale: Locale): string {
  return `${localePrefix(locale)}/sitemap.xml`;
}

const PARTS_ROOT = 'sitemaps';

/** Folder of a language's numbered parts, when it has more than one. */
function partsFolder(locale: Locale): string {
  return `/${PARTS_ROOT}/${locale}`;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
/** An absolute, normalised URL (non-ASCII path characters percent-encoded), escaped for XML. */
const absolute = (siteUrl: string, pagePath: string) => escapeXml(new URL(`${siteUrl}${pagePath}`).href);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const URLSET_START =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

function urlEntry(page: PlannedPage, siteUrl: string): string {
  const links = page.context.alternates
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${HREFLANG[alternate.locale]}" href="${absolute(siteUrl, alternate.path)}"/>`,
    )
    .join('');
  return `<url><loc>${absolute(siteUrl, page.path)}</loc>${links}</url>`;
}

/**
 * The sitemap files of a build, by public path: one per language listing the root-form URL of
 * each indexable page with its language alternates. Past SITEMAP_ENTRY_LIMIT URLs, a language's
 * sitemap.xml is an index of numbered parts under /sitemaps/<locale>/.
 */
export function sitemapFiles(
  pages: readonly PlannedPage[],
  siteUrl: string,
  rootDevice: Device,
  limit = SITEMAP_ENTRY_LIMIT,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of LOCALES) {
    const entries = pages
      .filter(
        (page) =>
          page.context.locale === locale && page.context.device === rootDevice && page.context.indexable,
      )
      .map((page) => urlEntry(page, siteUrl));
    const parts: string[] = [];
    for (let start = 0; start === 0 || start < entries.length; start += limit) {
      parts.push(`${XML_DECLARATION}${URLSET_START}${entries.slice(start, start + limit).join('')}</urlset>`);
    }
    if (parts.length === 1) {
      files.set(sitemapPublicPath(locale), parts[0]);
      continue;
    }
    const partPaths = parts.map((part, index) => {
      const partPath = `${partsFolder(locale)}/sitemap-${index}.xml`;
      files.set(partPath, part);
      return partPath;
    });
    files.set(
      sitemapPublicPath(locale),
      `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${partPaths
        .map((partPath) => `<sitemap><loc>${absolute(siteUrl, partPath)}</loc></sitemap>`)
        .join('')}</sitemapindex>`,
    );
  }
  return files;
}

/**
 * Writes the sitemaps of the pages a build created into its public folder. The parts folder is
 * emptied first: Gatsby keeps `public/` between builds, and a language that shrank to one file
 * (or an earlier build's gatsby-plugin-sitemap output) must not leave parts behind.
 */
export function publishSitemaps(
  publicDir: string,
  pages: readonly PlannedPage[],
  siteUrl: string,
  rootDevice: Device,
): void {
  fs.rmSync(path.join(publicDir, PARTS_ROOT), { recursive: true, force: true });
  for (const [publicPath, xml] of sitemapFiles(pages, siteUrl, rootDevice)) {
    const target = path.join(publicDir, publicPath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, xml);
  }
}
