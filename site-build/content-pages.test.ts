import { newsNeighbours, planContentPages, planSectionPages } from './content-pages';
import type { DetailPageContext } from '../packages/routing/src';

describe('planSectionPages', () => {
  it('creates every device version of each locale the item exists in', () => {
    const pages = planSectionPages(
      'brand',
      [
        { id: 'b-jp', slug: 'acme', locale: 'jp' },
        { id: 'b-en', slug: 'acme', locale: 'en' },
      ],
      '/t/brand-detail.tsx',
      'pc',
    );
    expect(pages.map((page) => page.path).sort()).toEqual([
      '/brand/acme',
      '/en/brand/acme',
      '/en/mobile/brand/acme',
      '/mobile/brand/acme',
    ]);
    const en = pages.find((page) => page.path === '/en/brand/acme')!.context as DetailPageContext;
    expect(en).toMatchObject({
      id: 'b-en',
      slug: 'acme',
      locale: 'en',
      device: 'pc',
      route: '/brand/acme',
      indexable: true,
    });
    expect(en.alternates.map((alternate) => alternate.locale)).toEqual(['jp', 'en']);
  });

  it('builds mobile-root paths for the mobile build', () => {
    const pages = planSectionPages('org', [{ id: 'o', slug: 'x', locale: 'zh' }], '/t.tsx', 'mobile');
    expect(pages.map((page) => page.path).sort()).toEqual(['/zh/org/x', '/zh/pc/org/x']);
  });
});

describe('unavailable enterprises', () => {
  it('are not indexable', () => {
    const pages = planSectionPages(
      'org',
      [{ id: 'o', slug: 'x', locale: 'jp', detailAvailable: false }],
      '/t.tsx',
      'pc',
    );
    expect(pages.every((page) => page.context.indexable === false)).toBe(true);
  });
});

describe('newsNeighbours', () => {
  it('links older as previous and newer as next within a locale', () => {
    const map = newsNeighbours([
      { id: 'a', slug: 'a', locale: 'jp', date: '2025-01-01' },
      { id: 'c', slug: 'c', locale: 'jp', date: '2025-03-01' },
      { id: 'b', slug: 'b', locale: 'jp', date: '2025-02-01' },
      { id: 'z', slug: 'z', locale: 'en', date: '2025-02-15' },
    ]);
    expect(map.get('b')).toEqual({ previousId: 'a', nextId: 'c' });
    expect(map.get('a')).toEqual({ previousId: '', nextId: 'b' });
    expect(map.get('c')).toEqual({ previousId: 'b', nextId: '' });
    expect(map.get('z')).toEqual({ previousId: '', nextId: '' });
  });
});

describe('planContentPages', () => {
  it('uses the template of each section and gives an empty plan without items', () => {
    const empty = { news: { nodes: [] }, announce: { nodes: [] }, brand: { nodes: [] }, org: { nodes: [] } };
    expect(planContentPages(empty, (name) => name, 'pc')).toEqual([]);
    const pages = planContentPages(
      { ...empty, announce: { nodes: [{ id: 'n', slug: 'maintenance', locale: 'jp' }] } },
      (name) => `/templates/${name}.tsx`,
      'pc',
    );
    expect(pages.map((page) => [page.path, page.template])).toEqual([
      ['/announce/maintenance', '/templates/announce-detail.tsx'],
      ['/mobile/announce/maintenance', '/templates/announce-detail.tsx'],
    ]);
  });
});
