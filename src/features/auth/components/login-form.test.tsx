import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../../session/session-store';
import { LoginForm } from './login-form';

const MEMBER = { email: 'a@example.com', username: 'Aki', companyName: 'ACME', locale: 'en' };

afterEach(() => {
  sessionStore.clear();
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, '', '/');
});

async function logIn(locale: 'en' | 'jp') {
  const token = 'k'.repeat(43);
  mockFetch({
    'POST /website/auth/login': {
      body: envelope({ token, expiresAt: '2030-01-01T00:00:00Z', member: MEMBER }),
    },
  });
  renderWithProviders(<LoginForm />, { locale, route: '/login' });
  const en = locale === 'en';
  await userEvent.type(screen.getByLabelText(en ? 'Email address' : 'メールアドレス'), 'a@example.com');
  await userEvent.type(screen.getByLabelText(en ? 'Password' : 'パスワード'), 'Secret-pass1');
  await userEvent.click(screen.getByRole('button', { name: en ? 'Log in' : 'ログイン' }));
}

test.each([
  [
    'en',
    'Log in',
    'Email address',
    'Password',
    'Please enter your email address',
    'Please enter your password',
  ],
  [
    'jp',
    'ログイン',
    'メールアドレス',
    'パスワード',
    'メールアドレスを入力してください',
    'パスワードを入力してください',
  ],
] as const)(
  '%s: email and password are required, the errors describe the fields',
  async (locale, submit, emailLabel, passwordLabel, emailMsg, passwordMsg) => {
    renderWithProviders(<LoginForm />, { locale });
    await userEvent.click(screen.getByRole('button', { name: submit }));
    const email = screen.getByLabelText(emailLabel);
    expect(await screen.findByText(emailMsg)).toBeInTheDocument();
    expect(screen.getByText(passwordMsg)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(emailMsg);
    expect(screen.getByLabelText(passwordLabel)).toHaveAccessibleDescription(passwordMsg);
  },
);

test.each([
  ['en', 'Please enter a valid email address.'],
  ['jp', '有効なメールアドレスを入力してください。'],
] as const)('%s: the email must be well formed', async (locale, message) => {
  renderWithProviders(<LoginForm />, { locale });
  await userEvent.type(screen.getByRole('textbox'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Log in' : 'ログイン' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

test('answer "1" shows the wrong-credentials error inline, without a toast, keeping the input', async () => {
  mockFetch({ 'POST /website/auth/login': { body: envelope(undefined, 500, '1') } });
  renderWithProviders(<LoginForm />, { locale: 'en' });
  await userEvent.type(screen.getByLabelText('Email address'), 'a@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Wrong-pass1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is incorrect.');
  expect(screen.getByLabelText('Email address')).toHaveValue('a@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('Wrong-pass1');
});

test('answer "2" leads to the consent flow with the email', async () => {
  mockFetch({ 'POST /website/auth/login': { body: envelope(undefined, 500, '2') } });
  renderWithProviders(<LoginForm />, { locale: 'en' });
  await userEvent.type(screen.getByLabelText('Email address'), 'legacy@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'whatever');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith('/en/history-active', {
      state: { consentEmail: 'legacy@example.com' },
    }),
  );
});

test('a successful login stores the token in the authToken cookie and leaves for home', async () => {
  const token = 'k'.repeat(43);
  const { calls, fetchMock } = mockFetch({
    'POST /website/auth/login': {
      body: envelope({ token, expiresAt: '2030-01-01T00:00:00Z', member: MEMBER }),
    },
  });
  renderWithProviders(<LoginForm />, { locale: 'jp' });
  await userEvent.type(screen.getByLabelText('メールアドレス'), 'A@Example.com');
  await userEvent.type(screen.getByLabelText('パスワード'), 'Secret-pass1');
  await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  expect(calls[0].body).toEqual({ email: 'a@example.com', password: 'Secret-pass1' });
  // The browser sends and keeps the API's device cookie on this call (decision 026).
  expect((fetchMock.mock.calls[0][1] as RequestInit).credentials).toBe('same-origin');
  expect(document.cookie).toContain(`authToken=${token}`);
});

test.each([
  ['en', '/en/login?returnTo=%2Fen%2Fnews%2Fchip-news', '/en/news/chip-news'],
  ['jp', '/login?returnTo=%2Fnews%2Fchip-news', '/news/chip-news'],
  ['en', '/en/login?returnTo=%2Fen%2Frep%2Fsearch%3Fq%3DLM317', '/en/rep/search?q=LM317'],
] as const)('%s: after login the member lands on the return target %s', async (locale, address, target) => {
  window.history.replaceState(null, '', address);
  await logIn(locale);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(target, { replace: true }));
});

test.each([
  'https%3A%2F%2Fevil.example%2F',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  '%2Fen%2Flogin',
  '%2Fadmin',
])('a return target that is not a page of this site (%s) is ignored: home', async (value) => {
  window.history.replaceState(null, '', `/en/login?returnTo=${value}`);
  await logIn('en');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en', { replace: true }));
  expect(navigate).toHaveBeenCalledTimes(1);
});

test('registration and password help keep the return target', () => {
  window.history.replaceState(null, '', '/en/login?returnTo=%2Fen%2Fnews%2Fchip-news');
  mockFetch({});
  renderWithProviders(<LoginForm />, { locale: 'en', route: '/login' });
  expect(screen.getByRole('link', { name: /register/i })).toHaveAttribute(
    'href',
    '/en/register?returnTo=%2Fen%2Fnews%2Fchip-news',
  );
  expect(screen.getByRole('link', { name: /forgot/i })).toHaveAttribute(
    'href',
    '/en/forget-pwd?returnTo=%2Fen%2Fnews%2Fchip-news',
  );
});

test('a logged-in reader opening login is sent to the root', async () => {
  sessionStore.start('k'.repeat(43), MEMBER as never);
  renderWithProviders(<LoginForm />, { locale: 'en' });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en', { replace: true }));
  expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
});
