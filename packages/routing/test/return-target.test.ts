import { RETURN_TO_PARAM, isKnownRoute, returnTarget, returnTargetFromSearch, returnToSearch } from '../src';

describe('returnTarget', () => {
  it('keeps same-site pages of known routes, with locale, device segment and query', () => {
    expect(returnTarget('/')).toBe('/');
    expect(returnTarget('/news/abc-123')).toBe('/news/abc-123');
    expect(returnTarget('/en/news/abc-123')).toBe('/en/news/abc-123');
    expect(returnTarget('/zh/mobile/brand/acme')).toBe('/zh/mobile/brand/acme');
    expect(returnTarget('/en/rep/search?q=LM317&brand=ti')).toBe('/en/rep/search?q=LM317&brand=ti');
    expect(returnTarget('/news?page=2')).toBe('/news?page=2');
    expect(returnTarget('/en/news/')).toBe('/en/news/');
    // Percent-encoded slugs stay as they were linked.
    expect(returnTarget('/news/%E6%96%B0%E8%81%9E')).toBe('/news/%E6%96%B0%E8%81%9E');
  });

  it('drops the fragment', () => {
    expect(returnTarget('/en/news/abc#comments')).toBe('/en/news/abc');
  });

  it.each([
    ['absolute URL', 'https://evil.example/news'],
    ['scheme-relative URL', '//evil.example/news'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'news/abc'],
    ['backslash', '/\\evil.example'],
    ['backslash inside', '/news\\abc'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double slash inside', '/news//abc'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['tab that browsers strip', '/\t/evil.example'],
    ['newline', '/news\n/abc'],
    ['space', '/news abc'],
    ['malformed escape', '/news/%E0%A4%A'],
    ['unknown route', '/admin'],
    ['unknown nested route', '/news/abc/edit'],
    ['login itself', '/en/login'],
    ['registration', '/register?x=1'],
    ['forgot password', '/forget-pwd'],
    ['mailed-link page', '/account-active'],
    ['consent page', '/en/history-active'],
    ['password page', '/pwd-active'],
    ['preview', '/preview'],
    ['link token in the query', '/news?token=abc'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(returnTarget(value)).toBeNull();
  });

  it('refuses anything that is not a string, and overlong values', () => {
    expect(returnTarget(undefined)).toBeNull();
    expect(returnTarget(null)).toBeNull();
    expect(returnTarget(['/news'])).toBeNull();
    expect(returnTarget(`/news?q=${'x'.repeat(2000)}`)).toBeNull();
  });
});

describe('return target in a query string', () => {
  it('round-trips through the login link', () => {
    const search = returnToSearch('/en/news/abc?from=list');
    expect(search).toBe(`?${RETURN_TO_PARAM}=%2Fen%2Fnews%2Fabc%3Ffrom%3Dlist`);
    expect(returnTargetFromSearch(search)).toBe('/en/news/abc?from=list');
    expect(returnTargetFromSearch(search.slice(1))).toBe('/en/news/abc?from=list');
  });

  it('carries nothing for a target that is not valid', () => {
    expect(returnToSearch('//evil.example')).toBe('');
    expect(returnToSearch('/en/login')).toBe('');
    expect(returnToSearch(null)).toBe('');
    expect(returnTargetFromSearch('?returnTo=https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(returnTargetFromSearch('?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(returnTargetFromSearch('')).toBeNull();
  });
});

test('isKnownRoute knows static routes and detail pages only', () => {
  expect(isKnownRoute('/rep/compare')).toBe(true);
  expect(isKnownRoute('/org/acme')).toBe(true);
  expect(isKnownRoute('/org/acme/')).toBe(true);
  expect(isKnownRoute('/org')).toBe(true);
  expect(isKnownRoute('/orgs')).toBe(false);
  expect(isKnownRoute('/rep/other')).toBe(false);
});
