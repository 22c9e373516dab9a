import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  blockingBySource,
  formatTable,
  japaneseBareCopy,
  JAPANESE_BODY,
  parseOptions,
  phoneSlowdown,
  PHONE_BENCHMARK_INDEX,
  scriptName,
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
    fcp: 700,
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

  it('adds a ratio to the Japanese bare page when it was measured, and none otherwise', () => {
    const table = formatTable(
      [
        row('bare', 'bare Gatsby', [100, 100, 100]),
        row('bare-ja', 'bare Gatsby, ja', [200, 200, 200]),
        row('news', 'news list', [300, 300, 300]),
      ],
      3,
    );
    expect(table).toMatch(/×bare\s+×ja\s+LCP s/);
    expect(table).toMatch(
      /bare Gatsby, ja\s+–\s+mobile\s+99\s+100\s+100\s+100\s+200\s+2\.00\s+1\.00\s+1\.50/,
    );
    expect(table).toMatch(/news list\s+mobile\s+mobile\s+99\s+100\s+100\s+100\s+300\s+3\.00\s+1\.50\s+1\.50/);
    expect(formatTable([row('bare', 'bare Gatsby', [100])], 1)).not.toMatch(/×ja/);
  });

  it('names what each row’s blocking time came from, the mean of its runs', () => {
    const result = row('news', 'news list', [100, 100]);
    result.runs[0].longTasks = [
      { script: '(page)', start: 690, duration: 150 },
      { script: 'app.js', start: 1300, duration: 130 },
    ];
    result.runs[1].longTasks = [{ script: 'app.js', start: 1300, duration: 110 }];
    const table = formatTable([result], 2);
    expect(table).toMatch(
      /Blocking time by source[^\n]*\n {2}news list \(mobile, mobile\): app\.js 70, \(page\) 45$/m,
    );
  });
});

describe('blocking time by source', () => {
  it('counts each long task’s part after the first paint, less 50 ms, per script', () => {
    expect(
      blockingBySource({
        fcp: 700,
        longTasks: [
          { script: 'Unattributable', start: 600, duration: 90 }, // over before the first paint
          { script: '(page)', start: 680, duration: 145 }, // 125 ms of it after the first paint
          { script: 'app.js', start: 1300, duration: 120 },
          { script: 'app.js', start: 1500, duration: 60 },
          { script: 'framework.js', start: 1600, duration: 50 }, // a long task, but not blocking
        ],
      }),
    ).toEqual({ '(page)': 75, 'app.js': 80 });
  });

  it('counts from the start without a first paint', () => {
    expect(
      blockingBySource({ fcp: Number.NaN, longTasks: [{ script: 'app.js', start: 10, duration: 80 }] }),
    ).toEqual({
      'app.js': 30,
    });
  });
});

describe('the source a long task is charged to', () => {
  it('is the script file without its content hash, or (page) for the document', () => {
    expect(scriptName('http://localhost:8000/framework-0d1b782d25b4b44ad6a4.js')).toBe('framework.js');
    expect(scriptName('http://localhost:8000/news')).toBe('(page)');
    expect(scriptName('Unattributable')).toBe('Unattributable');
  });

  it('names the page’s idle callbacks, which Lighthouse runs inside a wrapper script of its own', () => {
    expect(scriptName('_lighthouse-eval.js')).toBe('(idle callbacks)');
  });
});

describe('the Japanese bare page', () => {
  const english = 'Semiconductor makers reported steady demand. (2)';
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-ja-'));
    fs.mkdirSync(path.join(dir, 'public/page/1'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'public/page-data/page/1'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'public/page/1/index.html'),
      `<!DOCTYPE html><html><head></head><body><main><h1>Page 2 of 3</h1><p>${english}</p></main></body></html>`,
    );
    fs.writeFileSync(
      path.join(dir, 'public/page-data/page/1/page-data.json'),
      JSON.stringify({ result: { pageContext: { title: 'Page 2 of 3', body: english } } }),
    );
    fs.writeFileSync(path.join(dir, 'public/app-1234567890abcdef.js'), 'app');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is a copy whose paragraph is Japanese in the HTML and the page data alike, in a ja document', () => {
    japaneseBareCopy(path.join(dir, 'public'), path.join(dir, 'ja'));
    const html = fs.readFileSync(path.join(dir, 'ja/page/1/index.html'), 'utf8');
    const data = JSON.parse(fs.readFileSync(path.join(dir, 'ja/page-data/page/1/page-data.json'), 'utf8'));
    expect(data.result.pageContext.body).toBe(`${JAPANESE_BODY} (2)`);
    expect(html).toContain(`<p>${JAPANESE_BODY} (2)</p>`);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ja">/);
    expect(data.result.pageContext.title).toBe('Page 2 of 3');
    expect(fs.readFileSync(path.join(dir, 'ja/app-1234567890abcdef.js'), 'utf8')).toBe('app');
    // The built bare site itself is left as it was.
    expect(fs.readFileSync(path.join(dir, 'public/page/1/index.html'), 'utf8')).toContain(english);
  });

  it('refuses a build whose page does not hold the paragraph of its page data', () => {
    fs.writeFileSync(path.join(dir, 'public/page/1/index.html'), '<html><body><p>other</p></body></html>');
    expect(() => japaneseBareCopy(path.join(dir, 'public'), path.join(dir, 'ja'))).toThrow(/paragraph/);
  });
});
