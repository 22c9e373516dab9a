import { localePrefix, type Locale } from '@site/routing';

export type LinkPage = '/account-active' | '/pwd-active' | '/history-active';

/** A mailed link: always built from SITE_URL, never from the request's Host. */
export function siteLink(siteUrl: string, locale: Locale, page: LinkPage, token: string): string {
  return `${siteUrl}${localePrefix(locale)}${page}?token=${encodeURIComponent(token)}`;
}
