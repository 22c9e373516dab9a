import React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders, strings } from '@site/test-utils/render-with-providers';
import type { DetailPageContext } from '@site/routing';
import AnnounceDetail from './announce-detail';

// Page queries are compiled away by Gatsby; here the data comes in as props.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: () => '' }));

type Props = PageProps<Parameters<typeof AnnounceDetail>[0]['data'], DetailPageContext>;

const context = (locale: 'jp' | 'en', device: 'pc' | 'mobile'): DetailPageContext => ({
  locale,
  device,
  route: '/announce/maintenance',
  alternates: [],
  indexable: true,
  id: 'a1',
  slug: 'maintenance',
  previousId: '',
  nextId: '',
});

const notice = {
  title: 'Scheduled maintenance',
  date: '2025-03-14',
  category: { name: 'Service', slug: 'service' } as { name: string; slug: string } | null,
  bodyHtml: '<p>Notice body text</p>',
};

function renderNotice(
  overrides: Partial<typeof notice>,
  locale: 'jp' | 'en' = 'en',
  device: 'pc' | 'mobile' = 'pc',
) {
  const props = {
    data: { notice: { ...notice, ...overrides } },
    pageContext: context(locale, device),
  } as unknown as Props;
  return renderWithProviders(<AnnounceDetail {...props} />, {
    locale,
    device,
    route: '/announce/maintenance',
  });
}

describe('announce detail', () => {
  it('shows title, date, category link, body and the way back to the list', () => {
    const { container } = renderNotice({});
    expect(container.querySelector('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled maintenance' })).toBeInTheDocument();
    expect(screen.getByText('14 March 2025')).toHaveAttribute('datetime', '2025-03-14');
    expect(screen.getByRole('link', { name: 'Service' })).toHaveAttribute(
      'href',
      '/en/announce?category=service',
    );
    expect(screen.getByText('Notice body text')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: strings('en').announce.detail.backToList })).toHaveAttribute(
      'href',
      '/en/announce',
    );
  });

  it('writes the date as readers of the language do, and links within its layout (Japanese has no prefix)', () => {
    renderNotice({ category: null }, 'jp', 'mobile');
    expect(screen.getByText('2025年3月14日')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Service' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: strings('jp').announce.detail.backToList })).toHaveAttribute(
      'href',
      '/mobile/announce',
    );
  });

  it('shows no body when the notice has none', () => {
    renderNotice({ bodyHtml: null as unknown as string });
    expect(screen.queryByText('Notice body text')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Scheduled maintenance');
  });
});
