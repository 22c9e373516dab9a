import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { Pagination } from './pagination';

test('marks the current page and keeps the filters in every link', () => {
  renderWithProviders(<Pagination query={{ year: 2024, tag: 'sic', page: 2 }} page={2} pageCount={3} />, {
    locale: 'en',
    route: '/news',
  });
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'href',
    '/en/news?year=2024&tag=sic',
  );
  expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
    'href',
    '/en/news?year=2024&tag=sic&page=3',
  );
  expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    '/en/news?year=2024&tag=sic',
  );
  expect(within(nav).getByText('Page 2 of 3')).toBeInTheDocument();
});

test('the first page has no previous link and one page needs no pagination', () => {
  const { unmount } = renderWithProviders(<Pagination query={{ page: 1 }} page={1} pageCount={4} />, {
    locale: 'jp',
    route: '/org',
  });
  const nav = screen.getByRole('navigation');
  expect(within(nav).queryByRole('link', { name: '前へ' })).not.toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/org?page=2');
  unmount();
  renderWithProviders(<Pagination query={{ page: 1 }} page={1} pageCount={1} />, {
    locale: 'en',
    route: '/org',
  });
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
