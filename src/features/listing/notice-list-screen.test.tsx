import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import type { ListItem } from '@site/cms-content/src/list-index';
import type { ListingContext } from '@site/cms-content/src/list-facets';
import { NoticeListScreen } from './notice-list-screen';
import { serveIndex } from './test-fixtures/index-fetch';

const service = { slug: 'service', name: 'Service' };
const items: ListItem[] = [2025, 2025, 2024].map((year, i) => ({
  slug: `notice-${i}`,
  title: `Notice ${i}`,
  date: `${year}-01-0${i + 1}`,
  year,
  category: i === 2 ? { slug: 'maintenance', name: 'Maintenance' } : service,
  tags: [],
  hot: false,
  membersOnly: false,
  recommended: false,
  hasDetail: true,
}));
const listing: ListingContext = {
  indexUrl: '/search-index/announce-en.x.json',
  facets: { years: [2025, 2024], tags: [], categories: [service] },
};

beforeEach(() => serveIndex('announce', items));

test('a year filter replaces a category filter', async () => {
  renderWithProviders(
    <NoticeListScreen search="?year=2024" firstPage={items} total={3} listing={listing} />,
    { locale: 'en', route: '/announce' },
  );
  expect(await screen.findByText('1 notice')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Service' })).toHaveAttribute(
    'href',
    '/en/announce?category=service',
  );
  expect(screen.getByRole('link', { name: '2025' })).toHaveAttribute('href', '/en/announce?year=2025');
});

test('no match shows the empty state', async () => {
  renderWithProviders(
    <NoticeListScreen search="?year=2019" firstPage={items} total={3} listing={listing} />,
    { locale: 'en', route: '/announce' },
  );
  expect(await screen.findByText('No matching notices found')).toBeInTheDocument();
});

test("dates are written in the reader's language", async () => {
  renderWithProviders(<NoticeListScreen search="" firstPage={items} total={3} listing={listing} />, {
    locale: 'jp',
    route: '/announce',
  });
  expect(await screen.findByText('2025年1月1日')).toBeInTheDocument();
  expect(screen.getByText('3件のお知らせ')).toBeInTheDocument();
});
