import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../../session/session-store';

const TOKEN = 'T'.repeat(43);
const MEMBER = { email: 'a@example.com', username: 'Aki', companyName: 'ACME', locale: 'en' as const };

import { PasswordResetScreen } from './password-reset-screen';

afterEach(() => sessionStore.clear());

test.each([
  [
    'en',
    'New password',
    'Confirm password',
    'Set password',
    'Please enter your password',
    'Passwords do not match',
  ],
  [
    'jp',
    '新しいパスワード',
    'パスワード（確認）',
    'パスワードを設定する',
    'パスワードを入力してください',
    'パスワードが一致しません',
  ],
] as const)(
  '%s: new password required and confirmed',
  async (locale, label, confirm, submit, required, mismatch) => {
    renderWithProviders(<PasswordResetScreen search={`?token=${TOKEN}`} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(label), 'Strong-pass1');
    await userEvent.type(screen.getByLabelText(confirm), 'Strong-pass2');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(mismatch)).toBeInTheDocument();
  },
);

test('a completed reset leads to login', async () => {
  const { calls } = mockFetch({
    'POST /website/auth/reset-password': {
      body: envelope(undefined, 200, 'Your password has been reset. Please log in.'),
    },
  });
  renderWithProviders(<PasswordResetScreen search={`?token=${TOKEN}`} />, { locale: 'en' });
  await userEvent.type(screen.getByLabelText('New password'), 'Strong-pass1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Strong-pass1');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByRole('heading', { name: 'Password reset complete' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/en/login');
  expect(calls[0].body).toEqual({ token: TOKEN, password: 'Strong-pass1', confirmPassword: 'Strong-pass1' });
});

test.each([
  ['en', 'Password reset failed', /We apologize/],
  ['jp', 'パスワードの再設定に失敗しました', /申し訳ございません/],
] as const)('%s: a used or expired link fails with an apology', async (locale, title, apology) => {
  mockFetch({ 'POST /website/auth/reset-password': { body: envelope(undefined, 410, 'failed') } });
  renderWithProviders(<PasswordResetScreen search={`?token=${TOKEN}`} />, { locale });
  await userEvent.type(screen.getAllByLabelText(/password|パスワード/i)[0], 'Strong-pass1');
  await userEvent.type(screen.getAllByLabelText(/password|パスワード/i)[1], 'Strong-pass1');
  await userEvent.click(screen.getByRole('button'));
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(apology);
});

test('without a token the page shows the failure at once', () => {
  renderWithProviders(<PasswordResetScreen search="" />, { locale: 'en' });
  expect(screen.getByRole('heading', { name: 'Password reset failed' })).toBeInTheDocument();
});

test('a logged-in reader opening the page is logged out first', async () => {
  const { calls } = mockFetch({ 'POST /website/auth/logout': { body: envelope() } });
  sessionStore.start('s'.repeat(43), MEMBER);
  renderWithProviders(<PasswordResetScreen search={`?token=${TOKEN}`} />, { locale: 'en' });
  await waitFor(() => expect(sessionStore.token()).toBeNull());
  expect(calls[0]).toMatchObject({ method: 'POST', path: '/website/auth/logout' });
  expect(calls[0].headers.Authorization).toBe(`Bearer ${'s'.repeat(43)}`);
  expect(document.cookie).not.toContain('authToken=s');
});
