import React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders, strings } from '@site/test-utils/render-with-providers';
import type { DetailPageContext } from '@site/routing';
import NewsDetail from './news-detail';

// Page queries are compiled away by Gatsby; here the data comes in as props.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: () => '' }));

type Props = PageProps<Parameters<typeof NewsDetail>[0]['data'], DetailPageContext>;

const context = (locale: 'jp' | 'en', device: 'pc' | 'mobile' = 'pc'): DetailPageContext => ({
  locale,
  device,
  route: '/news/sic-supply',
  alternates: [],
  indexable: true,
  id: 'n1',
  slug: 'sic-supply',
  previousId: 'n0',
  nextId: '',
});

const article = {
  slug: 'sic-supply',
  title: 'SiC supply expands',
  date: '2025-03-14',
  summary: 'Summary',
  hot: true,
  membersOnly: false,
  detailSynced: true,
  bodyHtml: '<p>Public body text</p>',
  cover: null,
  category: { name: 'Market', slug: 'market' },
  tags: [{ name: 'SiC', slug: 'sic' }],
  relatedBrands: [{ name: 'Acme Semi', slug: 'acme' }],
};

function renderNews(
  overrides: Partial<typeof article>,
  locale: 'jp' | 'en' = 'en',
  device: 'pc' | 'mobile' = 'pc',
) {
  const props = {
    data: {
      article: { ...article, ...overrides },
      previous: { slug: 'older', title: 'Older news' },
      next: null,
    },
    pageContext: context(locale, device),
  } as unknown as Props;
  return renderWithProviders(<NewsDetail {...props} />, { locale, device, route: '/news/sic-supply' });
}

describe('news detail', () => {
  it('shows title, date, labels, tags, related brands, body and the previous link', () => {
    renderNews({});
    const en = strings('en');
    expect(screen.getByRole('heading', { level: 1, name: 'SiC supply expands' })).toBeInTheDocument();
    expect(screen.getByText('14 March 2025')).toBeInTheDocument();
    expect(screen.getByText(en.news.detail.hot)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/en/news?category=market');
    expect(screen.getByRole('link', { name: '#SiC' })).toHaveAttribute('href', '/en/news?tag=sic');
    expect(screen.getByRole('link', { name: 'Acme Semi' })).toHaveAttribute('href', '/en/brand/acme');
    expect(screen.getByText('Public body text')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Older news/ })).toHaveAttribute('href', '/en/news/older');
    expect(screen.queryByText(en.news.detail.next)).not.toBeInTheDocument();
  });

  it('shows the members-only notice instead of a body for members-only articles', () => {
    renderNews({ membersOnly: true, bodyHtml: null as unknown as string }, 'jp', 'mobile');
    expect(screen.getByTestId('members-only-notice')).toBeInTheDocument();
    expect(screen.getByText(strings('jp').common.member.membersOnly)).toBeInTheDocument();
    expect(screen.queryByText('Public body text')).not.toBeInTheDocument();
  });

  it("shows the cover from the site's copy at once, with its size and a WebP source", () => {
    const cover = {
      url: '/media/cover-640w-aaaaaaaaaa.jpg',
      width: 640,
      height: 360,
      srcSet: '/media/cover-320w-aaaaaaaaaa.jpg 320w, /media/cover-640w-aaaaaaaaaa.jpg 640w',
      sources: [{ type: 'image/webp', srcSet: '/media/cover-640w-bbbbbbbbbb.webp 640w' }],
      alternativeText: 'A SiC wafer',
    };
    const { container } = renderNews({ cover } as unknown as Partial<typeof article>);
    const img = screen.getByRole('img', { name: 'A SiC wafer' });
    expect(img).toHaveAttribute('src', cover.url);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('picture > source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      cover.sources[0].srcSet,
    );
  });

  it('says the detail is not synced yet', () => {
    renderNews({ detailSynced: false });
    expect(screen.getByRole('status')).toHaveTextContent('Currently news/company detail is not synced');
    expect(screen.queryByText('Public body text')).not.toBeInTheDocument();
  });
  it('keeps body links to site pages in the layout the page is shown in', () => {
    const bodyHtml = '<p><a href="/en/brand/acme">Acme</a> <a href="/uploads/a.pdf">file</a></p>';
    // The pc build's own layout: links as the build wrote them.
    const pc = renderNews({ bodyHtml }, 'en', 'pc');
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/en/brand/acme');
    pc.unmount();
    // Its phone layout under /mobile: the reader who chose it stays in it.
    renderNews({ bodyHtml }, 'en', 'mobile');
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/en/mobile/brand/acme');
    expect(screen.getByRole('link', { name: 'file' })).toHaveAttribute('href', '/uploads/a.pdf');
  });
});
