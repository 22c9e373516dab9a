import { decodeIndex, encodeIndex } from '@site/cms-content/src/list-index';
import { categoriesOf, popularTags, yearsOf } from '@site/cms-content/src/list-facets';
import { filterItems, normalizeText, paginate, prepareIndex } from './search';
import { enterpriseItems, newsItems } from './test-fixtures/items';

const news = prepareIndex(decodeIndex(encodeIndex('news', 'en', newsItems())));

describe('in-memory list search', () => {
  test('the compact index decodes to the same items', () => {
    expect(decodeIndex(encodeIndex('news', 'en', newsItems())).items).toEqual(
      newsItems().map((item) => ({
        ...item,
        automotiveGrade: 'none',
        initial: undefined,
        certifications: undefined,
        logoUrl: undefined,
      })),
    );
    const org = decodeIndex(encodeIndex('org', 'en', enterpriseItems())).items;
    expect(org.map((item) => [item.slug, item.automotiveGrade, item.hasDetail, item.initial])).toEqual([
      ['anhui-chip', 'certified', true, 'A'],
      ['bright-power', 'none', true, 'B'],
      ['zhongxin', 'none', false, 'Other'],
    ]);
  });

  test('filters by year and tag together', () => {
    const result = filterItems(news, { year: 2024, tag: 'sic', page: 1 });
    expect(result.map((item) => item.slug)).toEqual(['article-16', 'article-19', 'article-22', 'article-25']);
  });

  test('keyword terms must all match, in title, summary, category or tag names', () => {
    expect(filterItems(news, { q: 'mlcc lead', page: 1 }).map((item) => item.slug)).toEqual(['article-8']);
    expect(filterItems(news, { q: 'mlcc gan', page: 1 })).toEqual([]);
    expect(filterItems(news, { q: 'new products', page: 1 })).toHaveLength(12);
  });

  test('full-width and half-width letters find the same item', () => {
    expect(normalizeText('ＧａＮ')).toBe('gan');
    expect(filterItems(news, { q: 'GaN', page: 1 }).map((item) => item.slug)).toEqual(['article-5']);
    expect(filterItems(news, { q: 'ｇａｎ', page: 1 }).map((item) => item.slug)).toEqual(['article-5']);
  });

  test('filters enterprises by initial, category and certification text', () => {
    const org = prepareIndex(decodeIndex(encodeIndex('org', 'jp', enterpriseItems())));
    expect(filterItems(org, { initial: 'Other', page: 1 }).map((item) => item.slug)).toEqual(['zhongxin']);
    expect(filterItems(org, { category: 'ic-design', page: 1 })).toHaveLength(2);
    expect(filterItems(org, { q: 'iatf', page: 1 }).map((item) => item.slug)).toEqual(['bright-power']);
    expect(filterItems(org, { q: '中芯', page: 1 })).toHaveLength(1);
  });

  test('pages through results and keeps a page past the end on the last page', () => {
    const all = filterItems(news, { page: 1 });
    expect(paginate(all, 1, 10)).toMatchObject({ page: 1, pageCount: 3, total: 25 });
    expect(paginate(all, 3, 10).items).toHaveLength(5);
    expect(paginate(all, 9, 10).page).toBe(3);
    expect(paginate([], 1, 10)).toMatchObject({ page: 1, pageCount: 1, total: 0, items: [] });
  });

  test('derives years, popular tags and categories for the side menus', () => {
    const items = newsItems();
    expect(yearsOf(items)).toEqual([2025, 2024]);
    expect(popularTags(items, 1)).toEqual([{ slug: 'ev', name: 'EV' }]);
    expect(categoriesOf(items).map((term) => term.slug)).toEqual(['market-trends', 'new-products']);
  });
});
