import { HTML_LANG, type Locale } from '@site/routing';

/** A calendar date in the reader's language; UTC so the build and the browser print the same day. */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return new Intl.DateTimeFormat(HTML_LANG[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
