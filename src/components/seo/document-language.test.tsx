import React from 'react';
import { render } from '@testing-library/react';
import type { SitePageContext } from '@site/routing';
import { SiteHead } from './site-head';

const context = (locale: SitePageContext['locale']): SitePageContext => ({
  locale,
  device: 'mobile',
  route: '/news',
  alternates: [],
  indexable: true,
});

afterEach(() => document.documentElement.removeAttribute('lang'));

test("the browser's Head sets <html lang> when the page's language differs from the document's", () => {
  document.documentElement.setAttribute('lang', 'ja');
  render(<SiteHead pageContext={context('en')} title="News" />);
  expect(document.documentElement.getAttribute('lang')).toBe('en');
});

test('and leaves it alone when it is already the right one: setting it restyles the whole page', () => {
  document.documentElement.setAttribute('lang', 'zh-CN');
  const set = jest.spyOn(document.documentElement, 'setAttribute');
  try {
    const { rerender } = render(<SiteHead pageContext={context('zh')} title="新闻" />);
    rerender(<SiteHead pageContext={context('zh')} title="新闻 2" />);
    expect(set).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
  } finally {
    set.mockRestore();
  }
});
