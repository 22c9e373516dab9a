import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CmsClient,
  CmsUnreachableError,
  type FetchLike,
} from '../../plugins/gatsby-source-cms/src/cms-client';
import { COLLECTION_TYPES, SINGLE_TYPES } from '../../plugins/gatsby-source-cms/src/content-types';
import {
  documentPath,
  readState,
  sourceSnapshot,
  type SnapshotNodeStore,
} from '../../plugins/gatsby-source-cms/src/snapshot';
import {
  expectBodiesGuarded,
  filtered,
  memoryNodes,
  newsArticle,
  type Item,
} from '../../plugins/gatsby-source-cms/src/test-fixtures';
import { lockSnapshot, packLists, planSnapshot, syncSnapshot } from '../src/snapshot-sync';

/** CMS locale → GraphQL field (`newsArticles_connection`, `aboutPage`) → items (a single type: one or none). */
type Content = Record<string, Record<string, Item[]>>;

/**
 * A CMS answering the plugin's GraphQL queries from memory, per locale: lists (aliased
 * several to a request), items by documentId with the members-only guard, single types.
 * Like the real one it withholds bodies of members-only items, and it records each query.
 */
function fakeCms(content: Content, options: { siteListing?: boolean } = {}) {
  const calls: { query: string; variables: Record<string, unknown> }[] = [];
  let hangFrom = Infinity;
  /** The CMS's `siteListing` (cms/src/lib/site-listing.ts): every list of a locale at once. */
  const siteListing = (locale: string) =>
    Object.fromEntries(
      [...COLLECTION_TYPES, ...SINGLE_TYPES].map(({ field }) => {
        const items = content[locale]?.[field] ?? [];
        const listed = items.map((item) => ({
          documentId: item.documentId,
          updatedAt: item.updatedAt,
          ...('membersOnly' in item ? { membersOnly: item.membersOnly } : {}),
        }));
        return [field, field.endsWith('_connection') ? listed : (listed[0] ?? null)];
      }),
    );
  const answer = (field: string, args: string, variables: Record<string, unknown>, selection: string) => {
    const all = content[String(variables.locale)]?.[field] ?? [];
    const pick = (item: Item) => {
      const out: Record<string, unknown> = { documentId: item.documentId, updatedAt: item.updatedAt };
      for (const [name, value] of Object.entries(item)) {
        if (new RegExp(`\\b${name}\\b`).test(selection)) out[name] = value;
      }
      if (item.membersOnly && 'body' in out) out.body = null;
      return out;
    };
    if (!field.endsWith('_connection')) return all[0] ? pick(all[0]) : null;
    const matching = filtered(all, args.includes('$filters') ? variables.filters : {});
    const literal = /pageSize: (\d+)/.exec(args);
    const pageSize = literal ? Number(literal[1]) : Number(variables.pageSize);
    const page = /page: 1,/.test(args) ? 1 : Number(variables.page);
    return {
      nodes: matching.slice((page - 1) * pageSize, page * pageSize).map(pick),
      pageInfo: { pageCount: Math.max(1, Math.ceil(matching.length / pageSize)) },
    };
  };
  const fetch: FetchLike = async (_url, init) => {
    const { query, variables } = JSON.parse(init.body) as {
      query: string;
      variables: Record<string, unknown>;
    };
    calls.push({ query, variables });
    if (calls.length > hangFrom) {
      return new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }
    // The CMS's operation limits: 1000 items per list and for the lists of a request together.
    const sizes = [...query.matchAll(/pageSize: (\d+)/g)].map((m) => Number(m[1]));
    if (/pageSize: \$pageSize/.test(query)) sizes.push(Number(variables.pageSize));
    if (sizes.some((size) => size > 1000) || sizes.reduce((a, b) => a + b, 0) > 1000) {
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        json: async () => ({ errors: [{ message: 'too many items' }] }),
      };
    }
    if (/\bsiteListing\b/.test(query)) {
      const json =
        options.siteListing === false
          ? { errors: [{ message: 'Cannot query field "siteListing" on type "Query".' }] }
          : { data: { siteListing: siteListing(String(variables.locale)) } };
      return { ok: true, status: 200, statusText: 'OK', json: async () => json };
    }
    const data: Record<string, unknown> = {};
    const body = query.slice(query.indexOf('{') + 1);
    // Each top-level field: `alias: field(args) { selection }` or `field(args) { selection }`.
    const pattern = /(?:(\w+):\s*)?(\w+)\(([^)]*)\)\s*\{/g;
    for (let match = pattern.exec(body); match; match = pattern.exec(body)) {
      let depth = 1;
      let end = pattern.lastIndex;
      while (depth > 0) {
        if (body[end] === '{') depth += 1;
        if (body[end] === '}') depth -= 1;
        end += 1;
      }
      const selection = body.slice(pattern.lastIndex, end - 1);
      data[match[1] ?? match[2]] = answer(match[2], match[3], variables, selection);
      pattern.lastIndex = end;
    }
    return { ok: true, status: 200, statusText: 'OK', json: async () => ({ data }) };
  };
  return {
    fetch,
    calls,
    /** From the `n`-th request on, requests hang as with a frozen CMS. */
    freezeAfter(n: number) {
      hangFrom = n;
    },
  };
}

