import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render-with-providers';
import { envelope, mockFetch } from '../../../test-utils/mock-fetch';
import { resetPageVisits } from './page-visits';


beforeEach(() => {
  jest.useFakeTimers();
  resetPageVisits();
  document.cookie = 'cookieConsent=; max-age=0; path=/';
});
afterEach(() => jest.useRealTimers());

test('accepting cookies records the page the reader landed on', () => {
  const { calls } = mockFetch({ 'POST /website/newEnterPage': { body: envelope() } });
  renderWithProviders(<p>Home</p>, { locale: 'en', layout: true });
  act(() => jest.runAllTimers());
  expect(calls.filter((call) => call.path === '/website/newEnterPage')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  act(() => jest.runAllTimers());
  const visits = calls.filter((call) => call.path === '/website/newEnterPage');
  expect(visits).toHaveLength(1);
  expect(visits[0].body).toMatchObject({ pageUrl: '/', deviceType: 'computer Japanese test' });
});

test('rejecting records nothing', () => {
  const { calls } = mockFetch({ 'POST /website/newEnterPage': { body: envelope() } });
  renderWithProviders(<p>Home</p>, { locale: 'en', layout: true });
  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  act(() => jest.runAllTimers());
  expect(calls.filter((call) => call.path === '/website/newEnterPage')).toHaveLength(0);
});
