import React, { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageProps } from 'gatsby';
import { strings } from '@site/test-utils/render-with-providers';
import { wrapPage } from '../features/app-shell/wrap-page';
import type { SitePageContext } from '@site/routing';
import NotFoundPage from './not-found-page';
import {
  NOT_FOUND_MESSAGE_ID,
  notFoundKind,
  notFoundMessage,
  notFoundScript,
} from '../lib/not-found-message';

const context = (locale: SitePageContext['locale'], device: SitePageContext['device']): SitePageContext => ({
  locale,
  device,
  route: '/404',
  alternates: [],
  indexable: false,
});

function page(pathname: string, pageContext: SitePageContext) {
  const props = { location: { pathname }, pageContext } as unknown as PageProps<object, SitePageContext>;
  return wrapPage({ element: <NotFoundPage {...props} />, props });
}

/**
 * The page as the build renders it. React's development server renderer warns about every
 * layout effect (the cookie banner measures itself in one); the build uses the production
 * renderer, which does not, so that one warning is let through here.
 */
function serverHtml(element: React.ReactElement): string {
  Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import('util')>('util').TextEncoder });
  const failOnError = console.error;
  console.error = (message: unknown, ...rest: unknown[]) => {
    if (String(message).startsWith('Warning: useLayoutEffect does nothing on the server')) return;
    failOnError(message, ...rest);
  };
  try {
    return (jest.requireActual('react-dom/server') as typeof import('react-dom/server')).renderToString(
      element,
    );
  } finally {
    console.error = failOnError;
  }
}

afterEach(() => window.history.replaceState(null, '', '/'));

/** What the browser does with the page's inline script as it reads the HTML. */
function runInlineScripts(container: HTMLElement) {
  for (const script of container.querySelectorAll('script')) new Function(script.textContent ?? '')();
}

/**
 * The server sends `<prefix>/404.html` for an unknown address; in the browser Gatsby hands the
 * page the data of the default `/404.html` (Japanese, root layout). Hydration must match, whether
 * the page's inline script ran (it writes the message as the HTML is read) or not.
 */
describe.each([
  ['/no-such-page-xyz', '/404.html', context('jp', 'pc'), 'jp', 'pc', 'message'],
  ['/en/no-such-page-xyz', '/en/404.html', context('en', 'pc'), 'en', 'pc', 'message'],
  ['/zh/mobile/no/such', '/zh/mobile/404.html', context('zh', 'mobile'), 'zh', 'mobile', 'message'],
  ['/en/news/no-such-item', '/en/404.html', context('en', 'pc'), 'en', 'pc', 'unmatched'],
  ['/mobile/brand/%E6%9C%AA', '/mobile/404.html', context('jp', 'mobile'), 'jp', 'mobile', 'unmatched'],
] as const)('not-found page at %s', (address, file, served, locale, device, kind) => {
  const text = strings(locale).common.notFound;
  const expected = text[kind].replace('{{path}}', decodeURI(address));

  it.each([true, false])(
    'hydrates without a mismatch, in the language and layout of the address, and names the address (script ran: %s)',
    async (scriptRan) => {
      const container = document.createElement('div');
      container.innerHTML = serverHtml(page(file, served));
      document.body.appendChild(container);
      window.history.replaceState(null, '', address);
      const message = () => container.querySelector('[data-testid="not-found-message"]');
      if (scriptRan) {
        runInlineScripts(container);
        // Before any bundle: the reader sees the address at once.
        expect(message()).toHaveTextContent(expected);
      } else {
        expect(message()!.textContent).toBe('\u00a0');
      }
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, page(address, context('jp', 'pc')), {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      expect(recoverable).toEqual([]);
      expect(container.querySelector('h1')).toHaveTextContent(text.title);
      expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', device);
      expect(message()).toHaveTextContent(expected);
      container.remove();
    },
  );
});

describe('the two texts', () => {
  it('differ where the specification distinguishes them, in every language', () => {
    for (const locale of ['jp', 'zh', 'en'] as const) {
      const text = strings(locale).common.notFound;
      expect(text.message).toContain('{{path}}');
      expect(text.unmatched).toContain('{{path}}');
      expect(text.message).not.toBe(text.unmatched);
    }
    expect(strings('en').common.notFound.message).toBe('Page Not Found: {{path}}');
    expect(strings('en').common.notFound.unmatched).toBe('Page not found: {{path}}');
  });

  it('the inline script gives the same message as the page for every kind of address', () => {
    const texts = { invalid: 'I {{path}} {{path}}', unmatched: 'U {{path}}' };
    const script = notFoundScript(texts);
    for (const address of [
      '/x',
      '/en/x/y',
      '/news/a',
      '/en/mobile/brand/b',
      '/pc/zh/org/c',
      '/jp/news/d',
      '/zh/zh/brand/e',
      '/rep/f',
      '/uploads/g',
      '/%E6%9C%AA',
      '/%E0%A4%A',
      '/en/<script>',
    ]) {
      document.body.innerHTML = `<p id="${NOT_FOUND_MESSAGE_ID}"></p>`;
      window.history.replaceState(null, '', address);
      new Function(script)();
      expect([address, document.getElementById(NOT_FOUND_MESSAGE_ID)!.textContent]).toEqual([
        address,
        notFoundMessage(window.location.pathname, texts),
      ]);
    }
    expect(notFoundKind('/en/news/a')).toBe('unmatched');
    expect(notFoundKind('/en/newsx/a')).toBe('invalid');
    expect(script).not.toContain('</');
    document.body.innerHTML = '';
  });
});
