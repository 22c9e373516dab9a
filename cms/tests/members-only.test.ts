import { cmsTests, startCms, type CmsApp } from './helpers/cms-app';
import { getJson, graphql } from './helpers/http';

interface Item {
  documentId: string;
  membersOnly?: boolean;
  [field: string]: unknown;
}
type List = { data: Item[] };

let app: CmsApp | null;
/** A sentence from one members-only news body and one members-only brand contact. */
let secretNews: { documentId: string; body: string; slug: string };
let secretBrand: { documentId: string; contact: string };
let secretEnterprise: { documentId: string; description: string };

const distinctive = (text: string) => text.split('\n').find((line) => line.length > 30) ?? text;

beforeAll(async () => {
  app = await startCms();
  if (!app) return;
  const news = await getJson<List>(
    `${app.url}/api/news-articles?filters[membersOnly]=true&locale=en&pagination[pageSize]=1`,
    app.token,
  );
  secretNews = news.json.data[0] as typeof secretNews;
  const brand = await getJson<List>(
    `${app.url}/api/brands?filters[membersOnly]=true&locale=en&pagination[pageSize]=1`,
    app.token,
  );
  secretBrand = brand.json.data[0] as typeof secretBrand;
  const enterprise = await getJson<List>(
    `${app.url}/api/enterprises?filters[membersOnly]=true&locale=zh&pagination[pageSize]=1`,
    app.token,
  );
  secretEnterprise = enterprise.json.data[0] as typeof secretEnterprise;
});

const run = cmsTests(() => app);

describe('members-only bodies over REST', () => {
  run('the full-access token reads the bodies', async () => {
    expect(secretNews.body).toEqual(expect.stringContaining('##'));
    expect(secretBrand.contact).toEqual(expect.stringContaining('@'));
    expect(secretEnterprise.description).toEqual(expect.stringContaining('##'));
  });

  run('a public list answers null bodies for members-only items and full bodies for the rest', async () => {
    const res = await getJson<List>(`${app!.url}/api/news-articles?locale=en&pagination[pageSize]=100`);
    expect(res.status).toBe(200);
    const members = res.json.data.filter((n) => n.membersOnly);
    const open = res.json.data.filter((n) => n.membersOnly === false);
    expect(members.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    for (const item of members) expect(item.body).toBeNull();
    for (const item of open) expect(typeof item.body).toBe('string');
    expect(res.text).not.toContain(distinctive(secretNews.body));
  });

  run('a public findOne answers a null body', async () => {
    const res = await getJson<{ data: Item }>(
      `${app!.url}/api/news-articles/${secretNews.documentId}?locale=en`,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.title).toEqual(expect.any(String));
    expect(res.json.data.body).toBeNull();
    const withToken = await getJson<{ data: Item }>(
      `${app!.url}/api/news-articles/${secretNews.documentId}?locale=en`,
      app!.token,
    );
    expect(withToken.json.data.body).toBe(secretNews.body);
  });

  run('narrowing fields to the body alone does not reveal it', async () => {
    const res = await getJson<List>(
      `${app!.url}/api/news-articles/${secretNews.documentId}?locale=en&fields[0]=body`,
    );
    expect(res.text).not.toContain(distinctive(secretNews.body));
  });

  run('brand sections and material files are null in public answers', async () => {
    const res = await getJson<{ data: Item }>(
      `${app!.url}/api/brands/${secretBrand.documentId}?locale=en&populate=*`,
    );
    expect(res.status).toBe(200);
    for (const field of [
      'qualityCertification',
      'companyOverview',
      'productLineup',
      'useCases',
      'materials',
      'materialFiles',
      'contact',
    ]) {
      expect(res.json.data[field]).toBeNull();
    }
    expect(res.json.data.name).toEqual(expect.any(String));
    expect(res.json.data.logo).toEqual(expect.objectContaining({ url: expect.any(String) }));
  });

  run('enterprise descriptions are null in public answers', async () => {
    const res = await getJson<{ data: Item }>(
      `${app!.url}/api/enterprises/${secretEnterprise.documentId}?locale=zh`,
    );
    expect(res.json.data.description).toBeNull();
    expect(res.text).not.toContain(distinctive(secretEnterprise.description));
  });

  run('populate=* and deep populate of related brands keep brand bodies hidden', async () => {
    const all = await getJson<List>(
      `${app!.url}/api/news-articles?locale=en&populate=*&pagination[pageSize]=100`,
    );
    const deep = await getJson<List>(
      `${app!.url}/api/news-articles?locale=en&populate[relatedBrands][populate]=*&pagination[pageSize]=100`,
    );
    for (const res of [all, deep]) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(distinctive(secretNews.body));
      const brands = res.json.data.flatMap((n) => n.relatedBrands as Item[]);
      const hidden = brands.filter((b) => b.membersOnly !== false);
      for (const brand of hidden) expect(brand.contact).toBeNull();
    }
  });

  const probes: Array<[string, string]> = [
    ['filters on the body', 'filters[body][$contains]=the'],
    ['filters inside $or', 'filters[$or][0][body][$contains]=the&filters[$or][1][title][$contains]=x'],
    ['filters inside $not', 'filters[$not][body][$null]=true'],
    ['filters through a relation', 'filters[relatedBrands][contact][$contains]=sales'],
    ['filters in a populate', 'populate[relatedBrands][filters][contact][$contains]=sales'],
    ['sort on the body', 'sort=body:asc'],
    ['sort through a relation', 'sort[0]=relatedBrands.contact'],
    ['full-text search', '_q=lead'],
  ];
  for (const [name, query] of probes) {
    run(`a public query with ${name} is refused`, async () => {
      const res = await getJson(`${app!.url}/api/news-articles?locale=en&${query}`);
      expect(res.status).toBe(400);
      expect(res.text).not.toContain(distinctive(secretNews.body));
      const withToken = await getJson(`${app!.url}/api/news-articles?locale=en&${query}`, app!.token);
      expect(withToken.status).toBe(200);
    });
  }

  run('drafts are not public', async () => {
    const res = await getJson(`${app!.url}/api/news-articles?status=draft`);
    expect(res.status).toBe(403);
    const withToken = await getJson(`${app!.url}/api/news-articles?status=draft`, app!.token);
    expect(withToken.status).toBe(200);
  });
});

