import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { STATIC_ROUTES, isIndexable, rootFormPath, type SitePageContext } from '@site/routing';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { mockFetch } from '@site/test-utils/mock-fetch';
import ComparePage from './compare';
import PartPage from './part';
import PartSearchPage from './search';

function context(route: string): SitePageContext {
  return {
    locale: 'en',
    device: 'pc',
    route,
    alternates: [{ locale: 'en', path: rootFormPath('en', route) }],
    indexable: isIndexable(route),
  };
}

test('every substitute-search route has the template gatsby-node looks for', () => {
  const routes = STATIC_ROUTES.filter((route) => route.startsWith('/rep/'));
  expect(routes).toEqual(['/rep/search', '/rep/part', '/rep/compare']);
  for (const route of routes)
    expect(fs.existsSync(path.join(__dirname, `${route.slice('/rep/'.length)}.tsx`))).toBe(true);
});

test('the search page frames the search screen', async () => {
  mockFetch({});
  const props = { pageContext: context('/rep/search'), location: { search: '' } } as unknown as PageProps<
    object,
    SitePageContext
  >;
  renderWithProviders(<PartSearchPage {...props} />, { locale: 'en', route: '/rep/search' });
  expect(screen.getByRole('heading', { level: 1, name: 'Substitute part search' })).toBeInTheDocument();
  expect(await screen.findByRole('search', { name: 'Part search' })).toBeInTheDocument();
});

test.each([
  ['/rep/part', PartPage, 'Part details', 'No part chosen'],
  ['/rep/compare', ComparePage, 'Compare parts', 'Choose two parts to compare'],
])('%s without ids frames a pointer back to the search', async (route, Page, title, message) => {
  mockFetch({});
  const props = { pageContext: context(route), location: { search: '' } } as unknown as PageProps<
    object,
    SitePageContext
  >;
  renderWithProviders(<Page {...props} />, { locale: 'en', route });
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
