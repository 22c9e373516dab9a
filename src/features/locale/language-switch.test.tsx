import React, { useEffect } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithProviders, strings } from '../../../test-utils/render-with-providers';
import { LanguageSwitch } from './language-switch';
import { useLocale, type BeforeSwitchHook } from './locale-context';

const EN = strings('en').common;

function CancelSwitch({ hook }: { hook: BeforeSwitchHook }) {
  const { onBeforeSwitch } = useLocale();
  useEffect(() => onBeforeSwitch(hook), [onBeforeSwitch, hook]);
  return null;
}

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  document.cookie = 'locale=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

test('lists the three languages in their own names and shows the current one', () => {
  renderWithProviders(<LanguageSwitch />, { locale: 'en' });
  const select = screen.getByRole('combobox', { name: EN.language.label });
  expect(select).toHaveValue('en');
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['日本語', '中文', 'English']);
  expect(options.map((o) => o.getAttribute('lang'))).toEqual(['ja', 'zh-CN', 'en']);
});

test('switching keeps the page and its query, in the other language, and remembers the choice', async () => {
  window.history.replaceState(null, '', '/en/news?page=2&year=2024');
  renderWithProviders(<LanguageSwitch />, { locale: 'en', route: '/news' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: EN.language.label }), 'zh');
  expect(navigate).toHaveBeenCalledWith('/zh/news?page=2&year=2024');
  expect(document.cookie).toMatch(/(^|; )locale=zh/);
});

test('Japanese has no prefix; the mobile segment stays', async () => {
  window.history.replaceState(null, '', '/en/mobile/brand/acme');
  renderWithProviders(<LanguageSwitch />, { locale: 'en', device: 'mobile', route: '/brand/acme' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: EN.language.label }), 'jp');
  expect(navigate).toHaveBeenCalledWith('/mobile/brand/acme');
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
  await userEvent.selectOptions(screen.getByRole('combobox', { name: EN.language.label }), 'jp');
  expect(hook).toHaveBeenCalledWith('en', 'jp');
  expect(navigate).not.toHaveBeenCalled();
  expect(document.cookie).not.toMatch(/(^|; )locale=/);
});
