import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';

const TOKEN = 'T'.repeat(43);

import { AccountActivationScreen } from './account-activation-screen';

test.each([
  ['en', 'Registration complete'],
  ['jp', '会員登録が完了しました'],
] as const)('%s: a valid link activates the account once', async (locale, title) => {
  const { calls } = mockFetch({ 'POST /website/auth/activate': { body: envelope(undefined, 200, 'ok') } });
  renderWithProviders(<AccountActivationScreen search={`?token=${TOKEN}`} />, { locale });
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0].body).toEqual({ token: TOKEN });
});

test.each([
  ['en', 'Member registration failed.', 'Please register again.'],
  ['jp', '会員登録に失敗しました。', 'もう一度ご登録ください。'],
] as const)('%s: a used link fails and asks to register again', async (locale, title, again) => {
  mockFetch({ 'POST /website/auth/activate': { body: envelope(undefined, 410, 'failed') } });
  renderWithProviders(<AccountActivationScreen search={`?token=${TOKEN}`} />, { locale });
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(again);
  await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(1));
});
