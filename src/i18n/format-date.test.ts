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
