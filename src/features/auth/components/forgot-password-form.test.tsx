import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../../session/session-store';
import { ForgotPasswordForm } from './forgot-password-form';

test.each([
  [
    'en',
    'Email address',
    'Send reset link',
    'Please enter your email address',
    'Please enter a valid email address.',
  ],
  [
    'jp',
    'メールアドレス',
    '再設定用リンクを送信',
    'メールアドレスを入力してください',
    '有効なメールアドレスを入力してください。',
  ],
] as const)('%s: the email is required and well formed', async (locale, label, submit, required, invalid) => {
  renderWithProviders(<ForgotPasswordForm />, { locale });
  await userEvent.click(screen.getByRole('button', { name: submit }));
  expect(await screen.findByText(required)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(label), 'nope@');
  expect(await screen.findByText(invalid)).toBeInTheDocument();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(invalid);
});

test('the request ends with the check-your-email answer', async () => {
  const { calls } = mockFetch({
    'POST /website/auth/forgot-password': {
      body: envelope(undefined, 200, 'If registered, a mail was sent.'),
    },
  });
  renderWithProviders(<ForgotPasswordForm />, { locale: 'en' });
  await userEvent.type(screen.getByLabelText('Email address'), 'a@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('status')).toHaveTextContent('If registered, a mail was sent.');
  expect(calls[0].body).toEqual({ email: 'a@example.com', homepage: '' });
  expect(sessionStore.token()).toBeNull();
});