const T1 = '2025-01-01T00:00:00.000Z';
const T2 = '2025-02-01T00:00:00.000Z';

const article = (documentId: string, updatedAt = T1, extra: Partial<Item> = {}): Item =>
  newsArticle(documentId, updatedAt, { cover: null, relatedBrands: [], ...extra });

function demoContent(): Content {
  const locale = (suffix: string) => ({
    categories_connection: [
      { documentId: 'cat1', updatedAt: T1, name: `Market ${suffix}`, slug: 'market', kind: 'news' },
    ],
    tags_connection: [{ documentId: 'tag1', updatedAt: T1, name: 'SiC', slug: 'sic' }],
    newsArticles_connection: [
      article('a', T1, { title: `A ${suffix}` }),
      article('b'),
      article('m', T1, { membersOnly: true, body: 'SECRET' }),
    ],
    aboutPage: [{ documentId: 'about', updatedAt: T1, title: `About ${suffix}`, body: 'Hello' }],
  });
  return { ja: locale('ja'), zh: locale('zh'), en: locale('en') };
}

const tmpDirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-test-'));
  tmpDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const clientFor = (fetch: FetchLike, url = 'http://cms.test') =>
  new CmsClient({ url, fetch, timeoutMs: 20, sleep: async () => undefined });

const readDoc = (dir: string, type: Parameters<typeof documentPath>[1], locale: string, id: string) =>
  JSON.parse(fs.readFileSync(documentPath(dir, type, locale, id), 'utf8')) as Item;

const fetchedIds = (calls: { query: string; variables: Record<string, unknown> }[]) =>
  calls.flatMap(
    (call) => (call.variables.filters as { documentId?: { in: string[] } } | undefined)?.documentId?.in ?? [],
  );

describe('planSnapshot', () => {
  const listed = [
    { documentId: 'a', updatedAt: T1 },
    { documentId: 'b', updatedAt: T2 },
    { documentId: 'c', updatedAt: T1 },
  ];

  it('fetches everything into an empty snapshot', () => {
    expect(planSnapshot(listed, {}).fetch.map((item) => item.documentId)).toEqual(['a', 'b', 'c']);
  });

  it('fetches new, changed and refreshed documents, keeps the rest, removes what is no longer listed', () => {
    const stored = {
      a: { updatedAt: T1 },
      b: { updatedAt: T1 },
      c: { updatedAt: T1 },
      gone: { updatedAt: T1 },
    };
    const plan = planSnapshot(listed, stored, new Set(['c']));
    expect(plan.fetch.map((item) => item.documentId)).toEqual(['b', 'c']);
    expect(plan.keep).toEqual(['a']);
    expect(plan.remove).toEqual(['gone']);
  });
});

