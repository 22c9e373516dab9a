import {
  LANGUAGE_COOKIE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  parsePath,
  type Locale,
} from '@site/routing';
import { readCookie, writeCookie } from '../lib/cookies';

/**
 * Remembers `locale` as the reader's language in both of the spec's cookies (365 days), so
 * that `/` opens in it next time (the site server reads the locale cookie). Cookies that
 * already say so are left alone.
 */
export function rememberLanguage(locale: Locale): void {
  // One read for both: every `document.cookie` read asks the browser process.
  const cookies = document.cookie;
  for (const name of [LOCALE_COOKIE, LANGUAGE_COOKIE]) {
    if (readCookie(name, cookies) !== locale) {
      writeCookie(name, locale, { maxAgeDays: LOCALE_COOKIE_MAX_AGE_DAYS });
    }
  }
}

/**
 * After every page shown: the language of the page's address is the reader's language,
 * however they came to it (a link to `/en/…`, a search result, the language switch).
 */
export function rememberLanguageOf(pathname: string): void {
  rememberLanguage(parsePath(pathname).locale);
}
