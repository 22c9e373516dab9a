import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { Pager, visiblePages } from './pager';

test('names the navigation and links every page through the given query', () => {
  renderWithProviders(
    <Pager
      label="Results pages"
      route="/rep/search"
      page={1}
      pageCount={2}
      searchFor={(n) => `?q=bav99&page=${n}`}
    />,
    { locale: 'en', route: '/rep/search' },
  );
  const nav = screen.getByRole('navigation', { name: 'Results pages' });
  expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
    'href',
    '/en/rep/search?q=bav99&page=2',
  );
  expect(within(nav).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
});

test('long runs of pages collapse around the current one', () => {
  expect(visiblePages(6, 12, 2)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  expect(visiblePages(1, 3, 1)).toEqual([1, 2, 3]);
});
