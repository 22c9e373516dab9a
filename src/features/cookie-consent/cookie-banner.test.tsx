import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { CookieBanner } from './cookie-banner';
import { CONSENT_DECIDED_ATTRIBUTE, CONSENT_HEAD_SCRIPT } from './consent';

/** The space kept at the end of the page: `<body>`'s padding and `<html>`'s scroll padding. */
const space = () => {
  const padding = document.body.style.paddingBottom;
  expect(document.documentElement.style.scrollPaddingBottom).toBe(padding);
  return padding;
};

beforeEach(() => {
  document.cookie = 'cookieConsent=; max-age=0; path=/';
});

test('while shown, the banner reserves its space at the end of the page; a decision frees it', async () => {
  renderWithProviders(<CookieBanner />, { locale: 'en' });
  const banner = await screen.findByRole('region', { name: /cookie/i });
  expect(banner).toBeInTheDocument();
  expect(space()).toMatch(/^\d+px$/);
  // No inherited custom property on <html>: changing one restyles every element of the page.
  expect(document.documentElement.getAttribute('style')).not.toMatch(/--/);

  await userEvent.click(screen.getByRole('button', { name: /accept/i }));
  expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
  expect(space()).toBe('');
});

test('with a decision already made the banner stays away and reserves nothing', () => {
  document.cookie = 'cookieConsent=false; path=/';
  renderWithProviders(<CookieBanner />, { locale: 'en' });
  expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
  expect(space()).toBe('');
});

describe('the head script that hides the static banner from visitors who have decided', () => {
  const run = () => {
    document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
    new Function(CONSENT_HEAD_SCRIPT)();
    return document.documentElement.hasAttribute(CONSENT_DECIDED_ATTRIBUTE);
  };

  afterEach(() => document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE));

  test.each(['true', 'false'])('marks <html> when the consent cookie says %s', (value) => {
    document.cookie = `other=1; path=/`;
    document.cookie = `cookieConsent=${value}; path=/`;
    expect(run()).toBe(true);
  });

  test('leaves <html> alone while undecided, whatever other cookies say', () => {
    document.cookie = 'notCookieConsent=true; path=/';
    document.cookie = 'cookieConsent=maybe; path=/';
    expect(run()).toBe(false);
  });
});

test('the banner reads the cookie once when it mounts, not at every render and commit', async () => {
  const read = jest.spyOn(document, 'cookie', 'get');
  try {
    renderWithProviders(<CookieBanner />, { locale: 'en' });
    await screen.findByRole('region', { name: /cookie/i });
    expect(read.mock.calls.length).toBeLessThanOrEqual(1);
    await userEvent.click(screen.getByRole('button', { name: /reject/i }));
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
    expect(read.mock.calls.length).toBeLessThanOrEqual(1);
  } finally {
    read.mockRestore();
  }
});
