import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';

const TOKEN = 'T'.repeat(43);

import { ConsentScreen } from './consent-screen';

test.each([
  [
    'en',
    'I have read and agree to the Terms of Service and the Privacy Policy',
    'Agree and send the email',
    'Please read and agree to the Terms of Service and Privacy Policy.',
    'Please review the Terms of Service and Privacy Policy first',
  ],
  [
    'jp',
    '利用規約およびプライバシーポリシーを確認し、同意します',
    '同意してメールを受け取る',
    '利用規約とプライバシーポリシーをお読みのうえ、同意してください。',
    '先に利用規約とプライバシーポリシーをご確認ください',
  ],
] as const)(
  '%s: the documents must be read and agreed to',
  async (locale, agreement, submit, agreeMsg, reviewMsg) => {
    renderWithProviders(<ConsentScreen search="" email="legacy@example.com" />, { locale });
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(agreeMsg)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(agreement));
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(reviewMsg)).toBeInTheDocument();
  },
);

test('agreeing sends the password-setup mail and thanks the member', async () => {
  const { calls } = mockFetch({
    'POST /website/auth/consent': { body: envelope(undefined, 200, 'Thank you for agreeing.') },
  });
  renderWithProviders(<ConsentScreen search="" email="legacy@example.com" />, { locale: 'en' });
  expect(screen.getByLabelText('Email address')).toHaveValue('legacy@example.com');
  fireEvent.click(screen.getByRole('link', { name: 'Terms of Service (opens in a new tab)' }));
  fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }));
  await userEvent.click(
    screen.getByLabelText('I have read and agree to the Terms of Service and the Privacy Policy'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Agree and send the email' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for agreeing' })).toBeInTheDocument();
  expect(calls[0].body).toEqual({ email: 'legacy@example.com', agreement: true, homepage: '' });
});

test('with a token the member sets the password, then logs in', async () => {
  mockFetch({
    'POST /website/auth/consent/complete': { body: envelope(undefined, 200, 'Your password has been set.') },
  });
  renderWithProviders(<ConsentScreen search={`?token=${TOKEN}`} />, { locale: 'en' });
  await userEvent.type(screen.getByLabelText('New password'), 'Strong-pass1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Strong-pass1');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByRole('heading', { name: 'Password set' })).toBeInTheDocument();
});

test('a used setup link fails with an apology', async () => {
  mockFetch({ 'POST /website/auth/consent/complete': { body: envelope(undefined, 410, 'failed') } });
  renderWithProviders(<ConsentScreen search={`?token=${TOKEN}`} />, { locale: 'jp' });
  await userEvent.type(screen.getByLabelText('新しいパスワード'), 'Strong-pass1');
  await userEvent.type(screen.getByLabelText('パスワード（確認）'), 'Strong-pass1');
  await userEvent.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
  expect(await screen.findByRole('heading', { name: 'パスワードの設定に失敗しました' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('申し訳ございません');
});
