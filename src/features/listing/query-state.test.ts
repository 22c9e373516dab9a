import { isDefaultQuery, parseListQuery, toSearch, withFilter, withPage } from './query-state';

describe('list query in the URL', () => {
  test('reads the filters a list understands and ignores the rest', () => {
    expect(
      parseListQuery('news', '?year=2024&tag=sic&q=%20power%20&page=2&category=automotive&initial=A'),
    ).toEqual({
      year: 2024,
      tag: 'sic',
      category: 'automotive',
      q: 'power',
      page: 2,
    });
    expect(parseListQuery('org', '?initial=Other&category=ic-design&year=2024')).toEqual({
      initial: 'Other',
      category: 'ic-design',
      page: 1,
    });
  });

  test('drops values that are not valid', () => {
    expect(parseListQuery('news', '?year=abc&tag=Bad%20Tag&page=0')).toEqual({ page: 1 });
    expect(parseListQuery('org', '?initial=AA')).toEqual({ page: 1 });
  });

  test('writes a stable query string without defaults', () => {
    expect(toSearch({ q: 'gan', page: 3, tag: 'sic', year: 2025 })).toBe('?year=2025&tag=sic&q=gan&page=3');
    expect(toSearch({ page: 1 })).toBe('');
    expect(isDefaultQuery(parseListQuery('news', '?foo=1'))).toBe(true);
  });

  test('a new filter starts at page 1, a page keeps the filters', () => {
    const query = { year: 2024, page: 4 };
    expect(withFilter(query, { tag: 'ev' })).toEqual({ year: 2024, tag: 'ev', page: 1 });
    expect(withFilter(query, { year: undefined })).toEqual({ page: 1 });
    expect(withPage(query, 2)).toEqual({ year: 2024, page: 2 });
  });

  test('a keyword survives the round trip through the URL', () => {
    const search = toSearch({ q: 'SiC & GaN 車載', page: 1 });
    expect(parseListQuery('news', search)).toEqual({ q: 'SiC & GaN 車載', page: 1 });
  });
});
