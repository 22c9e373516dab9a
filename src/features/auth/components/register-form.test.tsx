import React from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { RegisterForm } from './register-form';

const EN = {
  company: 'Company name',
  username: 'Username',
  email: 'Email address',
  password: 'Password',
  confirm: 'Confirm password',
  agreement: 'I have read and agree to the Terms of Service and the Privacy Policy',
  terms: 'Terms of Service (opens in a new tab)',
  privacy: 'Privacy Policy (opens in a new tab)',
  submit: 'Register',
};
const JP = {
  company: '会社名',
  username: 'ユーザー名',
  email: 'メールアドレス',
  password: 'パスワード',
  confirm: 'パスワード（確認）',
  agreement: '利用規約およびプライバシーポリシーを確認し、同意します',
  terms: '利用規約（新しいタブで開きます）',
  privacy: 'プライバシーポリシー（新しいタブで開きます）',
  submit: '登録する',
};

async function fill(labels: typeof EN, password = 'Strong-pass1', confirm = password) {
  await userEvent.type(screen.getByLabelText(labels.company), 'ACME');
  await userEvent.type(screen.getByLabelText(labels.username), 'Aki');
  await userEvent.type(screen.getByLabelText(labels.email), 'aki@example.com');
  await userEvent.type(screen.getByLabelText(labels.password), password);
  await userEvent.type(screen.getByLabelText(labels.confirm), confirm);
}

function openDocuments(labels: typeof EN) {
  // The links open in a new tab; the click is what marks them reviewed.
  fireEvent.click(screen.getByRole('link', { name: labels.terms }));
  fireEvent.click(screen.getByRole('link', { name: labels.privacy }));
}

test.each([
  [
    'en',
    EN,
    [
      'Please enter your company name',
      'Please enter your username',
      'Please enter your email address',
      'Please enter your password',
      'Please agree to the Terms of Service',
    ],
  ],
  [
    'jp',
    JP,
    [
      '会社名を入力してください',
      'ユーザー名を入力してください',
      'メールアドレスを入力してください',
      'パスワードを入力してください',
      '利用規約に同意してください',
    ],
  ],
] as const)('%s: every field is required', async (locale, labels, messages) => {
  renderWithProviders(<RegisterForm />, { locale });
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
  for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText(labels.company)).toHaveAccessibleDescription(messages[0]);
});

test.each([
  ['en', EN, 'Please review the Terms of Service and Privacy Policy first'],
  ['jp', JP, '先に利用規約とプライバシーポリシーをご確認ください'],
] as const)(
  '%s: agreeing before opening the terms and the privacy policy is refused',
  async (locale, labels, message) => {
    renderWithProviders(<RegisterForm />, { locale });
    await fill(labels);
    await userEvent.click(screen.getByLabelText(labels.agreement));
    await userEvent.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    // Opening only one of them is not enough.
    fireEvent.click(screen.getByRole('link', { name: labels.terms }));
    await userEvent.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: labels.privacy }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  },
);

test.each([
  ['en', EN, 'Passwords do not match', 'Password must contain at least one special character.'],
  ['jp', JP, 'パスワードが一致しません', 'パスワードには記号を1文字以上含めてください。'],
] as const)('%s: password rules and confirmation', async (locale, labels, mismatch, special) => {
  renderWithProviders(<RegisterForm />, { locale });
  await fill(labels, 'Strongpass1', 'Other');
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
  expect(await screen.findByText(mismatch)).toBeInTheDocument();
  expect(screen.getByText(special)).toBeInTheDocument();
});

test('the password field states 8–20 characters and refuses 21', async () => {
  renderWithProviders(<RegisterForm />, { locale: 'en' });
  expect(screen.getByLabelText(EN.password)).toHaveAccessibleDescription(/^8–20 characters/);
  await fill(EN, 'Strong-pass1-abcdefgh');
  await userEvent.click(screen.getByRole('button', { name: EN.submit }));
  expect(await screen.findByText('Password must be at most 20 characters long.')).toBeInTheDocument();
});

test('half-width katakana gives a warning that does not block the submission', async () => {
  const { calls } = mockFetch({
    'POST /website/auth/register': { body: envelope({ status: 'sent' }, 200, 'Mail sent.') },
  });
  renderWithProviders(<RegisterForm />, { locale: 'jp' });
  await userEvent.type(screen.getByLabelText(JP.company), 'ｱｸﾒ');
  expect(screen.getByLabelText(JP.company)).toHaveAccessibleDescription(
    '半角カタカナが含まれていると送信に失敗する場合があります。全角文字で入力してください。',
  );
  await userEvent.type(screen.getByLabelText(JP.username), 'Aki');
  await userEvent.type(screen.getByLabelText(JP.email), 'aki@example.com');
  await userEvent.type(screen.getByLabelText(JP.password), 'Strong-pass1');
  await userEvent.type(screen.getByLabelText(JP.confirm), 'Strong-pass1');
  openDocuments(JP);
  await userEvent.click(screen.getByLabelText(JP.agreement));
  await userEvent.click(screen.getByRole('button', { name: JP.submit }));
  expect(await screen.findByText('Mail sent.')).toBeInTheDocument();
  expect(calls[0].body).toMatchObject({ companyName: 'ｱｸﾒ', agreement: true });
  expect(calls[0].body).not.toHaveProperty('reviewed');
});

test.each([
  ['already-registered', 'This address is already registered.', 'Log in'],
  ['consent-required', 'Agree and reset your password.', 'Agree and reset password'],
] as const)('the %s answer is shown as a notice and the input is kept', async (status, msg, linkName) => {
  mockFetch({ 'POST /website/auth/register': { body: envelope({ status }, 409, msg) } });
  renderWithProviders(<RegisterForm />, { locale: 'en' });
  await fill(EN);
  openDocuments(EN);
  await userEvent.click(screen.getByLabelText(EN.agreement));
  await userEvent.click(screen.getByRole('button', { name: EN.submit }));
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(msg);
  expect(screen.getByRole('link', { name: linkName })).toBeInTheDocument();
  expect(screen.getByLabelText(EN.email)).toHaveValue('aki@example.com');
  expect(screen.getByLabelText(EN.password)).toHaveValue('Strong-pass1');
});

test('a field refused by the API is marked on that field', async () => {
  mockFetch({
    'POST /website/auth/register': {
      status: 400,
      body: {
        code: 400,
        msg: 'Please check your input.',
        data: [{ field: 'password', message: 'validation:password.common' }],
      },
    },
  });
  renderWithProviders(<RegisterForm />, { locale: 'en' });
  await fill(EN, 'Password1!');
  openDocuments(EN);
  await userEvent.click(screen.getByLabelText(EN.agreement));
  await userEvent.click(screen.getByRole('button', { name: EN.submit }));
  expect(
    await screen.findByText('This password is too common. Please choose another one.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(EN.password)).toHaveAttribute('aria-invalid', 'true');
});
