import {
  isSearchable,
  normalizeBrand,
  parseSearchQuery,
  toApiSearch,
  toSearch,
  withPage,
} from './search-query';
import {
  compareSearch,
  parseCompareQuery,
  parsePartQuery,
  partSearch,
  substitutesApiSearch,
} from './part-query';

test('a search state survives the round trip through the URL', () => {
  const search = '?q=TPS71725&mode=prefix&category=ldo&brand=ti&package=SOT-23-5&aec=Q100-1&origin=CN&page=3';
  const query = parseSearchQuery(search);
  expect(query).toEqual({
    q: 'TPS71725',
    mode: 'prefix',
    category: 'ldo',
    brand: 'ti',
    package: 'SOT-23-5',
    aec: 'Q100-1',
    origin: 'CN',
    page: 3,
  });
  expect(toSearch(query)).toBe(search);
  expect(toSearch(withPage(query, 1))).not.toContain('page=');
});

test('values the API would refuse are left out of the state', () => {
  expect(
    parseSearchQuery(
      '?mode=fuzzy&category=tubes&brand=Texas%20Instruments&aec=Q999&origin=China&page=51&package=x',
    ),
  ).toEqual({
    mode: 'auto',
    page: 1,
  });
  expect(parseSearchQuery(`?q=${'A'.repeat(150)}`).q).toHaveLength(100);
  expect(normalizeBrand(' TI ')).toBe('ti');
  expect(normalizeBrand('t')).toBeNull();
});

test('the API query always names the page and its size; defaults stay out of page URLs', () => {
  const query = parseSearchQuery('?q=lm358');
  expect(toSearch(query)).toBe('?q=lm358');
  expect(toApiSearch(query, 20)).toBe('?q=lm358&page=1&pageSize=20');
  expect(isSearchable(query)).toBe(true);
  expect(isSearchable(parseSearchQuery('?package=SOT-23&origin=CN'))).toBe(false);
  expect(isSearchable(parseSearchQuery('?brand=ti'))).toBe(true);
});

test('part and comparison pages read valid ids only', () => {
  expect(parsePartQuery('?id=ti-TPS71725QDRVR&grade=CBA&origin=intl&page=2')).toEqual({
    id: 'ti-TPS71725QDRVR',
    grade: 'ABC',
    origin: 'intl',
    page: 2,
  });
  expect(parsePartQuery('?id=TI-tps71725')).toBeNull();
  expect(parsePartQuery('?id=ti-TPS71725&grade=E&page=0')).toEqual({ id: 'ti-TPS71725', page: 1 });
  expect(partSearch({ id: 'ti-X1', grade: 'A', page: 2 })).toBe('?id=ti-X1&grade=A&page=2');
  expect(substitutesApiSearch({ id: 'ti-X1', page: 1 }, 20)).toBe('?page=1&pageSize=20');
  expect(parseCompareQuery(compareSearch('ti-A1', 'st-B2'))).toEqual({ a: 'ti-A1', b: 'st-B2' });
  expect(parseCompareQuery('?a=ti-A1&b=ti-A1')).toBeNull();
  expect(parseCompareQuery('?a=ti-A1')).toBeNull();
});
