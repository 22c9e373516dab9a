import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeIndex, type EncodedIndex } from '../packages/cms-content/src/list-index';
import { publishContentIndexes, type GraphqlRunner } from './content-index';

const sic = { slug: 'sic', name: 'SiC' };
const market = { slug: 'market-trends', name: 'Market Trends' };

/** Answers the index query like Gatsby's GraphQL layer, from nodes per locale. */
function fakeGraphql(): jest.Mock {
  return jest.fn(async (_query: string, variables?: Record<string, unknown>) => {
    const locale = variables?.locale as string;
    return {
      data: {
        news: {
          nodes: [
            {
              slug: 'sic-fab',
              title: `SiC fab (${locale})`,
              date: '2025-02-01',
              year: 2025,
              hot: true,
              membersOnly: true,
              summary: 'Public summary',
              category: market,
              tags: [sic],
            },
            {
              slug: 'older',
              title: 'Older',
              date: '2024-05-01',
              year: 2024,
              hot: false,
              membersOnly: false,
              summary: null,
              category: null,
              tags: [],
            },
          ],
        },
        announce: {
          nodes: [
            {
              slug: 'maintenance-1',
              title: 'Maintenance',
              date: '2024-10-10',
              year: 2024,
              category: { slug: 'maintenance', name: 'Maintenance' },
            },
          ],
        },
        brand: {
          nodes: [
            {
              slug: 'acme',
              name: 'Acme',
              logo: { url: 'http://cms.local/uploads/acme.png' },
              recommended: true,
              automotiveGrade: true,
              membersOnly: false,
              summary: 'Brand',
              category: { slug: 'brand-mcu', name: 'MCUs' },
            },
          ],
        },
        org: {
          nodes: [
            {
              slug: 'bright',
              name: 'Bright',
              initial: 'B',
              automotiveGrade: 'in-progress',
              certifications: ['ISO 9001'],
              recommended: false,
              detailAvailable: false,
              membersOnly: true,
              summary: null,
              category: null,
            },
          ],
        },
      },
    };
  });
}

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-index-'));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

test('writes one hashed index per list and locale and gives list pages their context', async () => {
  const graphql = fakeGraphql();
  fs.mkdirSync(path.join(publicDir, 'search-index'));
  fs.writeFileSync(path.join(publicDir, 'search-index', 'news-en.old.json'), '{}');

  const listingFor = await publishContentIndexes(graphql as unknown as GraphqlRunner, publicDir);

  const files = fs.readdirSync(path.join(publicDir, 'search-index')).sort();
  expect(files).toHaveLength(12);
  expect(files).not.toContain('news-en.old.json');
  expect(files.every((name) => /^(news|announce|brand|org)-(jp|zh|en)\.[0-9a-f]{12}\.json$/.test(name))).toBe(
    true,
  );
  expect(graphql.mock.calls.map((call) => call[1])).toEqual([
    { locale: 'jp' },
    { locale: 'zh' },
    { locale: 'en' },
  ]);

  const news = listingFor('/news', 'zh');
  expect(news?.indexUrl).toMatch(/^\/search-index\/news-zh\.[0-9a-f]{12}\.json$/);
  expect(news?.facets).toEqual({ years: [2025, 2024], tags: [sic], categories: [] });
  expect(listingFor('/announce', 'en')?.facets).toEqual({
    years: [2024],
    tags: [],
    categories: [{ slug: 'maintenance', name: 'Maintenance' }],
  });
  expect(listingFor('/about', 'en')).toBeUndefined();
  expect(listingFor('/news/sic-fab', 'en')).toBeUndefined();

  const encoded = JSON.parse(fs.readFileSync(path.join(publicDir, news!.indexUrl), 'utf8')) as EncodedIndex;
  const decoded = decodeIndex(encoded);
  expect(decoded.items[0]).toMatchObject({
    slug: 'sic-fab',
    title: 'SiC fab (zh)',
    hot: true,
    membersOnly: true,
    tags: [sic],
  });

  const org = decodeIndex(
    JSON.parse(fs.readFileSync(path.join(publicDir, listingFor('/org', 'jp')!.indexUrl), 'utf8')),
  );
  expect(org.items[0]).toMatchObject({
    slug: 'bright',
    initial: 'B',
    automotiveGrade: 'in-progress',
    hasDetail: false,
    certifications: ['ISO 9001'],
  });
});

test('the same content gives the same file name, so browsers keep their cached copy', async () => {
  const first = await publishContentIndexes(fakeGraphql() as unknown as GraphqlRunner, publicDir);
  const url = first('/brand', 'en')?.indexUrl;
  const second = await publishContentIndexes(fakeGraphql() as unknown as GraphqlRunner, publicDir);
  expect(second('/brand', 'en')?.indexUrl).toBe(url);
});

test('a failed query stops the build', async () => {
  const graphql = jest.fn(async () => ({ errors: [{ message: 'Cannot query field "allCmsNewsArticle"' }] }));
  await expect(publishContentIndexes(graphql as unknown as GraphqlRunner, publicDir)).rejects.toThrow(
    'Content index query failed',
  );
});
