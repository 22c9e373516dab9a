import { CmsClient, CmsUnreachableError, type FetchLike } from './cms-client';
import { COLLECTION_TYPES } from './content-types';
import { planSync, syncCollection, type NodeStore } from './sync';
import {
  expectBodiesGuarded,
  filtered,
  memoryNodes,
  newsArticle as article,
  type Item,
} from './test-fixtures';

const news = COLLECTION_TYPES.find((spec) => spec.type === 'CmsNewsArticle')!;
const brand = COLLECTION_TYPES.find((spec) => spec.type === 'CmsBrand')!;

/**
 * A CMS answering the plugin's GraphQL queries from an in-memory list. Like the real
 * one, it withholds `body` of members-only items; it also records every query so tests
 * can check what was asked.
 */
function fakeCms(items: Item[]) {
  const calls: { query: string; variables: Record<string, unknown> }[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const { query, variables } = JSON.parse(init.body) as {
      query: string;
      variables: Record<string, unknown>;
    };
    calls.push({ query, variables });
    const field = /\b(\w+_connection)\(/.exec(query)![1];
    const matching = filtered(items, variables.filters);
    const pageSize = Number(variables.pageSize);
    const page = Number(variables.page);
    const nodes = matching.slice((page - 1) * pageSize, page * pageSize).map((item) => ({
      ...item,
      body: item.membersOnly ? null : item.body,
    }));
    const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      json: async () => ({ data: { [field]: { nodes, pageInfo: { pageCount } } } }),
    };
  };
  return { fetch, calls };
}

function memoryStore() {
  const { writer, nodes, log } = memoryNodes();
  const cache = new Map<string, string>();
  const store: NodeStore = {
    ...writer,
    getLastSync: async (key) => cache.get(key) ?? null,
    setLastSync: async (key, value) => {
      cache.set(key, value);
    },
  };
  return { store, nodes, touched: log.touched, cache };
}

describe('planSync', () => {
  const listed = [
    { documentId: 'a', updatedAt: '2025-01-01T00:00:00.000Z' },
    { documentId: 'b', updatedAt: '2025-02-01T00:00:00.000Z' },
    { documentId: 'c', updatedAt: '2024-12-01T00:00:00.000Z' },
  ];

  it('fetches everything on the first run', () => {
    const plan = planSync(listed, [], null);
    expect(plan.fetch.map((item) => item.documentId)).toEqual(['a', 'b', 'c']);
    expect(plan.lastSync).toBe('2025-02-01T00:00:00.000Z');
  });

  it('fetches changed and unknown items, keeps the rest, removes what disappeared', () => {
    const existing = [
      { id: 'n-a', documentId: 'a' },
      { id: 'n-b', documentId: 'b' },
      { id: 'n-gone', documentId: 'gone' },
    ];
    const plan = planSync(listed, existing, '2025-01-15T00:00:00.000Z');
    expect(plan.fetch.map((item) => item.documentId)).toEqual(['b', 'c']);
    expect(plan.keep).toEqual(['n-a']);
    expect(plan.remove).toEqual(['n-gone']);
  });
});

