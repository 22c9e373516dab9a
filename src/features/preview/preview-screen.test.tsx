import React from 'react';
import { screen } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import { renderWithProviders, strings } from '@site/test-utils/render-with-providers';
import { envelope, mockFetch } from '@site/test-utils/mock-fetch';
import { renderToStaticMarkup } from '@site/test-utils/static-markup';
import type { SitePageContext } from '@site/routing';
import PreviewPage, { Head } from '../../templates/routes/preview';
import { forgetPreviewToken } from './preview-token';

// Page queries are compiled away by Gatsby; the detail templates get their data as props.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: () => '' }));

const TOKEN = `${'eyJ1aWQiOiJhcGkifQ'}.${'s'.repeat(43)}`;

const context = (locale: 'jp' | 'zh' | 'en', device: 'pc' | 'mobile' = 'pc'): SitePageContext => ({
  locale,
  device,
  route: '/preview',
  alternates: [],
  indexable: false,
});

function open(path: string, locale: 'jp' | 'zh' | 'en', device: 'pc' | 'mobile' = 'pc') {
  window.history.replaceState(null, '', path);
  const props = { pageContext: context(locale, device) } as React.ComponentProps<typeof PreviewPage>;
  return renderWithProviders(<PreviewPage {...props} />, { locale, device, route: '/preview' });
}

const news = {
  slug: 'gan-chargers',
  title: 'GaN chargers (draft)',
  date: '2025-06-01',
  summary: null,
  hot: false,
  membersOnly: true,
  detailSynced: true,
  bodyHtml: '<h2>Heading</h2><p>Draft body text</p>',
  cover: null,
  category: { name: 'Power', slug: 'power' },
  tags: [],
  relatedBrands: [],
};

afterEach(() => {
  forgetPreviewToken();
  window.history.replaceState(null, '', '/');
});

