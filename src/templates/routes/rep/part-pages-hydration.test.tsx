import React, { act } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import type { HeadProps, PageProps } from 'gatsby';
import { rootFormPath, type Locale, type SitePageContext } from '@site/routing';
import { strings } from '@site/test-utils/render-with-providers';
import { wrapPage } from '~/features/app-shell/wrap-page';
import {
  PUBLIC_DATA_ID,
  type ComparePageData,
  type PartPageData,
  type PublicPart,
} from '~/features/parts/part-page-data';
import { sessionStore } from '~/features/session/session-store';
import { mockFetch } from '@site/test-utils/mock-fetch';
import ComparePage from './compare';
import PartPage, { Head as PartHead } from './part';

const part = (id: string, mpn: string): PublicPart => ({
  id,
  mpn,
  brand: { code: id.split('-')[0], name: 'Texas Instruments' },
  origin: 'US',
  category: 'opamp',
  package: 'SOIC-8',
  pinCount: 8,
  lifecycle: 'active',
  aec: 'Q100-1',
  description: 'Dual operational amplifier',
  datasheetUrl: 'https://www.example.com/lm358.pdf',
  demo: false,
  attributes: { channels: '2' },
  params: [{ key: 'gbw', label: 'Gain bandwidth', unit: 'MHz', typ: 0.7 }],
  updatedAt: '2026-10-01T00:00:00.000Z',
});

const PART: PartPageData = {
  kind: 'part',
  part: part('ti-LM358DR', 'LM358DR'),
  counts: { A: 2, B: 0, C: 1, D: 4 },
  preview: [
    {
      part: {
        id: 'sgm-SGM358YS8',
        mpn: 'SGM358YS8',
        brand: { code: 'sgm', name: 'SG Micro' },
        package: 'SOIC-8',
        lifecycle: 'active',
      },
      grade: 'A',
      pinToPin: true,
      direction: 'upgrade',
    },
  ],
};

const COMPARE: ComparePageData = {
  kind: 'compare',
  a: part('ti-LM358DR', 'LM358DR'),
  b: part('sgm-SGM358YS8', 'SGM358YS8'),
  comparison: { grade: 'A', pinToPin: true, direction: 'upgrade', better: 2, worse: 0 },
  indexable: true,
};

function context(locale: Locale, device: SitePageContext['device'], route: string): SitePageContext {
  return {
    locale,
    device,
    route,
    alternates: (['jp', 'zh', 'en'] as const).map((l) => ({ locale: l, path: rootFormPath(l, route) })),
    indexable: false,
  };
}

function page(Template: typeof PartPage, pathname: string, pageContext: SitePageContext) {
  const props = { location: { pathname, search: '' }, pageContext } as unknown as PageProps<
    object,
    SitePageContext
  >;
  return wrapPage({ element: <Template {...props} />, props });
}

/** The route's static page as the build renders it (its island not yet in: the server fills the slot anyway). */
function buildHtml(element: React.ReactElement): string {
  Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import('util')>('util').TextEncoder });
  const failOnError = console.error;
  console.error = (message: unknown, ...rest: unknown[]) => {
    if (String(message).startsWith('Warning: useLayoutEffect does nothing on the server')) return;
    failOnError(message, ...rest);
  };
  try {
    const server = jest.requireActual('react-dom/server') as typeof import('react-dom/server');
    return server.renderToString(element);
  } finally {
    console.error = failOnError;
  }
}

/** Whether React made a fiber for this node (hydrated it) or left it as the server wrote it. */
const managedByReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

