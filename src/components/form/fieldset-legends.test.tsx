import React from 'react';
import { act } from '@testing-library/react';
import type { Device } from '@site/routing';
import { renderWithProviders, strings } from '@site/test-utils/render-with-providers';
import { mockFetch } from '@site/test-utils/mock-fetch';
import { ContactScreen } from '../../features/contact/contact-screen';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { ConsentScreen } from '../../features/auth/components/consent-screen';
import { ChangePasswordDialog } from '../../features/account/change-password-dialog';
import { PartSearchForm } from '../../features/parts/search-form';
import { parseSearchQuery } from '../../features/parts/search-query';

const EN = strings('en');

/** Every group of fields is named by its legend, its first child (html-validate's wcag/h71). */
function legendsOf(container: HTMLElement): string[] {
  const fieldsets = [...container.querySelectorAll('fieldset')];
  expect(fieldsets.length).toBeGreaterThan(0);
  return fieldsets.map((fieldset) => {
    const first = fieldset.firstElementChild;
    expect(first?.tagName).toBe('LEGEND');
    return first!.textContent!.trim();
  });
}

test.each([
  ['contact', <ContactScreen key="c" />, [EN.contact.input.title]],
  ['login', <LoginForm key="l" />, [EN.account.login.title]],
  ['register', <RegisterForm key="r" />, [EN.account.register.title]],
  ['forgot password', <ForgotPasswordForm key="f" />, [EN.account.forgot.title]],
  ['consent', <ConsentScreen key="s" search="" email="legacy@example.com" />, [EN.account.consent.title]],
  [
    'change password',
    <ChangePasswordDialog key="p" onClose={() => undefined} />,
    [EN.account.changePassword.title],
  ],
] as const)('%s: its group of fields has a legend', (_, ui, legends) => {
  renderWithProviders(ui, { locale: 'en' });
  // Dialogs render outside the container.
  expect(legendsOf(document.body)).toEqual(legends);
});

test.each(['pc', 'mobile'] as Device[])('part search (%s): every group has a legend', async (device) => {
  mockFetch({});
  const { container } = renderWithProviders(
    <PartSearchForm query={parseSearchQuery('?q=LM358')} onSearch={jest.fn()} />,
    { locale: 'en', device, route: '/rep/search' },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(legendsOf(container)).toEqual([
    EN.parts.search.formLabel,
    EN.parts.search.modeLegend,
    EN.parts.search.filters,
  ]);
});
