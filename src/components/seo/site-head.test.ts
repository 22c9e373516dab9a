import { canonicalSearch } from './site-head';

describe('canonical query', () => {
  it('keeps only whitelisted parameters', () => {
    expect(canonicalSearch('?utm_source=x&page=2&tag=sic&fbclid=1')).toBe('?page=2&tag=sic');
    expect(canonicalSearch('?utm_source=x')).toBe('');
    expect(canonicalSearch(undefined)).toBe('');
  });
});
