import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands, keeps at most three decimals and drops trailing zeros', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(-40)).toBe('-40');
    expect(formatNumber(0.00049)).toBe('0');
    expect(formatNumber(1.0005)).toBe('1.001');
    expect(formatNumber(999.9996)).toBe('1,000');
  });
});

describe('formatNumber against Intl.NumberFormat', () => {
  const intl = ['ja', 'zh-CN', 'en'].map((lang) => new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }));
  const check = (value: number) => {
    for (const format of intl) expect(formatNumber(value)).toBe(format.format(value));
  };

  it('writes what Intl writes for ja, zh-CN and en', () => {
    const special = [
      -0,
      0.0005,
      -0.0005,
      0.0004999,
      1e-7,
      1e21,
      -1e21,
      123456789012345,
      Number.MAX_SAFE_INTEGER,
      Infinity,
      -Infinity,
      NaN,
      0.1 + 0.2,
      1.005,
      2.675,
      1000,
      999999.9995,
      -999.9995,
    ];
    special.forEach(check);
    // Values as parts data has them: integers, tenths, milli-units, tolerances, large counts.
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5_000; i++) {
      const scale = 10 ** Math.floor(random() * 12 - 5);
      const decimals = Math.floor(random() * 7);
      const value = Number(((random() - 0.3) * scale).toFixed(decimals));
      check(value);
    }
  });
});
