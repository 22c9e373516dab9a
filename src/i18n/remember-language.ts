import {
  LANGUAGE_COOKIE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  parsePath,
  type Locale,
} from '@site/routing';
import { readCookie, writeCookie } from '../lib/cookies';
import { whenIdle } from '../lib/when-idle';

/** The language of the last page shown, while its cookies wait for an idle moment. */
let pending: Locale | null = null;
const hideListeners = new WeakSet<Window>();

/**
 * Remembers `locale` as the reader's language in both of the spec's cookies (365 days), so
 * that `/` opens in it next time (the site server reads the locale cookie). Cookies that
 * already say so are left alone.
 */
export function rememberLanguage(locale: Locale): void {
  // An explicit choice (the language switch) supersedes a page's language not written yet.
  pending = null;
  // One read for both: every `document.cookie` read asks the browser process.
  const cookies = document.cookie;
  for (const name of [LOCALE_COOKIE, LANGUAGE_COOKIE]) {
    if (readCookie(name, cookies) !== locale) {
      writeCookie(name, locale, { maxAgeDays: LOCALE_COOKIE_MAX_AGE_DAYS });
    }
  }
}

function writePending(): void {
  if (pending !== null) rememberLanguage(pending);
}

/**
 * After every page shown: the language of the page's address is the reader's language, however
 * they came to it (a link to `/en/…`, a search result, the language switch). Remembered when the
 * browser is next idle, or when the page is left before that (`pagehide`). On a first visit
 * that is two cookie writes, which in the hydration's commit (where Gatsby's first
 * `onRouteUpdate` runs) lengthened that task by several milliseconds (decision 098, twelfth
 * round). Only the last page's language is written.
 */
export function rememberLanguageWhenIdle(pathname: string, win: Window): void {
  pending = parsePath(pathname).locale;
  if (!hideListeners.has(win)) {
    hideListeners.add(win);
    win.addEventListener('pagehide', writePending);
  }
  whenIdle(win, writePending);
}
