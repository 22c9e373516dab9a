export const LOCALES = ['jp', 'zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'jp';

/** Value of `<html lang>` for each locale. */
export const HTML_LANG: Record<Locale, string> = { jp: 'ja', zh: 'zh-CN', en: 'en' };

/** Name of each language in its own script, for the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { jp: '日本語', zh: '中文', en: 'English' };

/** hreflang values for alternates. */
export const HREFLANG: Record<Locale, string> = { jp: 'ja', zh: 'zh-Hans', en: 'en' };

/**
 * Cookies that remember the reader's language (spec: `language` and the locale cookie), both
 * holding the language code and kept 365 days. The site server reads the locale cookie for `/`.
 */
export const LOCALE_COOKIE = 'locale';
export const LANGUAGE_COOKIE = 'language';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

const CMS_LOCALE: Record<Locale, string> = { jp: 'ja', zh: 'zh', en: 'en' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toCmsLocale(locale: Locale): string {
  return CMS_LOCALE[locale];
}

export function fromCmsLocale(code: string): Locale {
  const found = LOCALES.find((l) => CMS_LOCALE[l] === code);
  if (!found) throw new Error(`Unknown CMS locale: ${code}`);
  return found;
}

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * Picks a locale from an Accept-Language header or navigator.languages:
 * ja* -> jp, zh* -> zh, en* -> en; null when none of them is asked for.
 */
export function localeFromLanguages(languages: readonly string[] | string | undefined): Locale | null {
  if (!languages) return null;
  const list =
    typeof languages === 'string'
      ? languages
          .split(',')
          .map((part) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.find((p) => p.trim().startsWith('q='));
            return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
          })
          .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((entry) => entry.tag)
      : languages.map((l) => l.toLowerCase());
  for (const tag of list) {
    if (tag.startsWith('ja')) return 'jp';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return null;
}
