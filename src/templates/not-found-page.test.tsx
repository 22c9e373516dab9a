import React, { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageProps } from 'gatsby';
import { strings } from '@site/test-utils/render-with-providers';
import { wrapPage } from '../features/app-shell/wrap-page';
import type { SitePageContext } from '@site/routing';
import NotFoundPage from './not-found-page';

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

/**
 * The server sends `<prefix>/404.html` for an unknown address; in the browser Gatsby hands the
 * page the data of the default `/404.html` (Japanese, root layout). Hydration must match.
 */
describe.each([
  ['/no-such-page-xyz', '/404.html', context('jp', 'pc'), 'jp', 'pc'],
  ['/en/no-such-page-xyz', '/en/404.html', context('en', 'pc'), 'en', 'pc'],
  ['/zh/mobile/no/such', '/zh/mobile/404.html', context('zh', 'mobile'), 'zh', 'mobile'],
] as const)('not-found page at %s', (address, file, served, locale, device) => {
  it('hydrates without a mismatch, in the language and layout of the address, and names the address', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(page(file, served));
    document.body.appendChild(container);
    window.history.replaceState(null, '', address);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(address, context('jp', 'pc')), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    const text = strings(locale).common.notFound;
    expect(container.querySelector('h1')).toHaveTextContent(text.title);
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', device);
    expect(container.querySelector('[data-testid="not-found-message"]')).toHaveTextContent(
      text.message.replace('{{path}}', address),
    );
    container.remove();
  });
});
