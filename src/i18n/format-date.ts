import type { Locale } from '@site/routing';

const MONTHS_EN =
  'January February March April May June July August September October November December'.split(' ');

/**
 * A CMS date ('2024-10-10' or a full timestamp) as readers of each language write it:
 * 2024年10月10日 / 2024年10月10日 / 10 October 2024, the forms `Intl.DateTimeFormat` gives for
 * ja, zh-CN and en-GB with a long month. Read in UTC so the day never shifts with the build
 * machine's time zone.
 *
 * Written out by hand instead of with `Intl.DateTimeFormat`: in the browser the first formatter
 * of a language loads its ICU data, which on a phone was the largest piece of script in a
 * list page's hydration (docs/decisions/098-phone-main-thread-work.md); the test holds the two
 * to the same output.
 */
export function formatDate(value: string, locale: Locale): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  return locale === 'en' ? `${day} ${MONTHS_EN[month]} ${year}` : `${year}年${month + 1}月${day}日`;
}

/** The machine-readable form for `<time dateTime>`. */
export function isoDate(value: string): string {
  return value.slice(0, 10);
}
