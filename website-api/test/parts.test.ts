import {
  COUNT_CAP,
  generateParts,
  normalizeMpn,
  openPartsStore,
  publicId,
  type PartsStore,
} from '@site/parts';
import { PG_KEYWORD_EXPR } from '../../packages/parts/src/store/ddl';
import { backends } from '../../packages/parts/test/backends';
import { fixtureParts, ldo } from '../../packages/parts/test/fixtures';
import { BRANDS_CACHE_CONTROL, PARTS_RATE_LIMITS } from '../src/routes/website/parts';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DATABASE_URL } from './helpers/database';
import { call, type CallOptions } from './helpers/client';
import { activeMember, login } from './helpers/members';

/**
 * The part search through the whole API (client check, envelope, error handler, messages,
 * rate limits), over a parts store on SQLite and, with PARTS_TEST_DATABASE_URL or
 * TEST_DATABASE_URL, on PostgreSQL.
 */
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe.each(backends('api_routes'))('part search of the API, parts on %s', (name, config) => {
  let store: PartsStore;
  let t: TestApp;
  let token: string;
  /** A member's call unless `options` says otherwise (`{}`: a visitor). */
  const get = async (url: string, options: CallOptions = { token }, app = t.app): Promise<Answer> => {
    const res = await call(app, 'GET', `/website/parts${url}`, undefined, options);
    return { statusCode: res.status, headers: res.headers, json: () => res.body };
  };

  beforeAll(async () => {
    store = await openPartsStore(await config());
    await store.load([...fixtureParts(), ...generateParts({ count: 3000, seed: 7 })], {
      today: '2025-05-01',
    });
    // The API's own database on the same kind of engine when one is configured.
    const engine = name === 'postgres' && TEST_DATABASE_URL ? 'postgres' : 'sqlite';
    t = await createTestApp(engine, { withParts: true, partsStore: store });
    token = await login(t.app, await activeMember(t.app));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await store?.close();
  });

  describe('matching rules', () => {
    it('exact, ignoring case and punctuation', async () => {
      const res = await get('/search?q=fixldo33_a');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        match: 'exact',
        notExact: false,
        total: 1,
        limited: false,
        registerPrompt: false,
      });
      expect(data.items[0]).toMatchObject({
        id: 'sgmicro-FIXLDO33A',
        mpn: 'FIXLDO33-A',
        brand: { code: 'sgmicro' },
      });
    });

    it('marks generated demo parts as demo data, and no other part', async () => {
      const { data } = (await get('/search?q=fixldo33_a')).json();
      expect(data.items[0].demo).toBe(false);
      // The first of the generated parts loaded above.
      const generated = generateParts({ count: 1, seed: 7 }).next().value!;
      const id = publicId(generated.brand, normalizeMpn(generated.mpn));
      const answer = (await get(`/${encodeURIComponent(id)}`, {})).json();
      expect(answer.data.part).toMatchObject({ id, demo: true, datasheetUrl: null });
    });

    it('prefix: every part number starting with the query', async () => {
      const { data } = (await get('/search?q=FIXLDO33')).json();
      expect(data.match).toBe('prefix');
      expect(data.items.map((p: { mpn: string }) => p.mpn)).toEqual([
        'FIXLDO33-A',
        'FIXLDO33-B',
        'FIXLDO33-C',
        'FIXLDO33-D',
        'FIXLDO33-REF',
        'FIXLDO33-UP',
      ]);
    });

    it('suffix-tolerant: TPS71733QDRVRQ1 finds the TPS71733QDRV family with a notice', async () => {
      const res = await get('/search?q=TPS71733QDRVRQ1', { token, locale: 'en' });
      const { data } = res.json();
      expect(data).toMatchObject({
        match: 'tolerant',
        notExact: true,
        matchedOn: 'TPS71733QDRV',
        notice: 'Not an exact match: showing the closest part numbers.',
      });
      expect(data.items.map((p: { mpn: string }) => p.mpn).sort()).toEqual([
        'TPS71733QDRVR',
        'TPS71733QDRVT',
      ]);
    });

    it('suffix-tolerant on generated data: TPS71725QDRVRQ1 finds TPS71725QDRVR', async () => {
      const { data } = (await get('/search?q=tps71725qdrvrq1')).json();
      expect(data).toMatchObject({ match: 'tolerant', matchedOn: 'TPS71725QDRV' });
      expect(data.items.map((p: { mpn: string }) => p.mpn)).toEqual(['TPS71725QDRVR']);
    });

    it('tolerant falls back to the longest existing prefix', async () => {
      const { data } = (await get('/search?q=FIXLDO18XYZ')).json();
      expect(data).toMatchObject({ match: 'tolerant', notExact: true });
      expect(data.items.map((p: { mpn: string }) => p.mpn)).toContain('FIXLDO18-X');
    });

    it('modes: exact does not fall back, prefix only prefixes', async () => {
      expect((await get('/search?q=FIXLDO33&mode=exact')).json().data).toMatchObject({
        match: 'none',
        total: 0,
      });
      expect((await get('/search?q=FIXLDO33-A&mode=prefix')).json().data.total).toBe(1);
    });

    it('keyword search over part numbers and descriptions', async () => {
      const { data } = (await get('/search?q=chinese%20drop-in&mode=keyword')).json();
      expect(data.items.map((p: { mpn: string }) => p.mpn)).toEqual(['FIXLDO33-A']);
      const auto = (await get('/search?q=Chinese%20drop-in%20regulator')).json().data;
      expect(auto.match).toBe('keyword');
    });

    it('a common keyword reads a bounded window: same pages as over every match, count a lower bound', async () => {
      // Every match of the word prefix in id order, read without any bound, as the reference.
      const everyMatch = async (word: string): Promise<number[]> => {
        if (store.dialect === 'sqlite')
          return store.raw
            .sqlite!.prepare('SELECT rowid AS id FROM part_fts WHERE part_fts MATCH ? ORDER BY rowid')
            .all(`"${word}"*`)
            .map((r) => (r as { id: number }).id);
        const { rows } = await store.raw.pool!.query<{ id: number }>(
          `SELECT id FROM "${store.raw.schema}".part WHERE ${PG_KEYWORD_EXPR} @@ to_tsquery('simple', $1) ORDER BY id`,
          [`${word}:*`],
        );
        return rows.map((r) => r.id);
      };
      const all = await everyMatch('m');
      expect(all.length).toBeGreaterThan(COUNT_CAP);
      for (const page of [1, 3]) {
        const { data } = (await get(`/search?q=m&mode=keyword&page=${page}&pageSize=20`)).json();
        expect(data).toMatchObject({ match: 'keyword', total: COUNT_CAP, totalCapped: true });
        const expected = await store.partsByRowIds(all.slice((page - 1) * 20, page * 20));
        expect(data.items.map((p: { id: string }) => p.id)).toEqual(expected.map((p) => p.id));
      }
      // A rarer word and a filter still give every match, counted exactly when few.
      const rare = await everyMatch('fixldo18');
      const { data } = (await get('/search?q=fixldo18&mode=keyword')).json();
      expect(data).toMatchObject({ total: rare.length, totalCapped: false });
    });

    it('filters by category, brand, package, automotive grade and origin', async () => {
      const filtered = async (qs: string) =>
        (await get(`/search?q=FIXLDO&${qs}`)).json().data.items.map((p: { mpn: string }) => p.mpn);
      expect(await filtered('brand=microne')).toEqual(['FIXLDO33-B', 'FIXLDO33-C']);
      expect(await filtered('origin=TW')).toEqual(['FIXLDO33-D']);
      expect(
        (await filtered('origin=intl')).every((m: string) => !['FIXLDO33-A', 'FIXLDO33-B'].includes(m)),
      ).toBe(true);
      expect(await filtered('category=mosfet')).toEqual([]);
      expect((await get('/search?q=TPS71733&aec=any&package=wson-6%20(2x2)')).json().data.total).toBe(2);
      expect(
        (await get('/search?q=TPS717&aec=none')).json().data.items.map((p: { mpn: string }) => p.mpn),
      ).not.toContain('TPS71733QDRVR');
    });

    it('browses by category without a query, paging', async () => {
      const one = (await get('/search?category=ldo&pageSize=10&page=1')).json().data;
      const two = (await get('/search?category=ldo&pageSize=10&page=2')).json().data;
      expect(one.items).toHaveLength(10);
      expect(one.items[0].id).not.toBe(two.items[0].id);
      expect(one.items.every((p: { category: string }) => p.category === 'ldo')).toBe(true);
    });
  });

  describe('substitutes', () => {
    it('grades and explains pin-to-pin and other-package substitutes, best first', async () => {
      const res = await get('/ti-FIXLDO33REF/substitutes');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const byMpn = Object.fromEntries(
        data.items.map((i: { part: { mpn: string }; comparison: unknown }) => [i.part.mpn, i.comparison]),
      );
      expect(byMpn['FIXLDO33-UP']).toMatchObject({ grade: 'A', direction: 'upgrade' });
      expect(byMpn['FIXLDO33-A']).toMatchObject({ grade: 'A', direction: 'equivalent' });
      expect(byMpn['FIXLDO33-B']).toMatchObject({ grade: 'B', direction: 'downgrade' });
      expect(byMpn['FIXLDO33-C']).toMatchObject({ grade: 'C' });
      expect(byMpn['FIXLDO33-D']).toMatchObject({ grade: 'D', pinToPin: false });
      expect(byMpn['FIXLDO18-X']).toBeUndefined();
      const iout = byMpn['FIXLDO33-UP'].rows.find((r: { key: string }) => r.key === 'iout');
      expect(iout).toMatchObject({
        verdict: 'better',
        unit: 'A',
        original: { max: 0.3 },
        candidate: { max: 0.5 },
      });
      const grades = data.items.map((i: { comparison: { grade: string } }) => i.comparison.grade);
      expect([...grades].sort()).toEqual(grades);
      expect(data.items[0].part.mpn).toBe('FIXLDO33-UP');
    });

    it('filters substitutes by grade and origin', async () => {
      const { data } = (await get('/ti-FIXLDO33REF/substitutes?grade=AB&origin=CN')).json();
      expect(data.items.map((i: { part: { mpn: string } }) => i.part.mpn).sort()).toEqual([
        'FIXLDO33-A',
        'FIXLDO33-B',
        'FIXLDO33-UP',
      ]);
    });

    it('compares two parts', async () => {
      const { data } = (await get('/compare?a=ti-FIXLDO33REF&b=microne-FIXLDO33C')).json();
      expect(data.comparison).toMatchObject({ grade: 'C', pinToPin: true });
      expect((await get('/compare?a=ti-FIXLDO33REF&b=ti-FIXLDO18X')).json().data.comparison).toBeNull();
    });
  });

  describe('visitors and members', () => {
    it('visitors get the first results, no explanations and the register prompt', async () => {
      const search = (await get('/search?q=FIXLDO&pageSize=50', { locale: 'zh' })).json();
      expect(search.data).toMatchObject({
        limited: true,
        registerPrompt: true,
        pageSize: 5,
        notice: '免费注册会员，即可查看全部结果和对比详情。',
      });
      expect(search.data.items).toHaveLength(5);
      expect(search.data.total).toBeGreaterThan(5);
      const subs = (await get('/ti-FIXLDO33REF/substitutes', {})).json().data;
      expect(subs.items).toHaveLength(3);
      expect(subs.limited).toBe(true);
      expect(
        subs.items.every((i: { comparison: { rows?: unknown } }) => i.comparison.rows === undefined),
      ).toBe(true);
      const detail = (await get('/ti-FIXLDO33REF', {})).json().data;
      expect(detail).toMatchObject({ limited: true, part: { mpn: 'FIXLDO33-REF', pins: [] } });
      const compare = (await get('/compare?a=ti-FIXLDO33REF&b=microne-FIXLDO33C', {})).json().data;
      expect(compare).toMatchObject({ limited: true, a: { mpn: 'FIXLDO33-REF' }, b: { mpn: 'FIXLDO33-C' } });
    });

    it("a visitor's substitutes preview is the same whatever the filters: three per part in all", async () => {
      const mpns = (answer: { items: { part: { mpn: string } }[] }) => answer.items.map((i) => i.part.mpn);
      const plain = (await get('/ti-FIXLDO33REF/substitutes', {})).json().data;
      const seen = new Set<string>(mpns(plain));
      for (const grade of [undefined, 'A', 'B', 'C', 'D', 'AB', 'ABC', 'CD'])
        for (const origin of [undefined, 'CN', 'intl']) {
          const query = new URLSearchParams({
            ...(grade ? { grade } : {}),
            ...(origin ? { origin } : {}),
            page: '2',
            pageSize: '50',
          });
          const answer = (await get(`/ti-FIXLDO33REF/substitutes?${query}`, {})).json().data;
          expect(answer).toMatchObject({ limited: true, page: 1, pageSize: 3, total: plain.total });
          expect(answer.counts).toEqual(plain.counts);
          expect(mpns(answer)).toEqual(mpns(plain));
          for (const mpn of mpns(answer)) seen.add(mpn);
        }
      expect(seen.size).toBe(3);
      // Members still filter.
      const member = (await get('/ti-FIXLDO33REF/substitutes?grade=D')).json().data;
      expect(member.items.map((i: { comparison: { grade: string } }) => i.comparison.grade)).toEqual(
        member.items.map(() => 'D'),
      );
    });

    it('compares two parts for visitors without a grade or verdict counts; members get them', async () => {
      const pairs = [
        ['ti-FIXLDO33REF', 'microne-FIXLDO33C'],
        ['ti-FIXLDO33REF', 'ti-FIXLDO18X'],
      ];
      for (const [a, b] of pairs) {
        const visitor = (await get(`/compare?a=${a}&b=${b}`, {})).json().data;
        expect(visitor.comparison).toBeNull();
        expect(JSON.stringify(visitor)).not.toMatch(/"(grade|pinToPin|better|worse|majorWorse|direction)"/);
      }
      const member = (await get('/compare?a=ti-FIXLDO33REF&b=microne-FIXLDO33C')).json().data;
      expect(member.comparison).toMatchObject({ grade: 'C', pinToPin: true, better: expect.any(Number) });
    });

    it('members get everything', async () => {
      const detail = (await get('/ti-FIXLDO33REF')).json().data;
      expect(detail.limited).toBe(false);
      expect(detail.part.pins).toHaveLength(5);
      expect(detail.part.params.find((p: { key: string }) => p.key === 'iout')).toEqual({
        key: 'iout',
        label: 'Output current',
        unit: 'A',
        max: 0.3,
      });
      const subs = (await get('/ti-FIXLDO33REF/substitutes')).json().data;
      expect(subs.items.length).toBeGreaterThan(3);
    });
  });

  describe('envelope answers', () => {
    it.each([
      ['/search?q=x&pageSize=500'],
      ['/search?q=ldo&mode=fuzzy'],
      ['/search?q=ldo&category=toasters'],
      ['/search?q=ldo&page=0'],
      ['/search?q=ldo&origin=china'],
      [`/search?q=${'A'.repeat(101)}`],
      ['/search'],
      ['/search?q=%20%20'],
      ['/BAD_ID'],
      ['/ti-FIXLDO33REF/substitutes?grade=E'],
      ['/compare?a=ti-FIXLDO33REF'],
    ])('%s answers 400 in the envelope', async (url) => {
      const res = await get(url, { locale: 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.any(String) });
    });

    it('messages follow x-locale, Japanese by default', async () => {
      expect((await get('/search?q=ldo&page=0', {})).json().msg).toBe('入力内容をご確認ください。');
      expect((await get('/search?q=ldo&page=0', { locale: 'en' })).json().msg).toBe(
        'Please check your input.',
      );
      expect((await get('/search?q=%20', { locale: 'en' })).json().msg).toBe(
        'Enter a part number or keywords, or choose a category or brand.',
      );
    });

    it('bad queries name the fields, as every route of the API does', async () => {
      const { data } = (await get('/search?q=ldo&page=0&mode=fuzzy', { locale: 'en' })).json();
      expect(data.map((issue: { field: string }) => issue.field).sort()).toEqual(['mode', 'page']);
    });

    it('needs the client id like every route under /website', async () => {
      const res = await get('/stats', { headers: { clientId: 'someone-else' } });
      expect(res.statusCode).toBe(400);
    });

    it('unknown parts answer 404', async () => {
      for (const url of [
        '/ti-NOSUCHPART',
        '/nobrand-ABC/substitutes',
        '/compare?a=ti-NOSUCHPART&b=ti-FIXLDO33REF',
      ]) {
        const res = await get(url, { locale: 'en' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, msg: 'Part not found.' });
      }
    });

    it('statistics for the data-volume panel', async () => {
      const { code, data } = (await get('/stats', {})).json();
      expect(code).toBe(200);
      expect(data.parts).toBe(3000 + fixtureParts().length);
      // Generated demo parts carry no datasheet address: only the fixtures' real-looking ones count.
      expect(data.datasheets).toBe(fixtureParts().filter((p) => p.datasheetUrl).length);
      expect(data.brands).toBeGreaterThan(20);
      expect(data.replacementPairs).toBeGreaterThan(0);
      expect(data.categories.ldo).toBeGreaterThan(9);
      expect(data.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  describe('makers', () => {
    it('lists every maker by name with its code and origin, cacheable', async () => {
      const res = await get('/brands', {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(BRANDS_CACHE_CONTROL);
      const { code, msg, data } = res.json();
      expect(code).toBe(200);
      expect(msg).toEqual(expect.any(String));
      expect(data.length).toBe((await store.stats()).brands);
      expect(data).toContainEqual({ code: 'ti', name: 'Texas Instruments', origin: 'US' });
      expect(data).toContainEqual({ code: 'sgmicro', name: 'SG Micro', origin: 'CN' });
      const names = data.map((b: { name: string }) => b.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(new Set(data.map((b: { code: string }) => b.code)).size).toBe(data.length);
      for (const b of data) expect(Object.keys(b).sort()).toEqual(['code', 'name', 'origin']);
    });
  });

  describe('loading into a filled store', () => {
    it('updates a part with the same brand and number, adds new ones, and refreshes statistics', async () => {
      const before = (await store.stats()).parts;
      await store.load([
        ldo('FIXLDO33-A', {
          brand: 'sgmicro',
          brandName: 'SG Micro',
          origin: 'CN',
          description: 'renamed low-noise regulator',
        }),
        ldo('FRESH-1'),
      ]);
      expect((await store.stats()).parts).toBe(before + 1);
      const { data } = (await get('/search?q=low-noise%20renamed&mode=keyword')).json();
      expect(data.items.map((p: { mpn: string }) => p.mpn)).toEqual(['FIXLDO33-A']);
      expect((await get('/search?q=FRESH-1')).json().data.match).toBe('exact');
    });
  });

  it('limits each route per client, scaled by RATE_LIMIT_SCALE', async () => {
    expect(PARTS_RATE_LIMITS.brands).toBe(PARTS_RATE_LIMITS.stats);
    // 120 a minute scaled by 1/40: 3.
    const scaled = await createTestApp('sqlite', {
      withParts: true,
      partsStore: store,
      env: { RATE_LIMIT_SCALE: '0.025' },
    });
    try {
      for (const route of ['/stats', '/brands']) {
        const codes: number[] = [];
        for (let i = 0; i < 5; i++)
          codes.push((await get(route, { ip: '10.200.0.1', locale: 'en' }, scaled.app)).statusCode);
        expect(codes).toEqual([200, 200, 200, 429, 429]);
      }
      const res = await get('/stats', { ip: '10.200.0.1', locale: 'en' }, scaled.app);
      expect(res.json()).toEqual({
        code: 429,
        msg: 'Too many requests. Please wait a moment and try again.',
      });
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      // Another client keeps its own allowance.
      expect((await get('/stats', { ip: '10.200.0.2' }, scaled.app)).statusCode).toBe(200);
    } finally {
      await scaled.close();
    }
  });
});
