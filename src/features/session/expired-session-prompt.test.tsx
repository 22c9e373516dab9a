import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { ExpiredSessionPrompt } from './expired-session-prompt';
import { sessionStore } from './session-store';

afterEach(() => {
  sessionStore.clear();
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, '', '/');
});

function expireOn(address: string) {
  window.history.replaceState(null, '', address);
  sessionStore.start('e'.repeat(43), null);
  sessionStore.expire();
}

test.each([
  ['en', '/en/news/chip-news', 'Log in again', '/en/login?returnTo=%2Fen%2Fnews%2Fchip-news'],
  ['jp', '/mobile/brand/acme?tab=1', '再ログイン', '/login?returnTo=%2Fmobile%2Fbrand%2Facme%3Ftab%3D1'],
] as const)(
  '%s: "log in again" opens login with the page as return target',
  async (locale, address, action, login) => {
    expireOn(address);
    renderWithProviders(<ExpiredSessionPrompt />, { locale });
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(navigate).toHaveBeenCalledWith(login);
    expect(sessionStore.get().expired).toBe(false);
  },
);

test('"stay" closes the dialog and leaves the page as it is', async () => {
  expireOn('/en/contact');
  renderWithProviders(
    <>
      <label>
        Draft <input defaultValue="half-written inquiry" />
      </label>
      <ExpiredSessionPrompt />
    </>,
    { locale: 'en' },
  );
  expect(screen.getByRole('alertdialog', { name: 'Login status expired' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
  expect(sessionStore.get()).toMatchObject({ expired: false, token: null });
  expect(navigate).not.toHaveBeenCalled();
  expect(window.location.pathname).toBe('/en/contact');
  expect(screen.getByLabelText('Draft')).toHaveValue('half-written inquiry');
});
