import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { MemberEntry } from '../layout/member-entry';
import { RegisterPrompt } from '../listing/register-prompt';
import { afterLoginTarget } from './return-target';

afterEach(() => window.history.replaceState(null, '', '/'));

test.each([
  ['en', '/en/brand/acme?tab=2', '/en/login?returnTo=%2Fen%2Fbrand%2Facme%3Ftab%3D2', 'Log in'],
  ['jp', '/mobile/news', '/login?returnTo=%2Fmobile%2Fnews', 'ログイン'],
] as const)(
  '%s: the header login link on %s carries the page as return target',
  (locale, address, href, name) => {
    window.history.replaceState(null, '', address);
    renderWithProviders(<MemberEntry />, { locale });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  },
);

test('from a home page the links carry no return target (login goes home anyway)', () => {
  window.history.replaceState(null, '', '/en');
  renderWithProviders(<MemberEntry />, { locale: 'en' });
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
});

test('on login or register, the return target the page was opened with travels on', () => {
  window.history.replaceState(null, '', '/en/register?returnTo=%2Fen%2Fnews%2Fchip');
  renderWithProviders(<RegisterPrompt />, { locale: 'en', route: '/register' });
  expect(screen.getAllByRole('link')[1]).toHaveAttribute('href', '/en/login?returnTo=%2Fen%2Fnews%2Fchip');
});

test('after login: the checked return target, else home', () => {
  expect(afterLoginTarget('?returnTo=%2Fen%2Fnews%2Fchip', '/en')).toBe('/en/news/chip');
  expect(afterLoginTarget('?returnTo=%2F%2Fevil.example', '/en')).toBe('/en');
  expect(afterLoginTarget('', '/zh')).toBe('/zh');
});
