import { parseArgs } from './main';
import { DEFAULT_SEED } from './run';

test('defaults and overrides', () => {
  expect(parseArgs([])).toEqual(DEFAULT_SEED);
  expect(parseArgs(['--news', '10000', '--enterprises', '20'])).toEqual({
    ...DEFAULT_SEED,
    news: 10000,
    enterprises: 20,
  });
});

test('refuses unknown options and bad numbers', () => {
  expect(() => parseArgs(['--pages', '3'])).toThrow(/usage/);
  expect(() => parseArgs(['--news', 'many'])).toThrow(/usage/);
  expect(() => parseArgs(['--brands', '0'])).toThrow(/at least 1/);
});