describe('packLists', () => {
  it('packs the lists of a locale into requests of at most 1000 items, with room to grow', () => {
    // The demo content: 6 categories, 12 tags, 200 news, 50 notices, 40 brands, 500 enterprises.
    const demo = packLists([6, 12, 200, 50, 40, 500]);
    expect(demo).toHaveLength(1);
    expect(demo[0].map((list) => [list.index, list.size])).toEqual(
      [
        [5, 550],
        [2, 220],
        [3, 70],
        [4, 60],
        [0, 26],
        [1, 32],
      ].sort((a, b) => b[1] - a[1]),
    );
    const big = packLists([6, 12, 2000, 50, 40, 700]);
    for (const group of big)
      expect(group.reduce((sum, list) => sum + list.size, 0)).toBeLessThanOrEqual(1000);
    expect(
      big
        .flat()
        .map((list) => list.index)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4, 5]);
    expect(
      packLists([undefined, undefined, undefined, undefined, undefined, undefined])
        .flat()
        .every((l) => l.size === 160),
    ).toBe(true);
  });
});

describe('syncSnapshot', () => {
  it('lists a type that outgrew its room on its own, page by page', async () => {
    const content = demoContent();
    content.ja.newsArticles_connection = Array.from({ length: 1200 }, (_, i) =>
      article(`n${String(i).padStart(4, '0')}`),
    );
    const cms = fakeCms(content);
    const dir = tmpDir();
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    expect(Object.keys(readState(dir)!.documents['CmsNewsArticle:jp'])).toHaveLength(1200);
    content.ja.newsArticles_connection.push(article('n9999'), article('n9998'));
    for (let i = 0; i < 300; i += 1) content.ja.newsArticles_connection.push(article(`x${i}`));
    cms.calls.length = 0;
    const counts = await syncSnapshot({ client: clientFor(cms.fetch), dir });
    expect(counts.fetched).toBe(302);
    expect(Object.keys(readState(dir)!.documents['CmsNewsArticle:jp'])).toHaveLength(1502);
  });

  it('takes every type and locale the first time, one file per document, bodies only of public ones', async () => {
    const cms = fakeCms(demoContent());
    const dir = tmpDir();
    const counts = await syncSnapshot({ client: clientFor(cms.fetch), dir });
    // Per locale: 1 category, 1 tag, 3 articles, 1 about page.
    expect(counts).toEqual({ fetched: 18, refreshed: 0, kept: 0, removed: 0, full: true });
    expect(readDoc(dir, 'CmsNewsArticle', 'zh', 'a').title).toBe('A zh');
    expect(readDoc(dir, 'CmsNewsArticle', 'jp', 'a').title).toBe('A ja');
    expect(readDoc(dir, 'CmsAboutPage', 'en', 'about').title).toBe('About en');
    expect(readDoc(dir, 'CmsNewsArticle', 'en', 'm')).not.toHaveProperty('body');
    expect(readDoc(dir, 'CmsNewsArticle', 'en', 'b').body).toBe('Body of b');
    const state = readState(dir)!;
    expect(state.cmsUrl).toBe('http://cms.test');
    expect(Object.keys(state.documents['CmsNewsArticle:jp']).sort()).toEqual(['a', 'b', 'm']);
    expect(state.documents['CmsNewsArticle:jp'].a).toEqual({
      updatedAt: T1,
      digest: expect.stringMatching(/^[0-9a-f]{40}$/),
      membersOnly: false,
      refs: ['cat1', 'tag1'],
    });
    expect(state.lastChange['CmsNewsArticle:jp']).toBe(T1);
    expect(new Set(cms.calls.map((call) => call.variables.locale))).toEqual(new Set(['ja', 'zh', 'en']));
    expectBodiesGuarded(
      cms.calls.filter((c) => /\bbody\b/.test(c.query) && /_connection/.test(c.query)),
      'm',
    );
  });

  it('with nothing changed, asks one list request per locale and fetches nothing', async () => {
    const cms = fakeCms(demoContent());
    const dir = tmpDir();
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    const before = fs.statSync(documentPath(dir, 'CmsNewsArticle', 'jp', 'a')).mtimeMs;
    cms.calls.length = 0;
    const counts = await syncSnapshot({ client: clientFor(cms.fetch), dir });
    expect(counts).toEqual({ fetched: 0, refreshed: 0, kept: 18, removed: 0, full: false });
    expect(cms.calls).toHaveLength(3);
    expect(fs.statSync(documentPath(dir, 'CmsNewsArticle', 'jp', 'a')).mtimeMs).toBe(before);
  });

  it("lists with the CMS's siteListing, and with list queries from a CMS without it: the same snapshot", async () => {
    const listing = fakeCms(demoContent());
    const atOnce = tmpDir();
    await syncSnapshot({ client: clientFor(listing.fetch), dir: atOnce });
    expect(listing.calls.filter((call) => /\bsiteListing\b/.test(call.query))).toHaveLength(3);
    // List queries name their page size literally (`pageSize: 160`); fetches by id do not.
    const listQueries = (calls: { query: string }[]) =>
      calls.filter((call) => /pageSize: \d+/.test(call.query));
    expect(listQueries(listing.calls)).toHaveLength(0);

    const older = fakeCms(demoContent(), { siteListing: false });
    const inPages = tmpDir();
    await syncSnapshot({ client: clientFor(older.fetch), dir: inPages });
    expect(listQueries(older.calls).length).toBeGreaterThanOrEqual(3);
    const documents = (dir: string) => (readState(dir) as { documents: unknown }).documents;
    expect(documents(inPages)).toEqual(documents(atOnce));
  });

  it('fetches only what changed, in the locale where it changed, and drops deleted and unpublished documents', async () => {
    const content = demoContent();
    const cms = fakeCms(content);
    const dir = tmpDir();
    await syncSnapshot({ client: clientFor(cms.fetch), dir });

    content.en.newsArticles_connection[0] = article('a', T2, { title: 'A en, corrected' });
    content.en.newsArticles_connection.push(article('new', T2));
    // Unpublished in Chinese only; deleted everywhere.
    content.zh.newsArticles_connection = content.zh.newsArticles_connection.filter(
      (item) => item.documentId !== 'b',
    );
    for (const locale of ['ja', 'zh', 'en']) {
      content[locale].newsArticles_connection = content[locale].newsArticles_connection.filter(
        (item) => item.documentId !== 'm',
      );
    }
    cms.calls.length = 0;
    const counts = await syncSnapshot({ client: clientFor(cms.fetch), dir });

    expect(counts).toMatchObject({ fetched: 2, refreshed: 0, removed: 4 });
    expect(fetchedIds(cms.calls).sort()).toEqual(['a', 'new']);
    expect(
      cms.calls.filter((call) => call.variables.filters).every((call) => call.variables.locale === 'en'),
    ).toBe(true);
    expect(readDoc(dir, 'CmsNewsArticle', 'en', 'a').title).toBe('A en, corrected');
    expect(readDoc(dir, 'CmsNewsArticle', 'jp', 'a').title).toBe('A ja');
    expect(fs.existsSync(documentPath(dir, 'CmsNewsArticle', 'zh', 'b'))).toBe(false);
    expect(fs.existsSync(documentPath(dir, 'CmsNewsArticle', 'jp', 'b'))).toBe(true);
    for (const locale of ['jp', 'zh', 'en']) {
      expect(fs.existsSync(documentPath(dir, 'CmsNewsArticle', locale, 'm'))).toBe(false);
    }
    const state = readState(dir)!;
    expect(Object.keys(state.documents['CmsNewsArticle:zh']).sort()).toEqual(['a']);
    expect(Object.keys(state.documents['CmsNewsArticle:en']).sort()).toEqual(['a', 'b', 'new']);
    expect(state.lastChange['CmsNewsArticle:en']).toBe(T2);
  });

  it('drops the body of an article that turned members-only', async () => {
    const content = demoContent();
    const cms = fakeCms(content);
    const dir = tmpDir();
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    expect(readDoc(dir, 'CmsNewsArticle', 'jp', 'b').body).toBe('Body of b');
    content.ja.newsArticles_connection[1] = article('b', T2, { membersOnly: true });
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    expect(readDoc(dir, 'CmsNewsArticle', 'jp', 'b')).not.toHaveProperty('body');
    expect(readState(dir)!.documents['CmsNewsArticle:jp'].b.membersOnly).toBe(true);
  });

  it('refreshes documents that copy the slug of a changed category or tag', async () => {
    const content = demoContent();
    const cms = fakeCms(content);
    const dir = tmpDir();
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    content.en.categories_connection[0] = {
      ...content.en.categories_connection[0],
      updatedAt: T2,
      slug: 'markets',
    };
    for (const item of content.en.newsArticles_connection)
      item.category = { documentId: 'cat1', slug: 'markets' };
    cms.calls.length = 0;
    const counts = await syncSnapshot({ client: clientFor(cms.fetch), dir });
    expect(counts).toMatchObject({ fetched: 1, refreshed: 3 });
    expect((readDoc(dir, 'CmsNewsArticle', 'en', 'a').category as { slug: string }).slug).toBe('markets');
    expect((readDoc(dir, 'CmsNewsArticle', 'jp', 'a').category as { slug: string }).slug).toBe('market');
  });

  it('follows single types appearing, changing and disappearing in a locale', async () => {
    const content = demoContent();
    delete content.zh.aboutPage;
    const cms = fakeCms(content);
    const dir = tmpDir();
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    expect(readState(dir)!.documents['CmsAboutPage:zh']).toEqual({});
    content.zh.aboutPage = [{ documentId: 'about', updatedAt: T2, title: 'About zh', body: 'Hi' }];
    content.en.aboutPage = [{ documentId: 'about', updatedAt: T2, title: 'About en, new', body: 'Hi' }];
    content.ja.aboutPage = [];
    const counts = await syncSnapshot({ client: clientFor(cms.fetch), dir });
    expect(counts).toMatchObject({ fetched: 2, removed: 1 });
    expect(readDoc(dir, 'CmsAboutPage', 'en', 'about').title).toBe('About en, new');
    expect(fs.existsSync(documentPath(dir, 'CmsAboutPage', 'jp', 'about'))).toBe(false);
  });

  it('starts again from nothing for another CMS', async () => {
    const cms = fakeCms(demoContent());
    const dir = tmpDir();
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    const counts = await syncSnapshot({ client: clientFor(cms.fetch, 'http://other-cms.test'), dir });
    expect(counts).toMatchObject({ fetched: 18, kept: 0, full: true });
    expect(readState(dir)!.cmsUrl).toBe('http://other-cms.test');
  });

  it('fails with a clear reason when the CMS freezes, stops the other locales, and keeps the last good snapshot', async () => {
    const content = demoContent();
    const cms = fakeCms(content);
    const dir = tmpDir();
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    const before = fs.readFileSync(path.join(dir, 'state.json'), 'utf8');

    content.en.newsArticles_connection[0] = article('a', T2, { title: 'Not yet' });
    cms.calls.length = 0;
    cms.freezeAfter(2);
    const failure = syncSnapshot({ client: clientFor(cms.fetch), dir });
    await expect(failure).rejects.toThrow(CmsUnreachableError);
    await expect(failure).rejects.toThrow(
      /^The CMS at http:\/\/cms\.test did not answer within 20 ms \(3 tries\): /,
    );
    const asked = cms.calls.length;
    // One locale timed out three times; the others were aborted instead of trying again.
    expect(asked).toBeLessThanOrEqual(2 + 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cms.calls).toHaveLength(asked);
    expect(fs.readFileSync(path.join(dir, 'state.json'), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);

    // The CMS answers again: the next sync picks the change up.
    cms.freezeAfter(Infinity);
    const counts = await syncSnapshot({ client: clientFor(cms.fetch), dir });
    expect(counts).toMatchObject({ fetched: 1, full: false });
    expect(readDoc(dir, 'CmsNewsArticle', 'en', 'a').title).toBe('Not yet');
  });
});

describe('lockSnapshot', () => {
  it('takes over a lock whose holder no longer runs, and refuses one held by a live process', async () => {
    const dir = tmpDir();
    fs.writeFileSync(path.join(dir, '.lock'), '999999999');
    const release = await lockSnapshot(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    await expect(lockSnapshot(dir, 0)).rejects.toThrow(
      `Another content snapshot sync (process ${process.pid})`,
    );
    release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});

describe('sourceSnapshot', () => {
  function memoryStore() {
    const { writer, nodes, log, reset } = memoryNodes();
    const digests = new Map<string, Record<string, string>>();
    const store: SnapshotNodeStore = {
      ...writer,
      getDigests: async (k) => digests.get(k) ?? null,
      setDigests: async (k, value) => {
        digests.set(k, value);
      },
    };
    return { store, nodes, log, reset };
  }

  it('makes the same nodes as sourcing from the CMS, then recreates only what changed', async () => {
    const content = demoContent();
    const cms = fakeCms(content);
    const dir = tmpDir();
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    const { store, nodes, log, reset } = memoryStore();

    const first = await sourceSnapshot(dir, store);
    expect(first).toEqual({ created: 18, kept: 0, removed: 0 });
    expect(nodes.get('CmsNewsArticle-a-zh')!.fields).toMatchObject({
      documentId: 'a',
      locale: 'zh',
      title: 'A zh',
      bodyHtml: '<p>Body of a</p>',
      category: 'CmsCategory-cat1-zh',
      tags: ['CmsTag-tag1-zh'],
    });
    expect(nodes.get('CmsNewsArticle-m-en')!.fields).toMatchObject({ membersOnly: true, bodyHtml: null });
    expect(nodes.get('CmsAboutPage-jp')!.fields).toMatchObject({
      title: 'About ja',
      bodyHtml: '<p>Hello</p>',
    });

    reset();
    content.en.newsArticles_connection[0] = article('a', T2, { title: 'A en, corrected' });
    content.jp = content.ja;
    content.ja.newsArticles_connection.splice(1, 1);
    await syncSnapshot({ client: clientFor(cms.fetch), dir });
    const second = await sourceSnapshot(dir, store);
    expect(second).toEqual({ created: 1, kept: 16, removed: 1 });
    expect(log.created).toEqual(['CmsNewsArticle-a-en']);
    expect(log.removed).toEqual(['CmsNewsArticle-b-jp']);
    expect(nodes.get('CmsNewsArticle-a-en')!.fields.title).toBe('A en, corrected');

    // The sync's digests decide what is unchanged: an unchanged document's file is not read.
    reset();
    fs.writeFileSync(documentPath(dir, 'CmsNewsArticle', 'zh', 'a'), 'not read');
    expect(await sourceSnapshot(dir, store)).toEqual({ created: 0, kept: 17, removed: 0 });
  });

  it('asks for a sync when there is no snapshot', async () => {
    await expect(sourceSnapshot(tmpDir(), memoryStore().store)).rejects.toThrow(/^No content snapshot in /);
  });
});
