import React from 'react';
import { CANONICAL_QUERY_WHITELIST, HREFLANG, HTML_LANG, rootFormPath } from '@site/routing';
import { publicConfig } from '../../config/public-config';
import { getTranslator } from '../../i18n/translators';
import { getLoadedResources } from '../../i18n/resources';
import type { SitePageContext } from '../../lib/page-context';

export interface SiteHeadProps {
  pageContext: SitePageContext;
  /** Already translated title; the site name is appended. */
  title: string;
  description?: string;
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

/**
 * Head for every page: <html lang>, title, description, canonical root-form URL and
 * hreflang alternates. The Head API has no React context, so strings come straight from
 * the locale's translator.
 */
export function SiteHead({ pageContext, title, description, children }: SiteHeadProps) {
  const { locale, route, alternates, indexable, device } = pageContext;
  const resources = getLoadedResources(locale);
  const siteName = resources ? getTranslator(locale, resources).t('common:site.name') : '';
  // Gatsby's Head location has no query string; in the browser the live one is used.
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const canonical = `${publicConfig.siteUrl}${rootFormPath(locale, route)}${canonicalSearch(search)}`;
  const jp = alternates.find((alternate) => alternate.locale === 'jp');
  return (
    <>
      <html lang={HTML_LANG[locale]} />
      <title>{siteName ? `${title} | ${siteName}` : title}</title>
      {description && <meta name="description" content={description} />}
      <meta name="viewport" content={VIEWPORT[device]} />
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
      <meta property="og:title" content={title} />
      <meta property="og:site_name" content={siteName} />
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
