import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render-with-providers';
import { envelope, mockFetch } from '../../../test-utils/mock-fetch';
import { sessionStore } from '../session/session-store';
import { MembersOnlyContent } from './members-only-content';


const TOKEN = 'c'.repeat(43);
const LINK = `/website/content/files/42?exp=1900000000&sig=${'s'.repeat(43)}`;

afterEach(() => sessionStore.clear());

test.each([
  ['en', 'This is members-only content', 'Register for free'],
  ['jp', 'こちらは会員限定コンテンツです', '無料会員登録'],
] as const)('%s: visitors see the notice and the register prompt, and nothing is fetched', (locale, notice, register) => {
  const { calls } = mockFetch({});
  renderWithProviders(<MembersOnlyContent kind="news" slug="chip-news" />, { locale });
  expect(screen.getByRole('heading', { name: notice })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: register })).toHaveAttribute('href', locale === 'en' ? '/en/register' : '/register');
  expect(calls).toHaveLength(0);
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
  const { container } = renderWithProviders(<MembersOnlyContent kind="brand" slug="acme-semi" />, { locale: 'en' });
  expect(await screen.findByText('Secret body')).toBeInTheDocument();
  expect(container.querySelectorAll('.rich-text')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Datasheet.pdf' })).toHaveAttribute('href', LINK);
  expect(calls[0].headers.Authorization).toBe(`Bearer ${TOKEN}`);
});

test('a members-only answer to a token means the session expired', async () => {
  mockFetch({ 'GET /website/content/news/chip-news': { body: envelope(undefined, 403, 'This is members-only content') } });
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