describe('syncCollection', () => {
  it('maps news items into nodes with site locale, links, year and absolute media', async () => {
    const cms = fakeCms([article('n1', '2025-01-01T00:00:00.000Z', { hot: true })]);
    const { store, nodes } = memoryStore();
    const client = new CmsClient({ url: 'http://cms.test:1337/', fetch: cms.fetch });
    await syncCollection(client, store, news, 'jp', 'ja');
    const node = nodes.get('CmsNewsArticle-n1-jp')!.fields;
    expect(node).toMatchObject({
      documentId: 'n1',
      locale: 'jp',
      slug: 'slug-n1',
      year: 2025,
      hot: true,
      membersOnly: false,
      bodyHtml: '<p>Body of n1</p>',
      category: 'CmsCategory-cat1-jp',
      categorySlug: 'market',
      tags: ['CmsTag-tag1-jp'],
      tagSlugs: ['sic'],
      relatedBrands: ['CmsBrand-brand1-jp'],
    });
    expect(node.cover).toMatchObject({ url: 'http://cms.test:1337/uploads/cover.jpg' });
    expect(cms.calls[0].variables.locale).toBe('ja');
  });

  it('never asks for the body of members-only items', async () => {
    const cms = fakeCms([
      article('pub', '2025-01-01T00:00:00.000Z'),
      article('mem', '2025-01-01T00:00:00.000Z', { membersOnly: true, body: 'SECRET-BODY' }),
    ]);
    const { store, nodes } = memoryStore();
    await syncCollection(
      new CmsClient({ url: 'http://cms.test', fetch: cms.fetch }),
      store,
      news,
      'en',
      'en',
    );
    expect(nodes.get('CmsNewsArticle-mem-en')!.fields).toMatchObject({
      membersOnly: true,
      bodyHtml: null,
      title: 'Title mem',
    });
    const bodyQueries = cms.calls.filter((call) => /\bbody\b/.test(call.query));
    expect(bodyQueries.length).toBeGreaterThan(0);
    expectBodiesGuarded(bodyQueries, 'mem');
  });

  it('keeps brand sections out of members-only brands even if the CMS sent them', async () => {
    const secret = {
      membersOnly: true,
      companyOverview: 'SECRET',
      materialFiles: [{ url: '/uploads/s.pdf' }],
    };
    const mapped = brand.map(
      { documentId: 'b', updatedAt: '2025-01-01T00:00:00.000Z', name: 'acme', slug: 'acme', ...secret },
      { cmsUrl: 'http://cms.test', locale: 'zh', nodeId: (type, id) => `${type}-${id}` },
    );
    expect(mapped).toMatchObject({
      companyOverviewHtml: null,
      materialFiles: [],
      initial: 'A',
      membersOnly: true,
    });
  });

  it('spells enterprise grades as the content model does', () => {
    const enterprise = COLLECTION_TYPES.find((spec) => spec.type === 'CmsEnterprise')!;
    const mapped = enterprise.map(
      {
        documentId: 'e',
        updatedAt: '2025-01-01T00:00:00.000Z',
        name: '3D Micro',
        slug: 'x',
        automotiveGrade: 'in_progress',
        membersOnly: false,
      },
      { cmsUrl: 'http://cms.test', locale: 'en', nodeId: (type, id) => `${type}-${id}` },
    );
    expect(mapped).toMatchObject({ automotiveGrade: 'in-progress', initial: 'Other', certifications: [] });
  });

  it('pages through long lists', async () => {
    const items = Array.from({ length: 230 }, (_, i) =>
      article(`n${String(i).padStart(3, '0')}`, '2025-01-01T00:00:00.000Z'),
    );
    const cms = fakeCms(items);
    const { store, nodes } = memoryStore();
    const counts = await syncCollection(
      new CmsClient({ url: 'http://cms.test', fetch: cms.fetch }),
      store,
      news,
      'jp',
      'ja',
    );
    expect(counts.fetched).toBe(230);
    expect(nodes.size).toBe(230);
  });

  it('on the next run fetches only changed items, touches the rest and deletes removed ones', async () => {
    const items = [
      article('a', '2025-01-01T00:00:00.000Z'),
      article('b', '2025-01-02T00:00:00.000Z'),
      article('c', '2025-01-03T00:00:00.000Z'),
    ];
    const cms = fakeCms(items);
    const { store, nodes, touched, cache } = memoryStore();
    const client = new CmsClient({ url: 'http://cms.test', fetch: cms.fetch });
    await syncCollection(client, store, news, 'jp', 'ja');
    expect(cache.get('last-sync:CmsNewsArticle:jp')).toBe('2025-01-03T00:00:00.000Z');

    items.splice(2, 1);
    items[1] = article('b', '2025-02-01T00:00:00.000Z', { title: 'Changed' });
    items.push(article('d', '2025-02-02T00:00:00.000Z'));
    cms.calls.length = 0;
    const counts = await syncCollection(client, store, news, 'jp', 'ja');

    expect(counts).toEqual({ fetched: 2, kept: 1, removed: 1 });
    const fetchedIds = cms.calls.flatMap(
      (call) => (call.variables.filters as { documentId?: { in: string[] } })?.documentId?.in ?? [],
    );
    expect(fetchedIds.sort()).toEqual(['b', 'd']);
    expect(touched).toEqual(['CmsNewsArticle-a-jp']);
    expect([...nodes.keys()].sort()).toEqual([
      'CmsNewsArticle-a-jp',
      'CmsNewsArticle-b-jp',
      'CmsNewsArticle-d-jp',
    ]);
    expect(nodes.get('CmsNewsArticle-b-jp')!.fields.title).toBe('Changed');
    expect(cache.get('last-sync:CmsNewsArticle:jp')).toBe('2025-02-02T00:00:00.000Z');
  });
});

describe('CmsClient', () => {
  it('names the CMS when it cannot be reached', async () => {
    const fetch: FetchLike = async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1337') });
    };
    const client = new CmsClient({ url: 'http://localhost:1337', fetch, sleep: async () => undefined });
    await expect(client.query('{ x }')).rejects.toThrow(CmsUnreachableError);
    await expect(client.query('{ x }')).rejects.toThrow(
      'The CMS at http://localhost:1337 could not be reached (3 tries): connect ECONNREFUSED 127.0.0.1:1337',
    );
  });

  it('reports GraphQL errors and sends the token', async () => {
    const seen: Record<string, string>[] = [];
    const fetch: FetchLike = async (_url, init) => {
      seen.push(init.headers);
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        json: async () => ({ errors: [{ message: 'Forbidden' }] }),
      };
    };
    await expect(new CmsClient({ url: 'http://x', token: 't0k', fetch }).query('{ x }')).rejects.toThrow(
      'CMS query failed: Forbidden',
    );
    expect(seen[0].authorization).toBe('Bearer t0k');
  });
});
