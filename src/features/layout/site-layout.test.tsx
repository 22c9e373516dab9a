import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, strings } from '@site/test-utils/render-with-providers';
import { SiteLayout } from './site-layout';

const EN = strings('en').common;
const JP = strings('jp').common;

function renderLayout(device: 'pc' | 'mobile', locale: 'jp' | 'en', route = '/news') {
  return renderWithProviders(
    <SiteLayout device={device}>
      <p>page body</p>
    </SiteLayout>,
    { locale, device, route },
  );
}

test('pc layout: one navigation bar with localized links, the current section marked', () => {
  renderLayout('pc', 'en');
  expect(document.querySelector('[data-layout="pc"]')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: EN.nav.mainNavigation });
  const news = within(nav).getByRole('link', { name: EN.nav.news });
  expect(news).toHaveAttribute('href', '/en/news');
  expect(news).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: EN.nav.home })).not.toHaveAttribute('aria-current');
  // No menu toggle on the desktop layout.
  expect(screen.queryByRole('button', { name: EN.nav.menu })).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('page body');
});

test('skip link leads to the main region', () => {
  renderLayout('pc', 'jp', '/');
  const skip = screen.getByRole('link', { name: JP.nav.skipToContent });
  expect(skip).toHaveAttribute('href', '#main');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
});

test('mobile layout: the menu drawer opens, links carry the mobile segment, Escape closes it and returns focus', async () => {
  renderLayout('mobile', 'jp');
  expect(document.querySelector('[data-layout="mobile"]')).toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: JP.nav.menu });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: JP.nav.mainNavigation })).not.toBeInTheDocument();

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName(JP.nav.closeMenu);
  const nav = screen.getByRole('navigation', { name: JP.nav.mainNavigation });
  // The test builds are pc-root: the mobile layout lives under /mobile.
  expect(within(nav).getByRole('link', { name: JP.nav.news })).toHaveAttribute('href', '/mobile/news');
  expect(within(nav).getByRole('link', { name: JP.nav.contact })).toHaveAttribute('href', '/mobile/contact');
  expect(screen.getByRole('navigation', { name: JP.language.label })).toBeVisible();

  await userEvent.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});
