/**
 * A site build held against the CMS it was built from: every page the CMS content implies
 * (static routes and 404 in every locale and device, a detail page per published item), no
 * detail page without an item, sample pages showing their item's title, and CMS media served
 * as the build's own copies under /media/, never as CMS uploads.
 *
 * Used by the whole-deployment check (scripts/multi-instance-check.ts) on its first release,
 * built from a CMS on PostgreSQL, and by scripts/pg-site-check.ts on its own build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEVICES,
  LOCALES,
  STATIC_ROUTES,
  buildPath,
  detailRoute,
  toCmsLocale,
  type DetailSection,
  type Locale,
} from '../packages/routing/src';

/** The collection types with detail pages: REST name and the field the page shows as heading. */
const SECTIONS: Record<DetailSection, { api: string; title: string }> = {
  news: { api: 'news-articles', title: 'title' },
  announce: { api: 'notices', title: 'title' },
  brand: { api: 'brands', title: 'name' },
  org: { api: 'enterprises', title: 'name' },
};
/** Items per section and locale whose pages are opened and searched for their title. */
const SAMPLES_PER_SECTION = 5;

interface Item {
  slug: string;
  title: string;
}

/** Every published item of a collection in one CMS locale, through the REST API. */
async function listItems(
  cmsUrl: string,
  token: string,
  section: DetailSection,
  cmsLocale: string,
): Promise<Item[]> {
  const { api, title } = SECTIONS[section];
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({
      locale: cmsLocale,
      'fields[0]': 'slug',
      'fields[1]': title,
      'sort[0]': 'slug:asc',
      'pagination[page]': String(page),
      'pagination[pageSize]': '1000',
    });
    const response = await fetch(`${cmsUrl}/api/${api}?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET /api/${api} (${cmsLocale}): HTTP ${response.status}`);
    const body = (await response.json()) as {
      data: Array<Record<string, string>>;
      meta: { pagination: { pageCount: number } };
    };
    items.push(...body.data.map((row) => ({ slug: row.slug, title: row[title] })));
    if (page >= body.meta.pagination.pageCount) return items;
  }
}

/** The HTML file Gatsby writes for a page path (trailingSlash 'never'). */
function pageFile(pagePath: string): string {
  if (pagePath.endsWith('.html')) return pagePath.slice(1);
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;
}

/** Every page HTML file of a Gatsby public folder, relative to it. */
function builtPages(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!['page-data', 'static', '_gatsby'].includes(relative)) walk(relative);
      } else if (entry.name.endsWith('.html')) found.add(relative);
    }
  };
  walk('');
  return found;
}

/** Text as React writes it into HTML. */
const htmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

export interface Verification {
  expected: number;
  built: number;
  detail: number;
  problems: string[];
}

/**
 * Checks the build in `publicDir` (one variant's folder, whose root layout is `rootDevice`)
 * against the published content of the CMS at `cmsUrl`, read with an editor's `token`.
 */
