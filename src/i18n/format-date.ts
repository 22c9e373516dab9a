import { HTML_LANG, type Locale } from '@site/routing';

/** One formatter per language: building an `Intl.DateTimeFormat` costs far more than using one. */
const formatters = new Map<Locale, Intl.DateTimeFormat>();

function formatterFor(locale: Locale): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : HTML_LANG[locale], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * A CMS date ('2024-10-10' or a full timestamp) as readers of each language write it:
 * 2024年10月10日 / 2024年10月10日 / 10 October 2024. Read in UTC so the day never shifts
 * with the build machine's time zone.
 */
export function formatDate(value: string, locale: Locale): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatterFor(locale).format(date);
}

/** The machine-readable form for `<time dateTime>`. */
export function isoDate(value: string): string {
  return value.slice(0, 10);
}
