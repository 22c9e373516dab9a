import { NON_INDEXABLE_ROUTES, ROUTE_TABLE, STATIC_ROUTES, routeRecord, routesWithRole } from '../src';

test('one record per route, and STATIC_ROUTES lists them in table order', () => {
  expect(new Set(STATIC_ROUTES).size).toBe(ROUTE_TABLE.length);
  expect(STATIC_ROUTES).toEqual(ROUTE_TABLE.map((r) => r.path));
});

test('a role decides what no cache may keep and what is never indexed', () => {
  for (const record of ROUTE_TABLE) {
    if (record.role !== 'content') expect([record.path, record.htmlCache]).toEqual([record.path, 'no-store']);
    else expect([record.path, record.htmlCache]).toEqual([record.path, 'revalidate']);
    if (['guest', 'link-token', 'preview'].includes(record.role)) {
      expect([record.path, record.indexable]).toEqual([record.path, false]);
    }
  }
});

test('the mailed-link pages the website API writes are the link-token routes', () => {
  // website-api/src/lib/links.ts: LinkPage.
  expect(routesWithRole('link-token').sort()).toEqual(['/account-active', '/history-active', '/pwd-active']);
});

test('a route is found with or without its trailing slash; detail pages have no record', () => {
  expect(routeRecord('/rep/search/')?.bundles).toEqual(['parts']);
  expect(routeRecord('/news/some-article')).toBeUndefined();
  expect(NON_INDEXABLE_ROUTES).toContain('/preview');
  expect(NON_INDEXABLE_ROUTES).not.toContain('/contact');
});
