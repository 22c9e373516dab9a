import {
  formatTable,
  parseOptions,
  phoneSlowdown,
  PHONE_BENCHMARK_INDEX,
  type PageResult,
} from './lighthouse';

describe('the phone the mobile preset stands for', () => {
  it('is Lighthouse’s reference desktop slowed 4×, so such a host keeps the preset’s 4×', () => {
    expect(phoneSlowdown(1750)).toBe(4);
    expect(PHONE_BENCHMARK_INDEX).toBeCloseTo(437.5);
  });

  it('slows a faster host more and a slower one less, never below 1×', () => {
    expect(phoneSlowdown(3760)).toBe(8.6);
    expect(phoneSlowdown(875)).toBe(2);
    expect(phoneSlowdown(300)).toBe(1);
  });

  it('refuses to calibrate without a benchmarkIndex', () => {
    expect(() => phoneSlowdown(Number.NaN)).toThrow(/benchmarkIndex/);
  });

  it('is the default; a number asks for a fixed multiplier', () => {
    expect(parseOptions([]).cpuSlowdown).toBe('phone');
    expect(parseOptions(['--cpu-slowdown', '4']).cpuSlowdown).toBe(4);
    expect(() => parseOptions(['--cpu-slowdown', 'fast'])).toThrow(/cpu-slowdown/);
  });
});

describe('the table', () => {
  const run = (tbt: number, benchmarkIndex = 3500) => ({
    scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
    tbt,
    lcp: 1500,
    cls: 0,
    failing: [],
    noindex: false,
    benchmarkIndex,
    scripts: {},
    longTasks: [],
  });
  const row = (page: string, label: string, tbts: number[]): PageResult => ({
    page,
    label,
    layout: 'mobile',
    preset: 'mobile',
    url: 'http://x/',
    runs: tbts.map((tbt) => run(tbt)),
  });

  it('prints each page’s TBT as a ratio to the bare page’s median, and the multiplier it ran at', () => {
    const table = formatTable(
      [row('bare', 'bare Gatsby', [90, 100, 120]), row('news', 'news list', [140, 150, 400])],
      3,
      8,
    );
    expect(table).toMatch(/CPU 8\.0× \(a phone of benchmarkIndex 438\)/);
    expect(table).toMatch(/news list\s+mobile\s+mobile\s+99\s+100\s+100\s+100\s+150\s+1\.50/);
  });
});
