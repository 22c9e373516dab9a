import { brandSeeds } from './content/brands';
import { enterpriseSeeds } from './content/enterprises';
import { newsSeed } from './content/news';
import { noticeSeeds } from './content/notices';
import { parseArgs } from './main';
import { DEFAULT_SEED } from './run';

test('defaults and overrides', () => {
  expect(parseArgs([], {})).toEqual(DEFAULT_SEED);
  expect(parseArgs(['--news', '10000', '--enterprises', '20'], {})).toEqual({
    ...DEFAULT_SEED,
    news: 10000,
    enterprises: 20,
  });
});

test('a scale multiplies every default count; single counts still win', () => {
  const tenfold = { news: 2000, notices: 500, brands: 400, enterprises: 5000 };
  expect(parseArgs(['--scale', '10'], {})).toEqual(tenfold);
  expect(parseArgs([], { SEED_SCALE: '10' })).toEqual(tenfold);
  expect(parseArgs(['--scale', '1'], { SEED_SCALE: '10' })).toEqual(DEFAULT_SEED);
  expect(parseArgs(['--scale', '10', '--news', '50'], {})).toEqual({ ...tenfold, news: 50 });
  expect(() => parseArgs(['--scale', '0'], {})).toThrow(/at least 1/);
  expect(() => parseArgs([], { SEED_SCALE: 'ten' })).toThrow(/at least 1/);
});

test('refuses unknown options and bad numbers', () => {
  expect(() => parseArgs(['--pages', '3'])).toThrow(/usage/);
  expect(() => parseArgs(['--news', 'many'])).toThrow(/usage/);
  expect(() => parseArgs(['--brands', '0'])).toThrow(/at least 1/);
});

test('at ten times the default every slug is unique and the members-only shares stay', () => {
  const { news, notices, brands, enterprises } = parseArgs(['--scale', '10'], {});
  const b = brandSeeds(brands);
  const n = Array.from({ length: news }, (_, i) => newsSeed(i, b));
  const e = enterpriseSeeds(enterprises);
  const share = (items: Array<{ membersOnly: boolean }>) =>
    items.filter((i) => i.membersOnly).length / items.length;
  for (const list of [b, n, e, noticeSeeds(notices)]) {
    expect(new Set(list.map((i) => i.slug)).size).toBe(list.length);
  }
  const base = parseArgs([], {});
  expect(share(n)).toBeCloseTo(share(Array.from({ length: base.news }, (_, i) => newsSeed(i, b))), 2);
  expect(share(b)).toBeCloseTo(share(brandSeeds(base.brands)), 1);
  expect(share(e)).toBeCloseTo(share(enterpriseSeeds(base.enterprises)), 1);
});
