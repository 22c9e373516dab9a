import React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import type { DetailPageContext } from '@site/routing';
import OrgDetail from './org-detail';

// Page queries are compiled away by Gatsby; here the data comes in as props.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: () => '' }));

type Props = PageProps<Parameters<typeof OrgDetail>[0]['data'], DetailPageContext>;

const org = {
  slug: 'kanto-devices',
  name: 'Kanto Devices',
  summary: null,
  category: { name: 'Passive components', slug: 'passive' },
  automotiveGrade: 'in-progress' as const,
  certifications: ['ISO 9001', 'IATF 16949'],
  recommended: true,
  detailAvailable: true,
  membersOnly: false,
  descriptionHtml: '<p>Capacitor maker</p>',
  website: 'https://kanto.example',
};

function renderOrg(overrides: Partial<typeof org>, locale: 'jp' | 'en' = 'en') {
  const props = {
    data: { org: { ...org, ...overrides } },
    pageContext: {
      locale,
      device: 'mobile',
      route: '/org/kanto-devices',
      alternates: [],
      indexable: true,
      id: 'o',
      slug: org.slug,
      previousId: '',
      nextId: '',
    },
  } as unknown as Props;
  return renderWithProviders(<OrgDetail {...props} />, {
    locale,
    device: 'mobile',
    route: '/org/kanto-devices',
  });
}

describe('org detail', () => {
  it('shows category, grade status, certifications, recommended badge, description and website', () => {
    renderOrg({});
    expect(screen.getByRole('heading', { level: 1, name: 'Kanto Devices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passive components' })).toHaveAttribute(
      'href',
      '/en/mobile/org?category=passive',
    );
    expect(screen.getByText('Automotive-grade certification in progress')).toBeInTheDocument();
    expect(screen.getByText('IATF 16949')).toBeInTheDocument();
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByText('Capacitor maker')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /kanto\.example/ })).toHaveAttribute(
      'href',
      'https://kanto.example',
    );
  });

  it('shows the members-only notice instead of the description', () => {
    renderOrg({ membersOnly: true, descriptionHtml: null as unknown as string });
    expect(screen.getByTestId('members-only-notice')).toBeInTheDocument();
  });

  it('shows the unavailable page with links to home and news', () => {
    renderOrg({ detailAvailable: false }, 'jp');
    expect(screen.getByText('お探しのコンテンツは現在ご利用いただけません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/mobile');
    expect(screen.getByRole('link', { name: 'ニュース一覧' })).toHaveAttribute('href', '/mobile/news');
    expect(screen.queryByText('Kanto Devices')).not.toBeInTheDocument();
  });
});
