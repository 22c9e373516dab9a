/** Seed text per CMS locale. */
export const SEED_LOCALES = ['ja', 'zh', 'en'] as const;
export type SeedLocale = (typeof SEED_LOCALES)[number];
export type Localized<T = string> = Record<SeedLocale, T>;

export const localized = <T>(make: (locale: SeedLocale) => T): Localized<T> => ({
  ja: make('ja'),
  zh: make('zh'),
  en: make('en'),
});

/** Dates as editors read them in each language. */
export function formatDate(iso: string, locale: SeedLocale): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (locale === 'en') {
    const month = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ][m - 1];
    return `${d} ${month} ${y}`;
  }
  return `${y}年${m}月${d}日`;
}
