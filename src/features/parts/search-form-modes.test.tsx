import React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Device } from '@site/routing';
import { renderWithProviders, strings } from '@site/test-utils/render-with-providers';
import { mockFetch } from '@site/test-utils/mock-fetch';
import { PartSearchForm } from './search-form';
import { parseSearchQuery } from './search-query';

const EN = strings('en').parts.search;

/** The form, once what it asks the API on mount (not answered here) has settled. */
async function renderForm(device: Device) {
  mockFetch({});
  renderWithProviders(<PartSearchForm query={parseSearchQuery('?q=LM358')} onSearch={jest.fn()} />, {
    locale: 'en',
    device,
    route: '/rep/search',
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test('on a phone the match-mode explanations are folded away, and each radio keeps its explanation as description', async () => {
  await renderForm('mobile');
  const exact = screen.getByRole('radio', { name: EN.mode.exact });
  expect(exact).toHaveAccessibleDescription(EN.modeHint.exact);
  expect(screen.queryByText(EN.modeHint.exact)).not.toBeVisible();
  const toggle = screen.getByRole('button', { name: EN.modeHelp });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(EN.modeHint.exact)).toBeVisible();
});

test('on a desktop the explanations stand beside the modes', async () => {
  await renderForm('pc');
  expect(screen.getByText(EN.modeHint.exact)).toBeVisible();
  expect(screen.getByRole('radio', { name: EN.mode.exact })).toHaveAccessibleDescription(EN.modeHint.exact);
  expect(screen.queryByRole('button', { name: EN.modeHelp })).not.toBeInTheDocument();
});
