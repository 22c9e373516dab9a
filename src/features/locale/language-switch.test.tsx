import React, { useEffect } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import type { Locale } from '@site/routing';
import { renderWithProviders, strings } from '@site/test-utils/render-with-providers';
import { LanguageSwitch } from './language-switch';
import { LocaleProvider, useLocale, type BeforeSwitchHook } from '../../i18n/locale-context';

const EN = strings('en').common;

function CancelSwitch({ hook }: { hook: BeforeSwitchHook }) {
  const { onBeforeSwitch } = useLocale();
  useEffect(() => onBeforeSwitch(hook), [onBeforeSwitch, hook]);
  return null;
}

/** The switch of a page that exists in `available` only. */
function renderSwitch(
  route: string,
  available: readonly Locale[] | undefined,
  device: 'pc' | 'mobile' = 'pc',
) {
  return renderWithProviders(
    <LocaleProvider locale="en" device={device} route={route} available={available}>
      <LanguageSwitch />
    </LocaleProvider>,
    { locale: 'en', device, route },
  );
}

function links() {
  return within(screen.getByRole('navigation', { name: EN.language.label })).getAllByRole('link');
}

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  document.cookie = 'locale=; max-age=0; path=/';
  document.cookie = 'language=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

test('links to the page in the three languages, in their own names, marking the current one', () => {
  renderWithProviders(<LanguageSwitch />, { locale: 'en', route: '/news' });
  expect(links().map((link) => link.textContent)).toEqual(['日本語', '中文', 'English']);
  expect(links().map((link) => link.getAttribute('href'))).toEqual(['/news', '/zh/news', '/en/news']);
  expect(links().map((link) => link.getAttribute('hreflang'))).toEqual(['ja', 'zh-Hans', 'en']);
  expect(links().map((link) => link.getAttribute('lang'))).toEqual(['ja', 'zh-CN', 'en']);
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: '中文' })).not.toHaveAttribute('aria-current');
});

test('an item missing in a language links to that language’s list; the mobile segment stays', () => {
  renderSwitch('/brand/acme', ['jp', 'en'], 'mobile');
  expect(links().map((link) => link.getAttribute('href'))).toEqual([
    '/mobile/brand/acme',
    '/zh/mobile/brand',
    '/en/mobile/brand/acme',
  ]);
});

test('a page in no other language (not found) links to each language’s home', () => {
  renderSwitch('/404', []);
  expect(links().map((link) => link.getAttribute('href'))).toEqual(['/', '/zh', '/en']);
});

test('a click keeps the page and its query, in the other language, and remembers the choice', async () => {
  window.history.replaceState(null, '', '/en/news?page=2&year=2024');
  renderWithProviders(<LanguageSwitch />, { locale: 'en', route: '/news' });
  await userEvent.click(screen.getByRole('link', { name: '中文' }));
  expect(navigate).toHaveBeenCalledWith('/zh/news?page=2&year=2024');
  expect(document.cookie).toMatch(/(^|; )locale=zh/);
  expect(document.cookie).toMatch(/(^|; )language=zh/);
});

test('works from the keyboard, and a focused link carries the query for a new tab', async () => {
  window.history.replaceState(null, '', '/en/org?initial=A');
  renderWithProviders(<LanguageSwitch />, { locale: 'en', route: '/org' });
  await userEvent.tab();
  expect(screen.getByRole('link', { name: '日本語' })).toHaveFocus();
  expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/org?initial=A');
  await userEvent.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('/org?initial=A');
});

test('a modified click is left to the browser', () => {
  renderWithProviders(<LanguageSwitch />, { locale: 'en', route: '/news' });
  // After the switch has seen the click, record whether it let the browser act (and stop jsdom,
  // which cannot open a page).
  let leftToBrowser: boolean | undefined;
  const record = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(screen.getByRole('link', { name: '中文' }), { ctrlKey: true });
  window.removeEventListener('click', record);
  expect(leftToBrowser).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
});

test('a screen can cancel the switch (unsaved input), and nothing changes', async () => {
  window.history.replaceState(null, '', '/en/contact');
  const hook = jest.fn(() => false);
  renderWithProviders(
    <>
      <CancelSwitch hook={hook} />
      <LanguageSwitch />
    </>,
    { locale: 'en', route: '/contact' },
  );
  await userEvent.click(screen.getByRole('link', { name: '日本語' }));
  expect(hook).toHaveBeenCalledWith('en', 'jp');
  expect(navigate).not.toHaveBeenCalled();
  expect(document.cookie).not.toMatch(/(^|; )locale=/);
});
