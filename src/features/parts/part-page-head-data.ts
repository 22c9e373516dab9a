import { LOCALES, rootFormPath, type Device, type Locale, type SitePageContext } from '@site/routing';
import type { TFunction } from '../../i18n/translator';
import { breadcrumbLd, type JsonLd } from '../../components/seo/structured-data';
import { publicConfig } from '../../config/public-config';
import { partTextFor } from './labels';
import {
  compareRoute,
  partRoute,
  type EmbeddedHead,
  type PublicPageData,
  type PublicPart,
} from './part-page-data';

/*
 * The head of a part or comparison page as the site server makes it (decision 095): title,
 * description, page context and structured data, in the page's language. The server embeds it
 * with the page's data; the browser renders it with `PartPageHead` and never loads this module.
 */

/** The route of a page's data, without locale or layout. */
export function routeOfData(data: PublicPageData): string {
  return data.kind === 'part' ? partRoute(data.part.id) : compareRoute(data.a.id, data.b.id);
}

function productLd(part: PublicPart, t: TFunction, locale: Locale): JsonLd {
  const text = partTextFor(t, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.mpn,
    mpn: part.mpn,
    brand: { '@type': 'Brand', name: part.brand.name },
    category: text.category(part.category),
    ...(part.description ? { description: part.description } : {}),
    url: `${publicConfig.siteUrl}${rootFormPath(locale, partRoute(part.id))}`,
  };
}

/** Title, description, page context and structured data of a part or comparison page. */
export function partPageHead(
  data: PublicPageData,
  t: TFunction,
  locale: Locale,
  device: Device,
): EmbeddedHead {
  const text = partTextFor(t, locale);
  const route = routeOfData(data);
  const url = (path: string) => `${publicConfig.siteUrl}${rootFormPath(locale, path)}`;
  const crumbs = [
    { name: t('common:nav.home'), url: url('/') },
    { name: t('common:nav.rep'), url: url('/rep') },
  ];
  const pageContext: SitePageContext = {
    locale,
    device,
    route,
    alternates: LOCALES.map((other) => ({ locale: other, path: rootFormPath(other, route) })),
    indexable: data.kind === 'part' || data.indexable,
  };
  if (data.kind === 'part') {
    const { part } = data;
    return {
      pageContext,
      title: part.mpn,
      description: t('parts:page.partDescription', {
        mpn: part.mpn,
        maker: part.brand.name,
        category: text.category(part.category),
        package: part.package,
        lifecycle: text.lifecycle(part.lifecycle),
      }),
      structuredData: [
        productLd(part, t, locale),
        breadcrumbLd([...crumbs, { name: part.mpn, url: url(route) }]),
      ],
    };
  }
  const { a, b } = data;
  const title = t('parts:compare.titleFor', { a: a.mpn, b: b.mpn });
  return {
    pageContext,
    title,
    description: t('parts:page.compareDescription', {
      a: a.mpn,
      b: b.mpn,
      makerA: a.brand.name,
      makerB: b.brand.name,
    }),
    structuredData: [
      productLd(a, t, locale),
      productLd(b, t, locale),
      breadcrumbLd([...crumbs, { name: a.mpn, url: url(partRoute(a.id)) }, { name: title, url: url(route) }]),
    ],
  };
}
