/**
 * schema.org objects for JSON-LD, after Google's rich-result documentation: WebSite on the
 * home page, NewsArticle on news, Organization on brand and enterprise pages, BreadcrumbList
 * on every detail page. Everything here is built from fields a visitor may see: a
 * members-only article has its headline, date, summary and cover, never its body.
 */
import { HTML_LANG, type Locale } from '@site/routing';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;

/** An absolute URL: site-relative paths (images served from the site) get the site origin. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return new URL(url, `${siteUrl.replace(/\/$/, '')}/`).toString();
}

export interface PublisherInput {
  siteUrl: string;
  name: string;
}

/** The site's operator, as the publisher of its pages. */
function publisher({ siteUrl, name }: PublisherInput) {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name,
    url: `${siteUrl}/`,
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/icon-512.png'), width: 512, height: 512 },
  };
}

export function webSiteLd(
  input: PublisherInput & { locale: Locale; url: string; description: string },
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${input.url}#website`,
    url: input.url,
    name: input.name,
    description: input.description,
    inLanguage: HTML_LANG[input.locale],
    publisher: publisher(input),
  };
}

export interface NewsArticleInput extends PublisherInput {
  locale: Locale;
  url: string;
  headline: string;
  description: string;
  /** ISO date or date-time. */
  datePublished: string;
  dateModified?: string | null;
  image: string;
  keywords: string[];
  section?: string | null;
  membersOnly: boolean;
}

/**
 * Class of the element holding what only members see on a members-only article: Google's
 * markup for paywalled content names it, so the hidden part is not taken for cloaking.
 */
export const MEMBERS_ONLY_BODY_CLASS = 'members-only-body';

/** Google asks for headlines of at most 110 characters. */
const HEADLINE_MAX = 110;

export function newsArticleLd(input: NewsArticleInput): JsonLd {
  const headline =
    input.headline.length > HEADLINE_MAX ? `${input.headline.slice(0, HEADLINE_MAX - 1)}…` : input.headline;
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    headline,
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.dateModified || input.datePublished,
    inLanguage: HTML_LANG[input.locale],
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.keywords.length ? { keywords: input.keywords.join(', ') } : {}),
    author: publisher(input),
    publisher: publisher(input),
    isAccessibleForFree: !input.membersOnly,
    ...(input.membersOnly
      ? {
          hasPart: {
            '@type': 'WebPageElement',
            isAccessibleForFree: false,
            cssSelector: `.${MEMBERS_ONLY_BODY_CLASS}`,
          },
        }
      : {}),
  };
}

export interface OrganizationInput {
  siteUrl: string;
  /** The page about the organization. */
  pageUrl: string;
  name: string;
  description?: string | null;
  /** The organization's own website. */
  officialUrl?: string | null;
  logo?: string | null;
}

export function organizationLd(input: OrganizationInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${input.pageUrl}#organization`,
    name: input.name,
    url: input.officialUrl || input.pageUrl,
    mainEntityOfPage: input.pageUrl,
    ...(input.description ? { description: input.description } : {}),
    ...(input.logo ? { logo: absoluteUrl(input.siteUrl, input.logo) } : {}),
    ...(input.officialUrl ? { sameAs: [input.officialUrl] } : {}),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
