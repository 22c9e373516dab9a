/**
 * The redaction behind the query guard, on answers shaped like the ones Strapi gives when
 * a populate reaches media, a file's `related` rows, `localizations`, components and
 * dynamic zones (the guard refuses some of these to the public first; this proves the
 * second line holds on its own).
 */
import type { GetModel, Model } from '../src/members-only/model';
import { assertPublicQuery } from '../src/members-only/query-guard';
import { redact } from '../src/members-only/redact';

const NEWS = 'api::news-article.news-article';
const BRAND = 'api::brand.brand';
const FILE = 'plugin::upload.file';
const BLOCK = 'blocks.brand-list';

const models: Record<string, Model> = {
  [NEWS]: {
    uid: NEWS,
    options: { draftAndPublish: true },
    attributes: {
      title: { type: 'string' },
      body: { type: 'richtext' },
      membersOnly: { type: 'boolean' },
      cover: { type: 'media' },
      relatedBrands: { type: 'relation', target: BRAND },
      localizations: { type: 'relation', target: NEWS },
      blocks: { type: 'dynamiczone', components: [BLOCK] },
    },
  },
  [BRAND]: {
    uid: BRAND,
    options: { draftAndPublish: true },
    attributes: {
      name: { type: 'string' },
      contact: { type: 'richtext' },
      membersOnly: { type: 'boolean' },
      logo: { type: 'media' },
      localizations: { type: 'relation', target: BRAND },
    },
  },
  [FILE]: {
    uid: FILE,
    attributes: { url: { type: 'string' }, related: { type: 'relation' } },
  },
  [BLOCK]: { uid: BLOCK, attributes: { brands: { type: 'relation', target: BRAND } } },
};
const getModel: GetModel = (uid) => models[uid];

const SECRET = 'MEMBERS-ONLY-BODY-MARKER-news-x';
const published = '2024-01-01T00:00:00.000Z';
const news = <E extends object = object>(documentId: string, extra?: E) => ({
  documentId,
  title: documentId,
  body: `${SECRET} ${documentId}` as string | null,
  membersOnly: true,
  publishedAt: published as string | null,
  ...(extra as E),
});

test('members-only fields are nulled and drafts removed inside a file’s related rows', () => {
  const answer = [
    news('top', {
      cover: {
        url: '/uploads/a.png',
        related: [
          { __type: NEWS, ...news('published-member') },
          { __type: NEWS, ...news('draft', { publishedAt: null, membersOnly: false }) },
          { __type: NEWS, ...news('no-status') },
          { __type: 'api::unknown.unknown', body: SECRET },
          { ...news('no-type') },
          { __type: BRAND, documentId: 'b', contact: SECRET, membersOnly: true, publishedAt: published },
        ],
      },
    }),
  ];
  const noStatus = answer[0].cover.related[2] as Record<string, unknown>;
  delete noStatus.publishedAt;
  redact(answer, models[NEWS], getModel);
  const related = answer[0].cover.related as Array<Record<string, unknown>>;
  expect(related.map((row) => row.documentId)).toEqual(['published-member', 'b']);
  expect(JSON.stringify(answer)).not.toContain(SECRET);
});

test('drafts reached through relations, localizations and zones are removed; bodies nulled at depth', () => {
  const answer = news('top', {
    relatedBrands: [
      { documentId: 'b1', contact: SECRET, membersOnly: true, publishedAt: published },
      { documentId: 'b2', contact: 'open', membersOnly: false, publishedAt: null },
      { documentId: 'b3', contact: 'open', membersOnly: false, publishedAt: published, logo: null },
    ],
    localizations: [news('ja'), news('zh', { publishedAt: null, membersOnly: false })],
    blocks: [
      { __component: BLOCK, brands: [{ documentId: 'b4', contact: SECRET, publishedAt: published }] },
      { __component: 'blocks.unknown', text: SECRET },
    ],
  });
  redact(answer, models[NEWS], getModel);
  expect(answer.body).toBeNull();
  expect(answer.relatedBrands.map((b: { documentId: string }) => b.documentId)).toEqual(['b1', 'b3']);
  expect(answer.relatedBrands[1].contact).toBe('open');
  expect(answer.localizations.map((n: { documentId: string }) => n.documentId)).toEqual(['ja']);
  expect(answer.blocks).toHaveLength(1);
  expect(JSON.stringify(answer)).not.toContain(SECRET);
});

test('a single draft row reached through a relation becomes null', () => {
  const answer = { documentId: 'x', brands: { documentId: 'b', contact: 'c', publishedAt: null } };
  const block: Model = { uid: 'one', attributes: { brands: { type: 'relation', target: BRAND } } };
  redact(answer, block, getModel);
  expect(answer.brands).toBeNull();
});

describe('the guard refuses populating polymorphic relations and localizations', () => {
  const refused: Array<[string, unknown]> = [
    ['object form', { cover: { populate: { related: true } } }],
    ['string under media', { cover: { populate: 'related' } }],
    ['wildcard under media', { cover: { populate: '*' } }],
    ['wildcard value of media', { cover: '*' }],
    ['dotted path', 'relatedBrands.logo.related'],
    ['list', ['title', 'cover.related']],
    ['localizations', 'localizations'],
    ['nested localizations', { relatedBrands: { populate: { localizations: true } } }],
    [
      'zone fragment',
      { blocks: { on: { [BLOCK]: { populate: { brands: { populate: 'logo.related' } } } } } },
    ],
  ];
  for (const [name, populate] of refused) {
    test(name, () => {
      expect(() => assertPublicQuery({ populate }, models[NEWS], getModel)).toThrow(/cannot be populated/);
    });
  }
  const allowed: Array<[string, unknown]> = [
    ['top-level wildcard', '*'],
    ['media', { cover: true }],
    ['relations and media below', { relatedBrands: { populate: ['logo'] } }],
    ['dotted path', 'relatedBrands.logo'],
  ];
  for (const [name, populate] of allowed) {
    test(`allows ${name}`, () => {
      expect(() => assertPublicQuery({ populate }, models[NEWS], getModel)).not.toThrow();
    });
  }
  test('sort and filters through a file’s related rows are refused', () => {
    expect(() => assertPublicQuery({ sort: 'cover.related.id' }, models[NEWS], getModel)).toThrow();
    expect(() =>
      assertPublicQuery({ filters: { cover: { related: { id: { $gt: 0 } } } } }, models[NEWS], getModel),
    ).toThrow();
  });
});
