import { HREFLANG, LOCALES, isLocale, rootFormPath, type Locale } from '@site/routing';
import type { PartsStore } from '@site/parts';
import {
  PART_SITEMAP_DIR,
  PART_SITEMAP_INDEX_PATH,
  partRoute,
} from '../../../src/features/parts/part-page-data';

/*
 * Part sitemaps, streamed from the parts store: the index lists, per language, one file per
 * range of PART_SITEMAP_SIZE storage ids; a file reads its range in chunks by id (an index
 * seek each), so neither holds the catalogue in memory. Ids only grow, so a part stays in
 * the same file; a range thinned by deletions holds fewer URLs, never more.
 */

/** URLs per file: the sitemap protocol's limit. */
export const PART_SITEMAP_SIZE = 50_000;
const CHUNK = 5_000;

export const PART_SITEMAP_INDEX = PART_SITEMAP_INDEX_PATH;
const FILE = new RegExp(`^${PART_SITEMAP_DIR}/(jp|zh|en)-(\\d{1,6})\\.xml$`);

export type PartSitemapRequest = { kind: 'index' } | { kind: 'file'; locale: Locale; range: number };

/** The part sitemap a path names, or null. */
export function partSitemapRequest(decodedPath: string): PartSitemapRequest | null {
  if (decodedPath === PART_SITEMAP_INDEX) return { kind: 'index' };
  const match = FILE.exec(decodedPath);
  return match && isLocale(match[1]) ? { kind: 'file', locale: match[1], range: Number(match[2]) } : null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

async function highestId(store: PartsStore): Promise<number> {
  const row = await store.db
    .selectFrom('part')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

/** Number of id ranges, hence files per language. */
export async function partSitemapRanges(store: PartsStore): Promise<number> {
  return Math.ceil((await highestId(store)) / PART_SITEMAP_SIZE);
}

/** The sitemap index: every language's files, dated by the catalogue's last load. */
export async function* partSitemapIndex(store: PartsStore, siteUrl: string): AsyncGenerator<string> {
  const [ranges, stats] = await Promise.all([partSitemapRanges(store), store.stats()]);
  const lastmod = stats.updatedOn ? `<lastmod>${escapeXml(stats.updatedOn.slice(0, 10))}</lastmod>` : '';
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const locale of LOCALES) {
    const lines: string[] = [];
    for (let range = 0; range < ranges; range++) {
      lines.push(
        `<sitemap><loc>${escapeXml(`${siteUrl}${PART_SITEMAP_DIR}/${locale}-${range}.xml`)}</loc>${lastmod}</sitemap>\n`,
      );
    }
    yield lines.join('');
  }
  yield '</sitemapindex>\n';
}

/** One file: the parts of one id range in one language, with their other languages as alternates. */
export async function* partSitemapFile(
  store: PartsStore,
  siteUrl: string,
  locale: Locale,
  range: number,
  size = PART_SITEMAP_SIZE,
): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  const last = (range + 1) * size;
  let after = range * size;
  for (;;) {
    const rows = await store.db
      .selectFrom('part')
      .innerJoin('brand', 'brand.id', 'part.brand_id')
      .select([
        'part.id as rowId',
        'brand.code as brand',
        'part.mpn_norm as mpn',
        'part.updated_at as updatedAt',
      ])
      .where('part.id', '>', after)
      .where('part.id', '<=', last)
      .orderBy('part.id')
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    const lines: string[] = [];
    for (const row of rows) {
      const route = partRoute(`${row.brand}-${row.mpn}`);
      const url = (other: Locale) => escapeXml(`${siteUrl}${rootFormPath(other, route)}`);
      lines.push(
        `<url><loc>${url(locale)}</loc><lastmod>${escapeXml(String(row.updatedAt).slice(0, 10))}</lastmod>` +
          LOCALES.map(
            (other) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[other]}" href="${url(other)}"/>`,
          ).join('') +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${url('jp')}"/></url>\n`,
      );
    }
    yield lines.join('');
    after = Number(rows[rows.length - 1].rowId);
    if (rows.length < CHUNK) break;
  }
  yield '</urlset>\n';
}