const roots: Root[] = [];
const hydrate = (container: Element, element: React.ReactElement, options: HydrationOptions) =>
  roots.push(hydrateRoot(container, element, options));

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
    sessionStore.clear();
  });
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe.each([
  ['part', PartPage, '/rep/part', PART, 'LM358DR'],
  ['compare', ComparePage, '/rep/compare', COMPARE, null],
] as const)('%s page', (_kind, Template, shellRoute, data, heading) => {
  it.each([
    ['en', 'pc', ''],
    ['zh', 'mobile', '/mobile'],
    ['jp', 'pc', ''],
  ] as const)(
    '%s %s: the browser hydrates the server-rendered page without a mismatch',
    async (locale, device, segment) => {
      const { root, address } = serve(locale, device, segment);
      const title =
        heading ??
        strings(locale)
          .parts.compare.titleFor.replace('{{a}}', COMPARE.a.mpn)
          .replace('{{b}}', COMPARE.b.mpn);
      // Before any script: the part number is in the HTML.
      expect(root.querySelector('h1')).toHaveTextContent(title);
      const before = root.querySelector('#part-page')!.innerHTML;

      const recoverable: unknown[] = [];
      await act(async () => {
        hydrate(root, page(Template, address, context(locale, device, shellRoute)), {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      // The island's chunk arrives after the page hydrated.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(recoverable).toEqual([]);
      expect(root.querySelector('#part-page')!.innerHTML).toBe(before);
      expect(root.querySelector('h1')).toHaveTextContent(title);
      expect(root.querySelector('[data-testid="parts-register-prompt"]')).not.toBeNull();
      // React kept the server's markup as it is: nothing in the slot is React's.
      expect(root.querySelector('#part-page')).toHaveAttribute('data-static', 'document');
      expect(managedByReact(root.querySelector('#part-page')!)).toBe(true);
      expect(managedByReact(root.querySelector('h1')!)).toBe(false);
      expect(managedByReact(root.querySelector('[data-testid="parts-register-prompt"] a')!)).toBe(false);
    },
  );

  it("a member's page runs the API screen in the slot once it has hydrated", async () => {
    act(() => sessionStore.start('q'.repeat(43), null));
    // The API is not asked in this test: the screen's own tests cover its answers.
    const { calls } = mockFetch({});
    const { root, address } = serve('en', 'pc', '');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrate(root, page(Template, address, context('en', 'pc', shellRoute)), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(recoverable).toEqual([]);
    // The server's preview and prompt are gone; the screen asked the API for the part.
    expect(root.querySelector('[data-testid="parts-register-prompt"]')).toBeNull();
    expect(root.querySelector('#part-page')).not.toHaveAttribute('data-static');
    expect(managedByReact(root.querySelector('h1')!)).toBe(true);
    expect(calls.map((call) => call.path)).toContainEqual(expect.stringContaining('/website/parts/'));
  });

  /** The site server's page of this address in the document, as the browser gets it before any script runs. */
  function serve(locale: Locale, device: SitePageContext['device'], segment: string) {
    const prefix = locale === 'jp' ? '' : `/${locale}`;
    const route =
      data.kind === 'part' ? `/rep/part/${data.part.id}` : `/rep/compare/${data.a.id}/${data.b.id}`;
    const address = `${prefix}${segment}${route}`;
    const shellPath = `${prefix}${segment}${shellRoute}`;
    // The build's page: no page data in the document, so the template renders the API screen.
    const shell = `<html><head></head><body><div id="___gatsby">${buildHtml(
      page(Template, shellPath, context(locale, device, shellRoute)),
    )}</div></body></html>`;
    // The site server's renderer (react-dom/server needs TextEncoder, which jsdom leaves out).
    const { renderPartPage } = jest.requireActual<typeof import('@site/server/src/part-pages/render')>(
      '@site/server/src/part-pages/render',
    );
    const served = renderPartPage(shell, data, { locale, device, rootDevice: 'pc' });
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(served)![1];
    window.history.replaceState(null, '', address);
    return { root: document.getElementById('___gatsby')!, address };
  }
});

test("the route's Head takes the head the server embedded (it renders before any late string bundle)", () => {
  const server = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import('util')>('util').TextEncoder });
  const head = {
    pageContext: context('en', 'pc', '/rep/part/ti-LM358DR'),
    title: 'Embedded title',
    description: 'Embedded description',
    structuredData: [],
  };
  document.body.innerHTML = `<script type="application/json" id="${PUBLIC_DATA_ID}">${JSON.stringify({
    ...PART,
    head,
  })}</script>`;
  const props = {
    location: { pathname: '/en/rep/part/ti-LM358DR' },
    pageContext: context('en', 'pc', '/rep/part'),
  } as unknown as HeadProps<object, SitePageContext>;
  const html = server.renderToStaticMarkup(<PartHead {...props} />);
  expect(html).toContain('Embedded title');
  expect(html).toContain('content="Embedded description"');
});
