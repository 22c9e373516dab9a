import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import type { SitePageContext } from '@site/routing';
import RepLanding from './rep';

// Page queries are compiled away by Gatsby; here the data comes in as props.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: () => '' }));

type Props = PageProps<Parameters<typeof RepLanding>[0]['data'], SitePageContext>;

const landing = {
  title: 'Substitute search',
  intro: 'Find replacements fast',
  features: [
    { title: 'Cross reference', text: 'Pin-compatible parts' },
    { title: 'Lifecycle', text: null },
  ],
  guideFile: { url: 'http://cms.test/uploads/guide.pdf', name: 'guide.pdf' },
  dataVolume: '8,000,000+',
  datasheets: '3,000,000+',
  brandCount: '1,200+',
  replacementModels: '5,000,000+',
  updatedOn: '2025-06-01',
  partnerUrl: 'https://partner.example/search',
};

function renderRep(device: 'pc' | 'mobile') {
  const props = {
    data: { landing },
    pageContext: { locale: 'en', device, route: '/rep', alternates: [], indexable: true },
  } as unknown as Props;
  return renderWithProviders(<RepLanding {...props} />, { locale: 'en', device, route: '/rep' });
}

describe('substitute-search landing', () => {
  it('shows features, the data panel with its date, the guide and the search link', () => {
    renderRep('pc');
    expect(screen.getByRole('heading', { level: 3, name: 'Cross reference' })).toBeInTheDocument();
    expect(screen.getByText('8,000,000+')).toBeInTheDocument();
    expect(screen.getByText('Replacement models')).toBeInTheDocument();
    expect(screen.getByText('Updated on 1 June 2025')).toBeInTheDocument();
    expect(screen.getByText(/as of the update date shown/)).toBeInTheDocument();
    // The measured pin-to-pin accuracy (packages/parts keeps the figure equal to its labelled set).
    expect(screen.getByTestId('pin-check')).toHaveTextContent(
      'Pin-to-pin verdicts checked on 82 real part pairs from the KiCad libraries, with no wrong pin-to-pin.',
    );
    expect(screen.getByRole('link', { name: 'Download the operation guide (PDF)' })).toHaveAttribute(
      'href',
      'http://cms.test/uploads/guide.pdf',
    );
    expect(screen.getByRole('link', { name: 'Search for substitutes' })).toHaveAttribute(
      'href',
      '/en/rep/search',
    );
    expect(screen.getByRole('link', { name: /partner platform/ })).toHaveAttribute('target', '_blank');
  });

  it('asks before leaving for the partner platform on mobile, keeps focus inside and cancels on Escape', async () => {
    const user = userEvent.setup();
    renderRep('mobile');
    const link = screen.getByRole('link', { name: /partner platform/ });
    await user.click(link);
    const dialog = screen.getByRole('alertdialog', { name: 'You are leaving this site' });
    expect(dialog).toHaveAccessibleDescription(/partner platform's website/);
    const stay = screen.getByRole('button', { name: 'Stay on this page' });
    const go = screen.getByRole('button', { name: 'Continue' });
    expect(stay).toHaveFocus();
    await user.tab();
    expect(go).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();
    await user.tab({ shift: true });
    expect(go).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
