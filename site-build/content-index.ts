/**
 * Build step: writes the prebuilt per-locale search index of each list (news, brand, org,
 * announce) to `public/search-index/<type>-<locale>.<hash>.json` and gives each list page
 * its index URL and filter choices through the page context. See
 * docs/decisions/050-content-search-index.md.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../packages/routing/src';
import {
  brandItem,
  enterpriseItem,
  newsItem,
  noticeItem,
  type BrandNode,
  type EnterpriseNode,
  type NewsNode,
  type NoticeNode,
} from '../packages/cms-content/src/list-items';
import { encodeIndex, type ListItem, type ListType } from '../packages/cms-content/src/list-index';
import {
  POPULAR_TAG_LIMIT,
  categoriesOf,
  popularTags,
  yearsOf,
  type ListFacets,
  type ListingContext,
} from '../packages/cms-content/src/list-facets';

export const INDEX_DIR = 'search-index';

/** The list route of each list type. */
export const LIST_ROUTES: Record<string, ListType> = {
  '/news': 'news',
  '/brand': 'brand',
  '/org': 'org',
  '/announce': 'announce',
};

export type GraphqlRunner = <T>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T; errors?: unknown }>;

// Public fields only, in the same order as the page queries of src/templates/routes/*.tsx.
const LISTS_QUERY = `
  query ContentIndex($locale: String!) {
    news: allCmsNewsArticle(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes { slug title date(formatString: "YYYY-MM-DD") year hot membersOnly summary category { slug name } tags { slug name } }
    }
    announce: allCmsNotice(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes { slug title date(formatString: "YYYY-MM-DD") year category { slug name } }
    }
    brand: allCmsBrand(filter: { locale: { eq: $locale } }, sort: [{ recommended: DESC }, { name: ASC }, { slug: ASC }]) {
      nodes { slug name logo { url } recommended automotiveGrade membersOnly summary category { slug name } }
    }
    org: allCmsEnterprise(filter: { locale: { eq: $locale } }, sort: [{ name: ASC }, { slug: ASC }]) {
      nodes { slug name initial automotiveGrade certifications recommended detailAvailable membersOnly summary category { slug name } }
    }
  }
`;

interface ListsData {
  news: { nodes: NewsNode[] };
  announce: { nodes: NoticeNode[] };
  brand: { nodes: BrandNode[] };
  org: { nodes: EnterpriseNode[] };
}

export async function readListItems(
  graphql: GraphqlRunner,
  locale: Locale,
): Promise<Record<ListType, ListItem[]>> {
  const result = await graphql<ListsData>(LISTS_QUERY, { locale });
  if (result.errors || !result.data)
    throw new Error(`Content index query failed: ${JSON.stringify(result.errors)}`);
  const { data } = result;
  return {
    news: data.news.nodes.map(newsItem),
    announce: data.announce.nodes.map(noticeItem),
    brand: data.brand.nodes.map(brandItem),
    org: data.org.nodes.map(enterpriseItem),
  };
}

/** Filter choices of a list that must be in the HTML: years, popular tags, categories. */
export function facetsFor(type: ListType, items: ListItem[]): ListFacets {
  return {
    years: type === 'news' || type === 'announce' ? yearsOf(items) : [],
    tags: type === 'news' ? popularTags(items, POPULAR_TAG_LIMIT) : [],
    categories: type === 'news' ? [] : categoriesOf(items),
  };
}

/** Writes one index file named by its content hash and returns its root-relative URL. */
export function writeIndexFile(publicDir: string, type: ListType, locale: Locale, items: ListItem[]): string {
  const json = JSON.stringify(encodeIndex(type, locale, items));
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 12);
  const name = `${type}-${locale}.${hash}.json`;
  fs.mkdirSync(path.join(publicDir, INDEX_DIR), { recursive: true });
  fs.writeFileSync(path.join(publicDir, INDEX_DIR, name), json);
  return `/${INDEX_DIR}/${name}`;
}

export type ListingLookup = (route: string, locale: Locale) => ListingContext | undefined;

/**
 * Writes every index of every locale (removing those of earlier builds) and returns the
 * listing context of each list page.
 */
export async function publishContentIndexes(
  graphql: GraphqlRunner,
  publicDir: string,
): Promise<ListingLookup> {
  fs.rmSync(path.join(publicDir, INDEX_DIR), { recursive: true, force: true });
  const contexts = new Map<string, ListingContext>();
  for (const locale of LOCALES) {
    const lists = await readListItems(graphql, locale);
    for (const type of Object.keys(lists) as ListType[]) {
      const items = lists[type];
      contexts.set(`${type}:${locale}`, {
        indexUrl: writeIndexFile(publicDir, type, locale, items),
        facets: facetsFor(type, items),
      });
    }
  }
  return (route, locale) => {
    const type = LIST_ROUTES[route];
    return type ? contexts.get(`${type}:${locale}`) : undefined;
  };
}
