import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { sessionStore } from '../session/session-store';
import { MembersOnlyContent } from './members-only-content';

const TOKEN = 'c'.repeat(43);
const LINK = `/website/content/files/42?exp=1900000000&sig=${'s'.repeat(43)}`;

afterEach(() => {
  sessionStore.clear();
  window.history.replaceState(null, '', '/');
});

test.each([
  ['en', 'This is members-only content', 'Register for free'],
  ['jp', 'こちらは会員限定コンテンツです', '無料会員登録'],
] as const)(
  '%s: visitors see the notice and the register prompt, and nothing is fetched',
  (locale, notice, register) => {
    const { calls } = mockFetch({});
    const article = locale === 'en' ? '/en/news/chip-news' : '/news/chip-news';
    window.history.replaceState(null, '', article);
    renderWithProviders(<MembersOnlyContent kind="news" slug="chip-news" />, {
      locale,
      route: '/news/chip-news',
    });
    expect(screen.getByRole('heading', { name: notice })).toBeInTheDocument();
    // Registering or logging in from the prompt comes back to this article.
    const back = `?returnTo=${encodeURIComponent(article)}`;
    expect(screen.getByRole('link', { name: register })).toHaveAttribute(
      'href',
      `${locale === 'en' ? '/en/register' : '/register'}${back}`,
    );
    expect(screen.getByRole('link', { name: locale === 'en' ? 'Log in' : 'ログイン' })).toHaveAttribute(
      'href',
      `${locale === 'en' ? '/en/login' : '/login'}${back}`,
    );
    expect(calls).toHaveLength(0);
  },
);

test('the CMS down: a toast with the message, the page stays, and trying again shows the body', async () => {
  let answers = 0;
  mockFetch({
    'GET /website/content/news/chip-news': () => {
      answers += 1;
      return answers === 1
        ? {
            status: 502,
            body: { code: 502, msg: 'The content service is unavailable. Please try again later.' },
          }
        : {
            body: envelope({
              type: 'news',
              slug: 'chip-news',
              locale: 'en',
              membersOnly: true,
              detailSynced: true,
              html: { body: '<p>Secret body</p>' },
              materialFiles: [],
            }),
          };
    },
  });
  sessionStore.start(TOKEN, null);
  renderWithProviders(<MembersOnlyContent kind="news" slug="chip-news" />, { locale: 'en' });
  // One in the toast, one in place of the body; no error page. The toast's chunk loads with the
  // first toast, so it may appear after the body's message.
  await waitFor(() =>
    expect(
      screen.getAllByText('The content service is unavailable. Please try again later.').length,
    ).toBeGreaterThanOrEqual(2),
  );
  expect(screen.queryByText('Error status code')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Secret body')).toBeInTheDocument();
  expect(answers).toBe(2);
});

test('members get the body from the API in rich-text containers', async () => {
  const { calls } = mockFetch({
    'GET /website/content/brand/acme-semi': {
      body: envelope({
        type: 'brand',
        slug: 'acme-semi',
        locale: 'en',
        membersOnly: true,
        detailSynced: true,
        html: { overview: '<h2>Overview</h2><p>Secret body</p>', useCases: null },
        materialFiles: [{ name: 'Datasheet.pdf', url: LINK }],
      }),
    },
  });
  sessionStore.start(TOKEN, null);
  const { container } = renderWithProviders(<MembersOnlyContent kind="brand" slug="acme-semi" />, {
    locale: 'en',
  });
  expect(await screen.findByText('Secret body')).toBeInTheDocument();
  expect(container.querySelectorAll('.rich-text')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Datasheet.pdf' })).toHaveAttribute('href', LINK);
  expect(calls[0].headers.Authorization).toBe(`Bearer ${TOKEN}`);
});

test('a members-only answer to a token means the session expired', async () => {
  mockFetch({
    'GET /website/content/news/chip-news': { body: envelope(undefined, 403, 'This is members-only content') },
  });
  sessionStore.start(TOKEN, null);
  renderWithProviders(<MembersOnlyContent kind="news" slug="chip-news" />, { locale: 'en' });
  expect(await screen.findByRole('heading', { name: 'This is members-only content' })).toBeInTheDocument();
  expect(sessionStore.get()).toMatchObject({ token: null, expired: true });
});

test('a detail not synced yet shows the API message in place of the body', async () => {
  mockFetch({
    'GET /website/content/enterprise/acme': {
      body: envelope({ reason: 'not-synced' }, 404, 'Currently news/company detail is not synced'),
    },
  });
  sessionStore.start(TOKEN, null);
  renderWithProviders(<MembersOnlyContent kind="enterprise" slug="acme" />, { locale: 'en' });
  expect(await screen.findByText('Currently news/company detail is not synced')).toBeInTheDocument();
});

test('material files link to the signed same-origin download, never to a CMS address', async () => {
  mockFetch({
    'GET /website/content/brand/acme-semi': {
      body: envelope({
        type: 'brand',
        slug: 'acme-semi',
        locale: 'jp',
        membersOnly: true,
        detailSynced: true,
        html: { materials: '<p>資料</p>' },
        materialFiles: [
          { name: '製品カタログ.pdf', url: LINK },
          { name: 'old.pdf', url: 'http://cms.example.test/uploads/old.pdf' },
          { name: 'bad.pdf', url: 'javascript:alert(1)' },
        ],
      }),
    },
  });
  sessionStore.start(TOKEN, null);
  renderWithProviders(<MembersOnlyContent kind="brand" slug="acme-semi" />, { locale: 'jp' });
  const link = await screen.findByRole('link', { name: '製品カタログ.pdf' });
  expect(link).toHaveAttribute('href', LINK);
  expect(link).toHaveAttribute('download', '製品カタログ.pdf');
  expect(link).not.toHaveAttribute('target');
  expect(screen.getByRole('heading', { name: '詳細資料' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'old.pdf' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'bad.pdf' })).toBeNull();
});
