import {
  detailRoute,
  type DetailSection,
  type Device,
  type Locale,
  type DetailPageContext,
} from '../packages/routing/src';
import { planRoute, type PlannedPage } from './page-plan';

export interface ContentItem {
  id: string;
  slug: string;
  locale: string;
  /** News: publication date, for previous and next links. */
  date?: string;
  /** Enterprises: false when the page shows 'content unavailable' (kept out of sitemaps). */
  detailAvailable?: boolean;
}

export interface ContentItems {
  news: ContentItem[];
  announce: ContentItem[];
  brand: ContentItem[];
  org: ContentItem[];
}

/** Ids and slugs of every item that gets a detail page. */
export const CONTENT_PAGES_QUERY = `{
  news: allCmsNewsArticle { nodes { id slug locale date } }
  announce: allCmsNotice { nodes { id slug locale } }
  brand: allCmsBrand { nodes { id slug locale } }
  org: allCmsEnterprise { nodes { id slug locale detailAvailable } }
}`;

export interface ContentPagesQueryResult {
  news: { nodes: ContentItem[] };
  announce: { nodes: ContentItem[] };
  brand: { nodes: ContentItem[] };
  org: { nodes: ContentItem[] };
}

export const DETAIL_TEMPLATES: Record<DetailSection, string> = {
  news: 'news-detail',
  announce: 'announce-detail',
  brand: 'brand-detail',
  org: 'org-detail',
};

/**
 * Neighbours of each article in its locale, newest first: "previous" is the older
 * article, "next" the newer one. Same-day articles are ordered by slug so the chain is
 * stable between builds.
 */
export function newsNeighbours(items: ContentItem[]): Map<string, { previousId: string; nextId: string }> {
  const out = new Map<string, { previousId: string; nextId: string }>();
  const byLocale = new Map<string, ContentItem[]>();
  for (const item of items) {
    const list = byLocale.get(item.locale);
    if (list) list.push(item);
    else byLocale.set(item.locale, [item]);
  }
  for (const list of byLocale.values()) {
    const sorted = list.sort(
      (a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.slug.localeCompare(b.slug),
    );
    sorted.forEach((item, index) => {
      out.set(item.id, { previousId: sorted[index + 1]?.id ?? '', nextId: sorted[index - 1]?.id ?? '' });
    });
  }
  return out;
}

/**
 * Detail pages of one section: every device version of each locale the item exists in;
 * language alternates point only to locales that have the item.
 */
export function planSectionPages(
  section: DetailSection,
  items: ContentItem[],
  template: string,
  rootDevice: Device,
): PlannedPage[] {
  const neighbours = section === 'news' ? newsNeighbours(items) : new Map();
  const bySlug = new Map<string, Map<string, ContentItem>>();
  for (const item of items) {
    const locales = bySlug.get(item.slug) ?? new Map<string, ContentItem>();
    locales.set(item.locale, item);
    bySlug.set(item.slug, locales);
  }
  const pages: PlannedPage[] = [];
  for (const [slug, locales] of bySlug) {
    for (const page of planRoute(detailRoute(section, slug), template, rootDevice)) {
      const item = locales.get(page.context.locale);
      if (!item) continue;
      const context: DetailPageContext = {
        ...page.context,
        alternates: page.context.alternates.filter((alternate) => locales.has(alternate.locale as Locale)),
        indexable: page.context.indexable && item.detailAvailable !== false,
        id: item.id,
        slug,
        previousId: neighbours.get(item.id)?.previousId ?? '',
        nextId: neighbours.get(item.id)?.nextId ?? '',
      };
      pages.push({ ...page, context });
    }
  }
  return pages;
}

export function planContentPages(
  result: ContentPagesQueryResult,
  templateFor: (name: string) => string,
  rootDevice: Device,
): PlannedPage[] {
  return (Object.keys(DETAIL_TEMPLATES) as DetailSection[]).flatMap((section) =>
    planSectionPages(section, result[section].nodes, templateFor(DETAIL_TEMPLATES[section]), rootDevice),
  );
}