export async function verifyBuildAgainstCms(
  cmsUrl: string,
  token: string,
  publicDir: string,
  rootDevice: 'pc' | 'mobile',
  log: (message: string) => void,
): Promise<Verification> {
  const problems: string[] = [];
  const expected = new Set<string>();
  const add = (locale: Locale, route: string) => {
    for (const device of DEVICES) expected.add(pageFile(buildPath({ locale, device, route }, rootDevice)));
  };
  for (const locale of LOCALES) {
    for (const route of STATIC_ROUTES) add(locale, route);
    add(locale, '/404.html');
  }
  const staticCount = expected.size;

  const samples: Array<{ file: string; title: string; label: string }> = [];
  const detailPrefixes = new Set<string>();
  for (const section of Object.keys(SECTIONS) as DetailSection[]) {
    const slugsByLocale = new Map<Locale, string[]>();
    for (const locale of LOCALES) {
      const items = await listItems(cmsUrl, token, section, toCmsLocale(locale));
      if (items.length === 0) problems.push(`${section}: the CMS lists no published item in ${locale}`);
      slugsByLocale.set(
        locale,
        items.map((item) => item.slug),
      );
      for (const item of items) add(locale, detailRoute(section, item.slug));
      const step = Math.max(1, Math.floor(items.length / SAMPLES_PER_SECTION));
      for (let i = 0; i < items.length && i / step < SAMPLES_PER_SECTION; i += step) {
        const item = items[i];
        for (const device of DEVICES) {
          samples.push({
            file: pageFile(buildPath({ locale, device, route: detailRoute(section, item.slug) }, rootDevice)),
            title: item.title,
            label: `${section}/${item.slug} (${locale}, ${device})`,
          });
        }
      }
      for (const device of DEVICES) {
        detailPrefixes.add(
          pageFile(buildPath({ locale, device, route: `/${section}/x` }, rootDevice)).replace(
            /x\/index\.html$/,
            '',
          ),
        );
      }
    }
    // The demo content is published in every locale: the same items in all three.
    const reference = slugsByLocale.get(LOCALES[0])!.join('\n');
    for (const locale of LOCALES.slice(1)) {
      if (slugsByLocale.get(locale)!.join('\n') !== reference) {
        problems.push(`${section}: the items published in ${locale} differ from those in ${LOCALES[0]}`);
      }
    }
    log(`  ${section}: ${LOCALES.map((l) => `${slugsByLocale.get(l)!.length} ${l}`).join(', ')}`);
  }

  const built = builtPages(publicDir);
  const missing = [...expected].filter((file) => !built.has(file));
  if (missing.length > 0) {
    problems.push(
      `${missing.length} of ${expected.size} expected pages are missing: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
    );
  }
  // A detail page without a CMS item would come from other content (a stale cache).
  const stray = [...built].filter(
    (file) =>
      !expected.has(file) &&
      [...detailPrefixes].some((prefix) => file.startsWith(prefix) && file !== `${prefix}index.html`),
  );
  if (stray.length > 0) {
    problems.push(
      `${stray.length} detail pages have no item in the CMS: ${stray.slice(0, 10).join(', ')}${stray.length > 10 ? ', …' : ''}`,
    );
  }
  const others = [...built].filter((file) => !expected.has(file) && !stray.includes(file));
  if (others.length > 0) log(`  pages outside the page plan (not checked): ${others.join(', ')}`);

  for (const sample of samples) {
    const file = path.join(publicDir, sample.file);
    if (!fs.existsSync(file)) continue; // already counted as missing
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes(htmlText(sample.title)) && !html.includes(sample.title)) {
      problems.push(`${sample.label}: the page does not show the CMS title "${sample.title}"`);
    }
  }

  // CMS media are part of the build (decision 045): pages name the site's copies under
  // /media/, each one in the build, and never a CMS upload.
  let ownMedia = 0;
  const missingMedia = new Set<string>();
  const cmsMedia = new Set<string>();
  for (const file of built) {
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
    for (const match of html.matchAll(/["\s,](\/media\/[^"\s,?#]+)/g)) {
      ownMedia += 1;
      if (!fs.existsSync(path.join(publicDir, match[1]))) missingMedia.add(match[1]);
    }
    for (const match of html.matchAll(/https?:\/\/[a-zA-Z0-9.:[\]-]+\/uploads\/[^"\s]*/g))
      cmsMedia.add(match[0]);
  }
  if (ownMedia === 0) problems.push(`no page shows media from /media/ (the CMS at ${cmsUrl} has media)`);
  if (missingMedia.size > 0)
    problems.push(`pages name media the build lacks: ${[...missingMedia].slice(0, 10).join(', ')}`);
  if (cmsMedia.size > 0) problems.push(`pages name CMS uploads: ${[...cmsMedia].slice(0, 10).join(', ')}`);

  return { expected: expected.size, built: built.size, detail: expected.size - staticCount, problems };
}
