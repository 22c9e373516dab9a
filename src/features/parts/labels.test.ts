import { AEC_VALUES, CATEGORIES, CATEGORY_CODES, LIFECYCLES } from '@site/parts/vocabulary';
import en from '@site/locales/en/parts.json';
import jp from '@site/locales/jp/parts.json';
import zh from '@site/locales/zh/parts.json';
import { AEC_KEYS, CATEGORY_KEYS, LIFECYCLE_KEYS } from './labels';

type Strings = Record<string, Record<string, string>>;

test.each([
  ['en', en],
  ['jp', jp],
  ['zh', zh],
])('%s names every parameter and function attribute of every category', (_locale, strings) => {
  const params = strings.params as unknown as Record<string, Record<string, string>>;
  const attributes = strings.attributes as unknown as Record<string, string>;
  for (const code of CATEGORY_CODES) {
    for (const param of CATEGORIES[code].params)
      expect([code, param.key, params[code]?.[param.key]]).toEqual([code, param.key, expect.any(String)]);
    for (const attribute of CATEGORIES[code].functionAttrs)
      expect([attribute, attributes[attribute]]).toEqual([attribute, expect.any(String)]);
  }
  expect(Object.keys(params).sort()).toEqual([...CATEGORY_CODES].sort());
  expect(Object.keys((strings as unknown as Strings).category).sort()).toEqual([...CATEGORY_CODES].sort());
});

test('every code of the parts data has a translation key', () => {
  expect(Object.keys(CATEGORY_KEYS).sort()).toEqual([...CATEGORY_CODES].sort());
  expect(Object.keys(LIFECYCLE_KEYS).sort()).toEqual([...LIFECYCLES].sort());
  expect(Object.keys(AEC_KEYS).sort()).toEqual([...AEC_VALUES].sort());
});
