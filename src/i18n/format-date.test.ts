import { formatDate, isoDate } from './format-date';

describe('formatDate', () => {
  it('writes the policy date in each language', () => {
    expect(formatDate('2024-10-10', 'jp')).toBe('2024年10月10日');
    expect(formatDate('2024-10-10', 'zh')).toBe('2024年10月10日');
    expect(formatDate('2024-10-10', 'en')).toBe('10 October 2024');
  });

  it('keeps the UTC day of timestamps and returns unreadable values unchanged', () => {
    expect(formatDate('2025-01-31T23:30:00.000Z', 'en')).toBe('31 January 2025');
    expect(formatDate('soon', 'jp')).toBe('soon');
    expect(isoDate('2025-01-31T23:30:00.000Z')).toBe('2025-01-31');
  });
});

describe('formatDate against Intl.DateTimeFormat', () => {
  const intl = {
    jp: new Intl.DateTimeFormat('ja', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    zh: new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    en: new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  } as const;

  it('writes every day of two years as Intl does for ja, zh-CN and en-GB', () => {
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
      const value = new Date(time).toISOString();
      for (const locale of ['jp', 'zh', 'en'] as const) {
        expect(formatDate(value.slice(0, 10), locale)).toBe(intl[locale].format(new Date(time)));
        expect(formatDate(value, locale)).toBe(intl[locale].format(new Date(time)));
      }
    }
  });
});