describe('preview page', () => {
  it('takes the token out of the address, sends it in the body only and shows the draft with the news template', async () => {
    const { calls } = mockFetch({
      'POST /website/preview': {
        body: envelope({ kind: 'news', locale: 'en', status: 'draft', item: news }),
      },
    });
    open(`/en/preview#token=${TOKEN}`, 'en');
    expect(window.location.href).toBe('http://localhost/en/preview');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'GaN chargers (draft)' }),
    ).toBeInTheDocument();
    const en = strings('en');
    expect(screen.getByTestId('preview-banner')).toHaveTextContent(en.pages.preview.banner);
    expect(screen.getByTestId('preview-banner')).toHaveTextContent(en.pages.preview.status.draft);
    // Members-only: the editor sees the body, and the banner says who will.
    expect(screen.getByText('Draft body text')).toBeInTheDocument();
    expect(screen.queryByTestId('members-only-notice')).not.toBeInTheDocument();
    expect(screen.getByText(en.pages.preview.membersOnly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Power' })).toHaveAttribute('href', '/en/news?category=power');
    // The other layout, with the same token in its fragment.
    expect(screen.getByRole('link', { name: en.pages.preview.otherLayout.mobile })).toHaveAttribute(
      'href',
      `/en/mobile/preview#token=${TOKEN}`,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ token: TOKEN });
    expect(calls[0].path).toBe('/website/preview');
    expect(calls[0].headers['x-locale']).toBe('en');
  });

  it('shows notices, brands and enterprises with their own templates, in the mobile layout too', async () => {
    mockFetch({
      'POST /website/preview': {
        body: envelope({
          kind: 'notice',
          locale: 'zh',
          status: 'published',
          item: {
            slug: 'm',
            title: '维护通知',
            date: '2025-06-02',
            category: null,
            bodyHtml: '<p>系统维护</p>',
          },
        }),
      },
    });
    const zh = strings('zh');
    const notice = open(`/zh/mobile/preview#token=${TOKEN}`, 'zh', 'mobile');
    expect(await screen.findByRole('heading', { level: 1, name: '维护通知' })).toBeInTheDocument();
    expect(screen.getByText('系统维护')).toBeInTheDocument();
    expect(screen.getByTestId('preview-banner')).toHaveTextContent(zh.pages.preview.status.published);
    expect(screen.getByRole('link', { name: zh.pages.preview.otherLayout.pc })).toHaveAttribute(
      'href',
      // This build has the pc pages at the root (GATSBY_ROOT_DEVICE pc).
      `/zh/preview#token=${TOKEN}`,
    );
    notice.unmount();
    forgetPreviewToken();

    mockFetch({
      'POST /website/preview': {
        body: envelope({
          kind: 'brand',
          locale: 'jp',
          status: 'draft',
          item: {
            slug: 'acme',
            name: 'Acme',
            summary: null,
            logo: null,
            recommended: false,
            automotiveGrade: true,
            officialUrl: null,
            membersOnly: false,
            detailSynced: true,
            category: null,
            qualityCertificationHtml: null,
            companyOverviewHtml: '<p>Founded 2001</p>',
            productLineupHtml: null,
            useCasesHtml: null,
            materialsHtml: null,
            materialFiles: [],
            contactHtml: null,
          },
        }),
      },
    });
    const brand = open(`/preview#token=${TOKEN}`, 'jp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText('Founded 2001')).toBeInTheDocument();
    expect(screen.queryByText(strings('jp').pages.preview.membersOnly)).not.toBeInTheDocument();
    brand.unmount();
    forgetPreviewToken();

    mockFetch({
      'POST /website/preview': {
        body: envelope({
          kind: 'enterprise',
          locale: 'en',
          status: 'draft',
          item: {
            slug: 'suzhou-co',
            name: 'Suzhou Co',
            summary: null,
            category: null,
            automotiveGrade: 'in-progress',
            certifications: ['ISO 9001'],
            recommended: false,
            detailAvailable: true,
            membersOnly: false,
            descriptionHtml: '<p>Makes capacitors.</p>',
            website: null,
          },
        }),
      },
    });
    open(`/en/preview#token=${TOKEN}`, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suzhou Co' })).toBeInTheDocument();
    expect(screen.getByText('Makes capacitors.')).toBeInTheDocument();
    expect(screen.getByText('ISO 9001')).toBeInTheDocument();
  });

  it.each([
    ['jp', 403, 'refused'],
    ['en', 403, 'refused'],
    ['zh', 404, 'notFound'],
  ] as const)('%s: answer %i shows the %s message', async (locale, code, key) => {
    mockFetch({
      'POST /website/preview': {
        status: code === 403 ? 403 : 200,
        body: envelope({ reason: code === 403 ? 'expired' : 'not-found' }, code, 'refused'),
      },
    });
    open(`${locale === 'jp' ? '' : `/${locale}`}/preview#token=${TOKEN}`, locale);
    expect(await screen.findByTestId('preview-message')).toHaveTextContent(
      strings(locale).pages.preview[key],
    );
    expect(screen.queryByTestId('preview-banner')).not.toBeInTheDocument();
  });

  it('asks for nothing without a well-formed token', async () => {
    const { calls } = mockFetch({});
    open('/en/preview#token=%3Cscript%3E', 'en');
    expect(await screen.findByTestId('preview-message')).toHaveTextContent(
      strings('en').pages.preview.noToken,
    );
    expect(window.location.hash).toBe('');
    expect(calls).toHaveLength(0);
  });

  it('has a noindex head in every language', () => {
    for (const locale of ['jp', 'zh', 'en'] as const) {
      const props = { pageContext: { ...context(locale), indexable: true } } as HeadProps<
        object,
        SitePageContext
      >;
      const html = renderToStaticMarkup(<Head {...props} />);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(
        `<title>${strings(locale).pages.preview.title} | ${strings(locale).common.site.name}</title>`,
      );
    }
  });
});
