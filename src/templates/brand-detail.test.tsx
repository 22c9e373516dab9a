import React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import type { DetailPageContext } from '@site/routing';
import BrandDetail from './brand-detail';

// Page queries are compiled away by Gatsby; here the data comes in as props.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: () => '' }));

type Props = PageProps<Parameters<typeof BrandDetail>[0]['data'], DetailPageContext>;

const brand = {
  slug: 'acme',
  name: 'Acme Semi',
  summary: 'Power devices',
  logo: { url: 'http://cms.test/uploads/logo.png' },
  recommended: true,
  automotiveGrade: true,
  officialUrl: 'https://acme.example',
  membersOnly: false,
  detailSynced: true,
  category: { name: 'Power' },
  qualityCertificationHtml: '<p>ISO 9001</p>',
  companyOverviewHtml: '<p>Founded 1990</p>',
  productLineupHtml: '<p>MOSFETs</p>',
  useCasesHtml: '<p>EV chargers</p>',
  materialsHtml: '<p>Catalogues</p>',
  materialFiles: [{ url: 'http://cms.test/uploads/catalog.pdf', name: 'catalog.pdf' }],
  contactHtml: '<p>sales@acme.example</p>',
};

function renderBrand(overrides: Partial<typeof brand>) {
  const props = {
    data: { brand: { ...brand, ...overrides } },
    pageContext: {
      locale: 'en',
      device: 'pc',
      route: '/brand/acme',
      alternates: [],
      indexable: true,
      id: 'b',
      slug: 'acme',
      previousId: '',
      nextId: '',
    },
  } as unknown as Props;
  return renderWithProviders(<BrandDetail {...props} />, { locale: 'en', route: '/brand/acme' });
}

describe('brand detail', () => {
  it('shows badges, the six sections with file links and the official site', () => {
    renderBrand({});
    expect(screen.getByRole('img', { name: 'Acme Semi logo' })).toBeInTheDocument();
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByText('Automotive grade')).toBeInTheDocument();
    for (const name of [
      'Quality certification',
      'Company overview',
      'Product lineup',
      'Use cases',
      'Detailed materials',
      'Contact',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'catalog.pdf' })).toHaveAttribute(
      'href',
      'http://cms.test/uploads/catalog.pdf',
    );
    expect(screen.getByRole('link', { name: /Visit the official website/ })).toHaveAttribute(
      'href',
      'https://acme.example',
    );
  });

  it('says when there is no external link', () => {
    renderBrand({ officialUrl: null as unknown as string });
    expect(screen.getByText('The company has not published an external link')).toBeInTheDocument();
  });

  it('replaces the sections for members-only and not-synced brands', () => {
    const { unmount } = renderBrand({ membersOnly: true, companyOverviewHtml: null as unknown as string });
    expect(screen.getByTestId('members-only-notice')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Company overview' })).not.toBeInTheDocument();
    unmount();
    renderBrand({ detailSynced: false });
    expect(screen.getByText('Currently news/company detail is not synced')).toBeInTheDocument();
  });
});
