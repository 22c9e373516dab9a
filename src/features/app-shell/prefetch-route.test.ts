import { prefetchRoute } from './prefetch-route';
import * as resources from '../../i18n/resources';

function fakeWindow(pathname: string) {
  const hovering = jest.fn();
  return { win: { location: { pathname }, ___loader: { hovering } } as unknown as Window, hovering };
}

test('asks Gatsby’s loader for the page once per address, without its query', () => {
  const { win, hovering } = fakeWindow('/en/news');
  prefetchRoute('/en/news/a-story?from=list', win);
  prefetchRoute('/en/news/a-story', win);
  expect(hovering.mock.calls).toEqual([['/en/news/a-story']]);
});

test('loads the string bundles of a route that needs more than the core ones, in the same language', () => {
  const load = jest.spyOn(resources, 'loadResources').mockResolvedValue(undefined as never);
  const { win } = fakeWindow('/en/news');
  prefetchRoute('/en/contact', win);
  expect(load).toHaveBeenCalledWith('en', expect.arrayContaining(['forms']));
  load.mockClear();
  prefetchRoute('/zh/contact', win);
  expect(load).not.toHaveBeenCalled();
  load.mockRestore();
});
