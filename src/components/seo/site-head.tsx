import React, { useEffect } from 'react';
import {
  CANONICAL_QUERY_WHITELIST,
  HREFLANG,
  HTML_LANG,
  rootFormPath,
  type Locale,
  type SitePageContext,
  SITE_FILES,
  THEME_COLOUR,
  manifestPath,
} from '@site/routing';
import { publicConfig } from '../../config/public-config';
import { getTranslator } from '../../i18n/translators';
import { getLoadedResources } from '../../i18n/resources';
import { absoluteUrl, breadcrumbLd, serializeJsonLd, type JsonLd } from './structured-data';

/** A picture for link previews; site-relative URLs are made absolute. */
export interface SharingImage {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

export interface SiteHeadProps {
  pageContext: SitePageContext;
  /** Already translated title; the site name is appended. */
  title: string;
  description?: string;
  /** Link-preview image; the site's sharing image when absent. */
  image?: SharingImage | null;
  /** Open Graph type: an article for news and notices, a website otherwise. */
  type?: 'website' | 'article';
  /** JSON-LD blocks (not executed, so outside the CSP's script hashes). */
  structuredData?: JsonLd[];
  children?: React.ReactNode;
}

/**
 * The mobile layout follows the device's width; the pc layout is laid out for a desktop
 * window, so a phone or tablet showing it (through the /pc address) zooms out to the whole
 * page instead of squeezing the desktop header and columns.
 */
export const VIEWPORT = {
  mobile: 'width=device-width, initial-scale=1',
  pc: 'width=1280',
} as const;

/** Open Graph locale of each language. */
export const OG_LOCALE: Record<Locale, string> = { jp: 'ja_JP', zh: 'zh_CN', en: 'en_US' };

/** Keeps only whitelisted query parameters, in a stable order. */
export function canonicalSearch(search: string | undefined): string {
  if (!search) return '';
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_QUERY_WHITELIST) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The canonical address of a page without its query: what structured data names. */
export function pageUrl(pageContext: Pick<SitePageContext, 'locale' | 'route'>): string {
  return `${publicConfig.siteUrl}${rootFormPath(pageContext.locale, pageContext.route)}`;
}

/**
 * `<html lang>` in the browser: set when the page's language differs from the document's (a
 * client navigation to another language, a not-found page built for one language and shown at
 * another's address), and left alone otherwise.
 *
 * The server renders `<html lang>` through the Head API; the browser's Head does not, because
 * Gatsby applies every `<html>` attribute of a Head at each of its renders, and Chromium restyles
 * every element of the page when `lang` is set, even to the value it has (237 elements on the news
 * list, in a task of the start-up: docs/decisions/098-phone-main-thread-work.md, tenth round).
 */
function setDocumentLanguage(doc: Document, lang: string): void {
  if (doc.documentElement.getAttribute('lang') !== lang) doc.documentElement.setAttribute('lang', lang);
}

function DocumentLanguage({ lang }: { lang: string }) {
  useEffect(() => setDocumentLanguage(document, lang), [lang]);
  return null;
}

/** The site's name in the page's language ('' while its strings are not loaded). */
export function siteNameOf(locale: Locale): string {
  const resources = getLoadedResources(locale);
  return resources ? getTranslator(locale, resources).t('common:site.name') : '';
}

/**
 * Head for every page: <html lang>, title, description, canonical root-form URL, hreflang
 * alternates, icons and manifest; on indexable pages also the Open Graph and Twitter card
 * tags and the page's JSON-LD. The Head API has no React context, so strings come straight
 * from the locale's translator.
 */
export function SiteHead({
  pageContext,
  title,
  description,
  image,
  type = 'website',
  structuredData = [],
  children,
}: SiteHeadProps) {
  const { locale, route, alternates, indexable, device } = pageContext;
  const siteName = siteNameOf(locale);
  // Gatsby's Head location has no query string; in the browser the live one is used.
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const canonical = `${publicConfig.siteUrl}${rootFormPath(locale, route)}${canonicalSearch(search)}`;
  const jp = alternates.find((alternate) => alternate.locale === 'jp');
  const sharing = image ?? { ...SITE_FILES.sharingImage, alt: siteName };
  const sharingUrl = absoluteUrl(publicConfig.siteUrl, sharing.url);
  return (
    <>
      {typeof window === 'undefined' ? (
        <html lang={HTML_LANG[locale]} />
      ) : (
        <DocumentLanguage lang={HTML_LANG[locale]} />
      )}
      <title>{siteName ? `${title} | ${siteName}` : title}</title>
      {description && <meta name="description" content={description} />}
      <meta name="viewport" content={VIEWPORT[device]} />
      <meta name="theme-color" content={THEME_COLOUR} />
      <link rel="icon" href={SITE_FILES.favicon} sizes="48x48" />
      <link rel="icon" href={SITE_FILES.svgIcon} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={SITE_FILES.appleTouchIcon} />
      <link rel="manifest" href={manifestPath(locale)} />
      {!indexable && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {alternates.map((alternate) => (
        <link
          key={alternate.locale}
          rel="alternate"
          hrefLang={HREFLANG[alternate.locale]}
          href={`${publicConfig.siteUrl}${alternate.path}`}
        />
      ))}
      {jp && <link rel="alternate" hrefLang="x-default" href={`${publicConfig.siteUrl}${jp.path}`} />}
      {indexable && (
        <>
          <meta property="og:type" content={type} />
          <meta property="og:site_name" content={siteName} />
          <meta property="og:title" content={title} />
          {description && <meta property="og:description" content={description} />}
          <meta property="og:url" content={canonical} />
          <meta property="og:locale" content={OG_LOCALE[locale]} />
          {alternates
            .filter((alternate) => alternate.locale !== locale)
            .map((alternate) => (
              <meta
                key={alternate.locale}
                property="og:locale:alternate"
                content={OG_LOCALE[alternate.locale]}
              />
            ))}
          <meta property="og:image" content={sharingUrl} />
          {sharing.width && <meta property="og:image:width" content={String(sharing.width)} />}
          {sharing.height && <meta property="og:image:height" content={String(sharing.height)} />}
          {sharing.alt && <meta property="og:image:alt" content={sharing.alt} />}
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          {description && <meta name="twitter:description" content={description} />}
          <meta name="twitter:image" content={sharingUrl} />
          {sharing.alt && <meta name="twitter:image:alt" content={sharing.alt} />}
          {structuredData.map((data, index) => (
            <script
              key={index}
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
            />
          ))}
        </>
      )}
      {children}
    </>
  );
}

/** A translator for Head exports, bound to the page's locale. */
export function headT(locale: SitePageContext['locale']) {
  const resources = getLoadedResources(locale);
  if (!resources) throw new Error(`Strings for ${locale} are not loaded`);
  return getTranslator(locale, resources).t;
}

/** Sections with detail pages, and the menu label each list goes by. */
const SECTION_LABEL = {
  news: 'common:nav.news',
  brand: 'common:nav.brand',
  org: 'common:nav.org',
  announce: 'common:nav.announce',
} as const;

/** Home › section list › item, for a detail page's BreadcrumbList. */
export function detailBreadcrumbs(
  pageContext: Pick<SitePageContext, 'locale' | 'route'>,
  section: keyof typeof SECTION_LABEL,
  name: string,
): JsonLd {
  const t = headT(pageContext.locale);
  return breadcrumbLd([
    { name: t('common:nav.home'), url: pageUrl({ locale: pageContext.locale, route: '/' }) },
    { name: t(SECTION_LABEL[section]), url: pageUrl({ locale: pageContext.locale, route: `/${section}` }) },
    { name, url: pageUrl(pageContext) },
  ]);
}
