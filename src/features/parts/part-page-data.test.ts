import { parsePath } from '@site/routing';
import { bundlesForRoute } from '../../i18n/bundles';
import { COMPARE_PAGE_ROUTE, PART_PAGE_ROUTE, partScreenSearch, servingRoute } from './part-page-data';

const routeOf = (address: string) => servingRoute(parsePath(address).route);

// gatsby-browser loads the string bundles of this route before the page hydrates. A visitor's
// page keeps the server's markup and needs no parts strings; the API screens load them with their
// own chunk (ServedPageSlot, decision 098 seventh round), so the route names none.
test.each([
  ['/rep/part/ti-LM358DR', PART_PAGE_ROUTE],
  ['/en/rep/part/ti-LM358DR', PART_PAGE_ROUTE],
  ['/zh/mobile/rep/part/st-STM32F103C8T6/', PART_PAGE_ROUTE],
  ['/en/pc/rep/compare/st-STM32F103C8T6/gigadevice-GD32F103C8T6', COMPARE_PAGE_ROUTE],
])('%s is served by the page of %s, which loads no parts strings before it hydrates', (address, route) => {
  expect(routeOf(address)).toBe(route);
  expect(bundlesForRoute(routeOf(address))).toEqual([]);
});

test.each([
  ['/en/rep/part', '/rep/part'],
  ['/en/rep/part/', '/rep/part/'],
  ['/en/rep/part/not a part', '/rep/part/not a part'],
  ['/en/rep/compare/ti-A1/ti-A1', '/rep/compare/ti-A1/ti-A1'],
  ['/zh/news/some-slug', '/news/some-slug'],
])('%s is its own route', (address, route) => {
  expect(routeOf(address)).toBe(route);
});

test('the screens read a path form address as the query form', () => {
  expect(partScreenSearch('/en/rep/part/ti-LM358DR', '?grade=A')).toBe('?grade=A&id=ti-LM358DR');
  expect(partScreenSearch('/rep/compare/ti-A1/st-B2', '')).toBe('?a=ti-A1&b=st-B2');
  expect(partScreenSearch('/en/rep/part', '?id=ti-LM358DR')).toBe('?id=ti-LM358DR');
});
