import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { ContactScreen } from './contact-screen';

const EN = {
  region: 'Contact destination',
  content: 'Inquiry details',
  email: 'Email address',
  company: 'Company or organization name',
  privacy: /I agree to the handling of my personal information/,
  next: 'Confirm',
};

async function fillEnglish() {
  await userEvent.selectOptions(screen.getByLabelText(EN.region), 'North America');
  await userEvent.type(screen.getByLabelText(EN.content), 'Need a second source\nfor part X');
  await userEvent.type(screen.getByLabelText(EN.email), 'buyer@example.com');
  await userEvent.type(screen.getByLabelText(EN.company), 'ACME');
  await userEvent.click(screen.getByLabelText(EN.privacy));
}

test.each([
  [
    'en',
    'Confirm',
    [
      '*Contact destination is required.',
      '*Inquiry details are required.',
      '*Email address is required.',
      '*Please agree to the Privacy Policy.',
    ],
  ],
  [
    'jp',
    '確認画面へ',
    [
      '※お問い合わせ先は必須です。',
      '※お問い合わせ内容は必須です。',
      '※メールアドレスは必須です。',
      '※プライバシーポリシーに同意してください。',
    ],
  ],
] as const)(
  '%s: region, content, email and privacy consent are required before confirming',
  async (locale, next, messages) => {
    renderWithProviders(<ContactScreen />, { locale });
    await userEvent.click(screen.getByRole('button', { name: next }));
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(messages[0]);
  },
);

test('the five regions are offered', () => {
  renderWithProviders(<ContactScreen />, { locale: 'en' });
  const names = screen.getAllByRole('option').map((option) => option.textContent);
  expect(names).toEqual(['Please select', 'Japan', 'East Asia', 'Australasia', 'North America', 'Others']);
});

test('an invalid email is refused at input', async () => {
  renderWithProviders(<ContactScreen />, { locale: 'en' });
  await userEvent.type(screen.getByLabelText(EN.email), 'buyer@');
  await userEvent.click(screen.getByRole('button', { name: EN.next }));
  expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
});

test('confirm shows the input, Edit returns with everything kept, Send completes with a toast', async () => {
  const { calls } = mockFetch({
    'POST /website/contact': { body: envelope(undefined, 200, 'Submission successful.') },
  });
  renderWithProviders(<ContactScreen />, { locale: 'en' });
  await fillEnglish();
  await userEvent.click(screen.getByRole('button', { name: EN.next }));

  expect(await screen.findByRole('heading', { name: 'Please confirm your inquiry' })).toBeInTheDocument();
  expect(screen.getByText('North America')).toBeInTheDocument();
  expect(screen.getByText('buyer@example.com')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  expect(screen.getByLabelText(EN.region)).toHaveValue('north-america');
  expect(screen.getByLabelText(EN.content)).toHaveValue('Need a second source\nfor part X');
  expect(screen.getByLabelText(EN.email)).toHaveValue('buyer@example.com');
  expect(screen.getByLabelText(EN.company)).toHaveValue('ACME');
  expect(screen.getByLabelText(EN.privacy)).toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: EN.next }));
  await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your inquiry' })).toBeInTheDocument();
  expect(await screen.findByText('Submission successful.')).toBeInTheDocument();
  expect(calls[0].body).toEqual({
    region: 'north-america',
    content: 'Need a second source\nfor part X',
    email: 'buyer@example.com',
    company: 'ACME',
    privacyConsent: true,
    homepage: '',
  });
});

test('a failed submission says so and stays on confirm', async () => {
  mockFetch({ 'POST /website/contact': { body: envelope(undefined, 503, 'Busy') } });
  renderWithProviders(<ContactScreen />, { locale: 'jp' });
  await userEvent.selectOptions(screen.getByLabelText('お問い合わせ先'), '日本');
  await userEvent.type(screen.getByLabelText('お問い合わせ内容'), '代替品について');
  await userEvent.type(screen.getByLabelText('メールアドレス'), 'buyer@example.com');
  await userEvent.click(screen.getByLabelText(/個人情報の取り扱いについて/));
  await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
  await userEvent.click(await screen.findByRole('button', { name: '送信する' }));
  expect(await screen.findByText('お問い合わせの送信に失敗しました。')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '入力内容のご確認' })).toBeInTheDocument();
  // One toast only: the screen's own, not the API's message as well.
  expect(screen.queryByText('Busy')).not.toBeInTheDocument();
});

test.each([
  ['en', 502, 'The service is temporarily unavailable. Please try again later.'],
  ['jp', 504, 'サービスから時間内に応答がありませんでした。もう一度お試しください。'],
] as const)(
  '%s: the API down (HTTP %s): the toast gives the reason, everything typed stays, and sending again works',
  async (locale, status, reason) => {
    let answers = 0;
    const { calls } = mockFetch({
      'POST /website/contact': () => {
        answers += 1;
        return answers === 1 ? { status, body: { code: status, msg: reason } } : { body: envelope() };
      },
    });
    const en = locale === 'en';
    renderWithProviders(<ContactScreen />, { locale });
    await userEvent.selectOptions(
      screen.getByLabelText(en ? EN.region : 'お問い合わせ先'),
      en ? 'North America' : '日本',
    );
    await userEvent.type(
      screen.getByLabelText(en ? EN.content : 'お問い合わせ内容'),
      'Second source for part X',
    );
    await userEvent.type(screen.getByLabelText(en ? EN.email : 'メールアドレス'), 'buyer@example.com');
    await userEvent.click(screen.getByLabelText(en ? EN.privacy : /個人情報の取り扱いについて/));
    await userEvent.click(screen.getByRole('button', { name: en ? EN.next : '確認画面へ' }));
    await userEvent.click(await screen.findByRole('button', { name: en ? 'Send' : '送信する' }));
    const failure = en ? 'Failed to submit inquiry.' : 'お問い合わせの送信に失敗しました。';
    expect(await screen.findByText(`${failure} ${reason}`)).toBeInTheDocument();
    // No error page: the confirm step is still there with what was typed, and Edit brings it back.
    expect(screen.queryByTestId('error-status')).toBeNull();
    expect(screen.getByText('Second source for part X')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en ? 'Send' : '送信する' }));
    expect(
      await screen.findByText(en ? 'Submission successful.' : '送信が完了しました。'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toEqual(calls[0].body);
  },
);

test('a refused request (HTTP 429) shows the one failure toast too', async () => {
  mockFetch({
    'POST /website/contact': { status: 429, body: envelope(undefined, 429, 'Too many requests') },
  });
  renderWithProviders(<ContactScreen />, { locale: 'en' });
  await userEvent.selectOptions(screen.getByLabelText(EN.region), 'north-america');
  await userEvent.type(screen.getByLabelText(EN.content), 'Second source');
  await userEvent.type(screen.getByLabelText(EN.email), 'buyer@example.com');
  await userEvent.click(screen.getByLabelText(EN.privacy));
  await userEvent.click(screen.getByRole('button', { name: EN.next }));
  await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Failed to submit inquiry.')).toBeInTheDocument();
  expect(screen.queryByText('Too many requests')).not.toBeInTheDocument();
});
