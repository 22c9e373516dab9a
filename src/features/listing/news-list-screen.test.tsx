import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import type { ListingContext } from '@site/cms-content/src/list-facets';
import { NewsListScreen } from './news-list-screen';
import { serveIndex } from './test-fixtures/index-fetch';

// The site project's Jest roots do not reach the root __mocks__ folder, so it is named here.
import { newsItems } from './test-fixtures/items';

const items = newsItems();
const listing: ListingContext = {
  indexUrl: '/search-index/news-en.abc.json',
  facets: {
    years: [2025, 2024],
    tags: [
      { slug: 'sic', name: 'SiC' },
      { slug: 'ev', name: 'EV' },
    ],
    categories: [],
  },
};

function renderNews(search: string, locale: 'en' | 'zh' = 'en', context = listing) {
  return renderWithProviders(
    <NewsListScreen search={search} firstPage={items.slice(0, 10)} total={items.length} listing={context} />,
    {
      locale,
      route: '/news',
    },
  );
}

beforeEach(() => {
  serveIndex('news', items);
  (navigate as jest.Mock).mockClear();
});

test('shows the static first page with its count, badges and pages, without loading the index', async () => {
  renderNews('');
  expect(await screen.findByRole('status')).toHaveTextContent('25 articles');
  const list = screen.getAllByRole('article');
  expect(list).toHaveLength(10);
  expect(within(list[0]).getByText('HOT')).toBeInTheDocument();
  expect(within(list[1]).getByText('Members only')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(global.fetch).not.toHaveBeenCalled();
});

test('filters by year and tag from the query string', async () => {
  renderNews('?year=2024&tag=sic');
  expect(await screen.findByText('4 articles')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(4);
  expect(screen.getByRole('link', { name: '2024' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'SiC' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'All articles' })).not.toHaveAttribute('aria-current');
  expect(global.fetch).toHaveBeenCalledWith('/search-index/news-en.abc.json', expect.anything());
});

test('reads the category that article pages link to, alone or with other filters', async () => {
  renderNews('?category=new-products');
  expect(await screen.findByText('12 articles')).toBeInTheDocument();
  const articles = screen.getAllByRole('article');
  expect(articles).toHaveLength(10);
  for (const article of articles) expect(within(article).getByText('New Products')).toBeInTheDocument();
  const categories = screen.getByRole('region', { name: 'By category' });
  expect(within(categories).getByRole('link', { name: 'New Products' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(within(categories).getByRole('link', { name: 'New Products' })).toHaveAttribute(
    'href',
    '/en/news?category=new-products',
  );
  expect(screen.getByRole('link', { name: 'All articles' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    '/en/news?category=new-products&page=2',
  );
});

test('a category combines with a tag; the unfiltered list offers no category menu', async () => {
  const { unmount } = renderNews('?category=market-trends&tag=sic');
  expect(await screen.findByText('5 articles')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'SiC' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'Market Trends' })).toHaveAttribute('aria-current', 'true');
  unmount();
  renderNews('');
  expect(await screen.findByText('25 articles')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'By category' })).not.toBeInTheDocument();
});

test('later pages come from the index', async () => {
  renderNews('?page=3');
  expect(await screen.findByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('article')).toHaveLength(5);
  expect(screen.getByRole('link', { name: 'Market report 21' })).toHaveAttribute(
    'href',
    '/en/news/article-21',
  );
});

test('a keyword with no match shows the empty state', async () => {
  renderNews('?q=quantum');
  expect(await screen.findByText('No articles found')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/en/news');
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('a keyword search goes into the URL; an empty one is refused', async () => {
  renderNews('?year=2025');
  await screen.findByText('13 articles');
  const box = screen.getByRole('searchbox', { name: 'Search articles by keyword' });
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a keyword.');
  expect(navigate).not.toHaveBeenCalled();
  await userEvent.type(box, 'GaN{Enter}');
  expect(navigate).toHaveBeenCalledWith('/en/news?year=2025&q=GaN');
});

test('visitors get the register prompt, in their language', async () => {
  renderNews('', 'zh');
  const prompt = await screen.findByRole('complementary', { name: '注册即可阅读会员专享文章' });
  expect(within(prompt).getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/zh/register');
});

test('an index that cannot be loaded offers a retry', async () => {
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 503,
    json: async () => ({}),
  })) as unknown as typeof fetch;
  // A URL of its own: loaded indexes stay cached for the whole visit.
  renderNews('?tag=ev&page=2', 'en', { ...listing, indexUrl: '/search-index/news-en.failing.json' });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  serveIndex('news', items);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('25 articles')).toBeInTheDocument();
});
