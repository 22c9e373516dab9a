import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import type { ListingContext } from '@site/cms-content/src/list-facets';
import { OrgListScreen } from './org-list-screen';
import { serveIndex } from './test-fixtures/index-fetch';

// The site project's Jest roots do not reach the root __mocks__ folder, so it is named here.
import { enterpriseItems } from './test-fixtures/items';

const items = enterpriseItems();
const listing: ListingContext = {
  indexUrl: '/search-index/org-en.def.json',
  facets: { years: [], tags: [], categories: [{ slug: 'ic-design', name: 'IC Design' }] },
};

function renderOrg(search: string, locale: 'en' | 'jp' = 'en') {
  return renderWithProviders(
    <OrgListScreen search={search} firstPage={items} total={items.length} listing={listing} />,
    { locale, route: '/org' },
  );
}

beforeEach(() => {
  serveIndex('org', items);
  (navigate as jest.Mock).mockClear();
});

test('shows the company count, badges and the A–Z menu with Other', async () => {
  renderOrg('');
  expect(await screen.findByRole('status')).toHaveTextContent('3 companies');
  const first = screen.getAllByRole('article')[0];
  expect(within(first).getByText('Recommended')).toBeInTheDocument();
  expect(within(first).getByText('Automotive certified')).toBeInTheDocument();
  const alphabet = screen.getByRole('region', { name: 'By alphabet' });
  expect(within(alphabet).getAllByRole('link')).toHaveLength(27);
  expect(within(alphabet).getByRole('link', { name: 'Other' })).toHaveAttribute(
    'href',
    '/en/org?initial=Other',
  );
  expect(screen.getByText('中芯测试').closest('a')).toBeNull();
});

test('filters by initial', async () => {
  renderOrg('?initial=Other');
  expect(await screen.findByText('1 company')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Other' })).toHaveAttribute('aria-current', 'true');
});

test('no match shows the empty result', async () => {
  renderOrg('?initial=Q', 'jp');
  expect(await screen.findByText('該当する企業が見つかりません')).toBeInTheDocument();
});

test('an empty search box clears the keyword instead of refusing it', async () => {
  renderOrg('?q=power');
  expect(await screen.findByText('1 company')).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('searchbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(navigate).toHaveBeenCalledWith('/en/org');
});
