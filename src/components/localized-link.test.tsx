import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { onLinkIntent } from '../lib/link-intent';
import { LocalizedLink } from './localized-link';

const intents: string[] = [];
beforeEach(() => {
  jest.mocked(navigate).mockClear();
  intents.length = 0;
  onLinkIntent((href) => intents.push(href));
});
afterEach(() => onLinkIntent(undefined));

function renderLink(props: Partial<React.ComponentProps<typeof LocalizedLink>> = {}) {
  renderWithProviders(
    <LocalizedLink to="/news" search="?tag=ev" {...props}>
      News
    </LocalizedLink>,
    { locale: 'en', device: 'mobile', route: '/' },
  );
  return screen.getByRole('link', { name: 'News' });
}

test('is an anchor to the page in the reader’s language and layout', () => {
  expect(renderLink()).toHaveAttribute('href', '/en/mobile/news?tag=ev');
});

test('a plain click navigates on the client', () => {
  const link = renderLink();
  const notCancelled = fireEvent.click(link, { button: 0 });
  expect(notCancelled).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/en/mobile/news?tag=ev');
});

test.each([
  ['ctrl', { ctrlKey: true }],
  ['meta', { metaKey: true }],
  ['shift', { shiftKey: true }],
  ['alt', { altKey: true }],
])('a %s-click is left to the browser (new tab or window)', (_name, keys) => {
  const link = renderLink();
  expect(fireEvent.click(link, { button: 0, ...keys })).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
});

test('a link that opens in another window is not navigated', () => {
  const opened = renderLink({ target: '_blank' });
  fireEvent.click(opened, { button: 0 });
  expect(navigate).not.toHaveBeenCalled();
});

test('pointer, touch and focus announce the intent to follow it', () => {
  const link = renderLink();
  fireEvent.mouseEnter(link);
  fireEvent.touchStart(link);
  fireEvent.focus(link);
  expect(intents).toEqual(['/en/mobile/news?tag=ev', '/en/mobile/news?tag=ev', '/en/mobile/news?tag=ev']);
});
