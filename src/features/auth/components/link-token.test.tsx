import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { AccountActivationScreen } from './account-activation-screen';
import { TAKE_LINK_TOKEN_SCRIPT, linkToken, linkTokenSearch } from './link-token';

const TOKEN = 'Tk_-'.repeat(11);
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
// The head script as the browser runs it: a classic script in the page's global scope.
const runHeadScript = () => window.eval(TAKE_LINK_TOKEN_SCRIPT);

afterEach(() => {
  delete window.___linkToken;
  window.history.replaceState(null, '', '/');
});

test('the head script takes the token out of the address and keeps the rest', () => {
  window.history.replaceState({ kept: 1 }, '', `/en/pwd-active?a=1&token=${TOKEN}&b=2#top`);
  runHeadScript();
  expect(address()).toBe('/en/pwd-active?a=1&b=2#top');
  expect(window.history.state).toEqual({ kept: 1 });
  expect(window.___linkToken).toEqual({ path: '/en/pwd-active', token: TOKEN });
});

test('the head script leaves an address without a token alone, and a held token too', () => {
  window.history.replaceState(null, '', `/pwd-active?token=${TOKEN}`);
  runHeadScript();
  expect(address()).toBe('/pwd-active');
  // Gatsby's Head may insert the script again on a later render: nothing changes.
  runHeadScript();
  expect(window.___linkToken).toEqual({ path: '/pwd-active', token: TOKEN });
  expect(address()).toBe('/pwd-active');
});

test('the screen of the page the token was taken on reads it, other pages do not', () => {
  window.history.replaceState(null, '', `/zh/account-active/?token=${TOKEN}`);
  runHeadScript();
  expect(linkToken(linkTokenSearch({ pathname: '/zh/account-active', search: '' }))).toBe(TOKEN);
  expect(linkToken(linkTokenSearch({ pathname: '/zh/account-active/', search: '' }))).toBe(TOKEN);
  expect(linkTokenSearch({ pathname: '/zh/account-active', search: '?x=1' })).toBe(`?x=1&token=${TOKEN}`);
  expect(linkTokenSearch({ pathname: '/zh/pwd-active', search: '?x=1' })).toBe('?x=1');
  expect(linkTokenSearch({ pathname: '/zh/account-active', search: '' }, null)).toBe('');
});

test('without the head script the address is read as it is', () => {
  expect(linkTokenSearch({ pathname: '/pwd-active', search: `?token=${TOKEN}` })).toBe(`?token=${TOKEN}`);
});

test('an activation link spends the token in the API call only', async () => {
  window.history.replaceState(null, '', `/account-active?token=${TOKEN}`);
  runHeadScript();
  const { calls } = mockFetch({ 'POST /website/auth/activate': { body: envelope(undefined, 200, 'ok') } });
  renderWithProviders(
    <AccountActivationScreen search={linkTokenSearch({ pathname: window.location.pathname, search: '' })} />,
    { locale: 'en' },
  );
  expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0].body).toEqual({ token: TOKEN });
  expect(calls[0].path).not.toContain(TOKEN);
  expect(window.location.href).not.toContain(TOKEN);
});