describe('members-only bodies over GraphQL', () => {
  const LIST = `query ($locale: I18NLocaleCode) {
    newsArticles(locale: $locale, filters: { membersOnly: { eq: true } }, pagination: { limit: 100 }) {
      documentId membersOnly body relatedBrands { membersOnly contact materialFiles { url } }
    }
  }`;
  const SINGLE = `query ($id: ID!) { newsArticle(documentId: $id, locale: "en") { documentId title body } }`;

  run('a public list answers null bodies', async () => {
    const res = await graphql<{ newsArticles: Item[] }>(app!.url, LIST, { locale: 'en' });
    expect(res.json.errors).toBeUndefined();
    const items = res.json.data!.newsArticles;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.body).toBeNull();
    expect(res.text).not.toContain(distinctive(secretNews.body));
  });

  run('the full-access token reads them', async () => {
    const res = await graphql<{ newsArticles: Item[] }>(app!.url, LIST, { locale: 'en' }, app!.token);
    const item = res.json.data!.newsArticles.find((n) => n.documentId === secretNews.documentId);
    expect(item?.body).toBe(secretNews.body);
  });

  run('a public single query answers a null body', async () => {
    const res = await graphql<{ newsArticle: Item }>(app!.url, SINGLE, { id: secretNews.documentId });
    expect(res.json.data!.newsArticle.title).toEqual(expect.any(String));
    expect(res.json.data!.newsArticle.body).toBeNull();
    const withToken = await graphql<{ newsArticle: Item }>(
      app!.url,
      SINGLE,
      { id: secretNews.documentId },
      app!.token,
    );
    expect(withToken.json.data!.newsArticle.body).toBe(secretNews.body);
  });

  run('brand sections, files and enterprise descriptions are null for the public', async () => {
    const query = `{
      brands(locale: "en", filters: { membersOnly: { eq: true } }) { qualityCertification companyOverview productLineup useCases materials contact materialFiles { url } }
      enterprises(locale: "zh", filters: { membersOnly: { eq: true } }, pagination: { limit: 100 }) { description }
    }`;
    const res = await graphql<{ brands: Item[]; enterprises: Item[] }>(app!.url, query);
    expect(res.json.errors).toBeUndefined();
    for (const brand of res.json.data!.brands) {
      expect(brand).toEqual({
        qualityCertification: null,
        companyOverview: null,
        productLineup: null,
        useCases: null,
        materials: null,
        contact: null,
        materialFiles: [],
      });
    }
    for (const enterprise of res.json.data!.enterprises) expect(enterprise.description).toBeNull();
    expect(res.text).not.toContain(distinctive(secretBrand.contact));
  });

  const probes: Array<[string, string]> = [
    ['a body filter', '{ newsArticles(filters: { body: { contains: "the" } }) { documentId } }'],
    [
      'a body filter inside or',
      '{ newsArticles(filters: { or: [{ body: { contains: "the" } }] }) { documentId } }',
    ],
    [
      'a filter through related brands',
      '{ newsArticles(filters: { relatedBrands: { contact: { contains: "sales" } } }) { documentId } }',
    ],
    [
      'a filter on a relation field',
      '{ newsArticles { relatedBrands(filters: { contact: { contains: "sales" } }) { name } } }',
    ],
    ['a sort on the body', '{ newsArticles(sort: ["body:asc"]) { documentId } }'],
    [
      'a connection with a body filter',
      '{ newsArticles_connection(filters: { body: { contains: "the" } }) { nodes { documentId } } }',
    ],
    ['drafts', '{ newsArticles(status: DRAFT) { documentId } }'],
  ];
  for (const [name, query] of probes) {
    run(`${name} is refused for the public and allowed with the token`, async () => {
      const res = await graphql(app!.url, query);
      expect(res.json.errors?.length).toBeGreaterThan(0);
      expect(res.text).not.toContain(distinctive(secretNews.body));
      const withToken = await graphql(app!.url, query, {}, app!.token);
      expect(withToken.json.errors).toBeUndefined();
    });
  }

  run('mutations are not part of the schema', async () => {
    const res = await graphql(
      app!.url,
      'mutation { deleteNewsArticle(documentId: "x") { documentId } }',
      {},
      app!.token,
    );
    expect(res.json.errors?.[0].message).toMatch(/Cannot query field/);
  });
});
