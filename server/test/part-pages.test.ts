import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { generateParts, openPartsStore, rankSubstitutes, type PartsStore } from '@site/parts';
import { LOCALES, localePrefix, type Device, type Locale } from '@site/routing';
import en from '../../src/i18n/resources/en';
import jp from '../../src/i18n/resources/jp';
import zh from '../../src/i18n/resources/zh';
import { loadConfig } from '../src/config';
import { createLogger } from '@site/runtime';
import { createSiteServer, type SiteServer } from '../src/site-server';
import {
  PART_SITEMAP_INDEX,
  PART_SITEMAP_SIZE,
  partSitemapFile,
  partSitemapRanges,
} from '../src/part-pages/sitemaps';
import { PART_SITEMAP_INDEX_PATH } from '../../site-build/crawler-files';
import { partPageLeaks } from '../../scripts/check-members-leak';
import { DESKTOP, IPHONE, makeRelease, pointCurrent, request, tempDir } from './fixtures';
import { SHELL_SCRIPT, loaderScript, writeShells } from './part-page-fixtures';

const STRINGS = { jp, zh, en };
let dir: string;
let store: PartsStore;
let site: SiteServer;
let port: number;
let ids: string[];
/** A part with substitutes, one of them, and a part that is not among them. */
let original: string;
let substitute: string;
let unrelated: string;

beforeAll(async () => {
  dir = tempDir('part-pages-');
  store = await openPartsStore({ kind: 'sqlite', path: path.join(dir, 'parts.sqlite') });
  await store.load(generateParts({ count: 1500, seed: 5 }));
  const rows = await store.db.selectFrom('part').select('id').orderBy('id').execute();
  const all = await store.partsByRowIds(rows.map((r) => r.id));
  ids = all.map((p) => p.id);
  for (const part of all) {
    const ranked = await rankSubstitutes(store, part);
    if (ranked.length === 0) continue;
    original = part.id;
    const found = await store.partsByRowIds([ranked[0].candidate.rowId]);
    substitute = found[0].id;
    const listed = new Set(ranked.map((s) => s.candidate.rowId));
    unrelated = all.find((p) => p.category !== part.category && !listed.has(p.rowId))!.id;
    break;
  }
  const root = await makeRelease(path.join(dir, 'builds'), 'r1', { precompress: false });
  writeShells(root);
  pointCurrent(path.join(dir, 'builds'), 'r1');
  const config = loadConfig({
    REBUILD_TOKEN: 'test-token-0123456789abcdef',
    BUILDS_DIR: path.join(dir, 'builds'),
    REBUILD_TOKEN_FILE: path.join(dir, 'token'),
  });
  site = createSiteServer(
    config,
    createLogger('error', () => {}),
    { partsStore: store },
  );
  port = (await site.listen(0, '127.0.0.1')).port;
}, 60_000);

afterAll(async () => {
  await site.close();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, ua = DESKTOP, headers: Record<string, string> = {}) =>
  request(port, p, { headers: { 'User-Agent': ua, ...headers } });

/** The page data the server embedded for the browser. */
const embedded = (html: string) =>
  JSON.parse(/<script type="application\/json" id="part-page-data">(.*?)<\/script>/.exec(html)![1]) as Record<
    string,
    unknown
  >;

describe('part pages', () => {
  it('renders a part in the server HTML with its head, for visitors only', async () => {
    const part = (await store.getById(original))!;
    const res = await get(`/en/rep/part/${original}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.text;
    expect(html).toContain(`<h1 class="part-page__title">${part.mpn}</h1>`);
    // Every part of this store is generated: the page says it is demo data.
    expect(part.demo).toBe(true);
    expect(html).toContain('<dt>Data</dt><dd>Demo data: a generated part, not a real one</dd>');
    expect(html).toMatch(new RegExp(`<title data-gatsby-head="true">${part.mpn} \\| `));
    expect(html).not.toContain('Part details | Site');
    expect(html).not.toContain('noindex');
    const site = 'http://localhost:8000';
    expect(html).toContain(
      `<link data-gatsby-head="true" rel="canonical" href="${site}/en/rep/part/${original}"/>`,
    );
    for (const [lang, p] of [
      ['ja', ''],
      ['zh-Hans', '/zh'],
      ['en', '/en'],
      ['x-default', ''],
    ])
      expect(html).toContain(`hrefLang="${lang}" href="${site}${p}/rep/part/${original}"`);
    const ld = [
      ...html.matchAll(/<script data-gatsby-head="true" type="application\/ld\+json">(.*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]) as { '@type': string; mpn?: string; brand?: { name: string } });
    expect(ld.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(ld[0]).toMatchObject({ mpn: part.mpn, brand: { name: part.brand.name } });
    expect(html).toContain(`property="og:title" content="${part.mpn}"`);
    // The shell's frame is kept, its slot holds the part, marked as markup the browser keeps.
    expect(html).toContain('data-shell="pc:/en/rep/part"');
    expect(html).toMatch(/<div id="part-page" data-static="document"><div class="part-page">/);
    expect(html).not.toContain('<p>Loading</p>');
    expect(html).toContain('data-testid="substitute-summary"');
    expect(html).toContain('data-testid="parts-register-prompt"');
    expect(html).toContain(`/en/rep/compare/${original}/`);
    // Members-only fields stay out: no pin table, no row-by-row explanation.
    const data = embedded(html);
    expect(JSON.stringify(data)).not.toMatch(/"pins"|"rows"|"verdict"/);
    // The head as written, for the browser's Head (which runs before the parts strings load).
    const description = /<meta data-gatsby-head="true" name="description" content="([^"]*)"/.exec(html)![1];
    expect(data.head).toMatchObject({ title: part.mpn, description: description.replace(/&amp;/g, '&') });
    expect(html).not.toContain('data-testid="pins-table"');
    // The CSP names the shell's inline script; the JSON block needs no hash.
    const hash = createHash('sha256').update(SHELL_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // Gatsby's loader is told the page is this address, and the CSP names that script.
    const loader = loaderScript(`/en/rep/part/${original}`);
    expect(html).toContain(`<script id="gatsby-script-loader">${loader}</script>`);
    const loaderHash = createHash('sha256').update(loader).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${loaderHash}'`);
    expect(res.headers.vary).toContain('User-Agent');
  });

  it.each(
    LOCALES.flatMap(
      (locale) =>
        [
          [locale, DESKTOP, '', 'pc'],
          [locale, DESKTOP, '/mobile', 'pc'],
          [locale, IPHONE, '', 'mobile'],
          [locale, IPHONE, '/pc', 'mobile'],
        ] as [Locale, string, string, Device][],
    ),
  )('%s, agent %#, segment %s: the page in its language and layout', async (locale, ua, segment, build) => {
    const pagePath = `${localePrefix(locale)}${segment}/rep/part/${original}`;
    const res = await get(pagePath, ua);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`data-shell="${build}:${localePrefix(locale)}${segment}/rep/part"`);
    const layout = segment ? segment.slice(1) : build;
    expect(res.text).toContain(`part-page__layout--${layout}`);
    expect(res.text).toContain(`>${STRINGS[locale].parts.part.paramsTitle}<`);
    // Links stay in the page's language and layout.
    expect(res.text).toContain(`href="${localePrefix(locale)}${segment}/rep/search"`);
  });

  it('is gzipped when the client takes it, with its own entity tag', async () => {
    const plain = await get(`/en/rep/part/${original}`);
    const zipped = await get(`/en/rep/part/${original}`, DESKTOP, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zlib.gunzipSync(zipped.body).toString('utf8')).toBe(plain.text);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(`/en/rep/part/${original}`, DESKTOP, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': zipped.headers.etag!,
    });
    expect(again.status).toBe(304);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get(`/zh/rep/part/${original}`);
    const again = await get(`/zh/rep/part/${original}`, DESKTOP, { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it.each([
    ['/en/rep/part/ti-NOSUCHPART', DESKTOP, 'notfound:/en/pc'],
    ['/rep/part/ti-NOSUCHPART', IPHONE, 'notfound:/jp/mobile'],
    ['/zh/mobile/rep/part/ti-NOSUCHPART', DESKTOP, 'notfound:/zh/mobile'],
    ['/en/rep/part/not_an_id', DESKTOP, 'notfound:/en/pc'],
    ['/en/rep/compare/ti-NOSUCHPART', DESKTOP, 'notfound:/en/pc'],
  ])('%s answers the not-found page of its language and layout', async (p, ua, marker) => {
    const res = await get(p, ua);
    expect(res.status).toBe(404);
    expect(res.text).toContain(`data-marker="${marker}"`);
  });

  it('answers 404 when the second part of a pair is unknown', async () => {
    const res = await get(`/en/rep/compare/${original}/ti-NOSUCHPART`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('data-marker="notfound:/en/pc"');
  });
});

describe('members-only leak check', () => {
  const members = async (...ids: string[]) =>
    (await Promise.all(ids.map((id) => store.getById(id)))).map((part) => ({ pins: part!.pins }));

  it.each([
    '/en/rep/part/{a}',
    '/rep/part/{a}',
    '/zh/mobile/rep/part/{a}',
    '/en/rep/compare/{a}/{b}',
    '/rep/compare/{a}/{c}',
  ])('%s holds nothing members-only', async (p) => {
    const fill = (text: string) =>
      text.replace('{a}', original).replace('{b}', substitute).replace('{c}', unrelated);
    const res = await get(fill(p), p.includes('mobile') ? DESKTOP : IPHONE);
    expect(res.status).toBe(200);
    expect(partPageLeaks(res.text, await members(original, substitute, unrelated))).toEqual([]);
  });

  it('finds a pin table, members-only keys and pin rows when a page holds them', async () => {
    const part = (await store.getById(original))!;
    const page = (await get(`/en/rep/part/${original}`)).text;
    const pinRows = part.pins
      .map((pin) => `<tr><th scope="row">${pin.number}</th><td>${pin.name}</td><td>${pin.function}</td></tr>`)
      .join('');
    const leaked = page
      .replace('"counts":', `"pins":[],"rows":[],"counts":`)
      .replace('</main>', `<table data-testid="pins-table">${pinRows}</table></main>`);
    expect(partPageLeaks(leaked, await members(original))).toEqual([
      'embedded data holds "pins"',
      'embedded data holds "rows"',
      "a members' table (pins-table)",
      `pin rows ${part.pins.map((pin) => pin.number).join(', ')}`,
    ]);
  });
});

describe('page data of part page addresses', () => {
  it.each([
    ['/page-data/en/rep/part/ID/page-data.json', DESKTOP, 'component---part', '/en/rep/part/ID'],
    ['/page-data/zh/pc/rep/part/ID/page-data.json', IPHONE, 'component---part', '/zh/pc/rep/part/ID'],
    [
      '/page-data/rep/compare/ID/OTHER/page-data.json',
      IPHONE,
      'component---compare',
      '/rep/compare/ID/OTHER',
    ],
  ])("%s is the route page's data at that address", async (p, ua, chunk, address) => {
    const fill = (text: string) => text.replace(/ID/g, original).replace(/OTHER/g, substitute);
    const res = await get(fill(p), ua);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ componentChunkName: chunk, path: fill(address), result: {} });
  });

  it.each([
    '/page-data/en/rep/part/ti-NOSUCHPART/page-data.json',
    '/page-data/rep/compare/ti-NOSUCHPART/ti-OTHER/page-data.json',
  ])('%s answers 404, so Gatsby shows its not-found page as the server did', async (p) => {
    expect((await get(p)).status).toBe(404);
  });
});

describe('old query addresses', () => {
  it.each([
    ['/rep/part?id=ID', DESKTOP, '/rep/part/ID'],
    ['/en/rep/part?id=ID&grade=A&page=2&utm=x', DESKTOP, '/en/rep/part/ID?grade=A&page=2'],
    ['/zh/mobile/rep/part/?id=ID', DESKTOP, '/zh/mobile/rep/part/ID'],
    ['/en/pc/rep/part?id=ID', IPHONE, '/en/pc/rep/part/ID'],
    ['/rep/compare?a=ID&b=OTHER', IPHONE, '/rep/compare/ID/OTHER'],
    ['/en/mobile/rep/compare?a=ID&b=OTHER', DESKTOP, '/en/mobile/rep/compare/ID/OTHER'],
    ['/zh/rep/compare/?a=ID&b=OTHER', DESKTOP, '/zh/rep/compare/ID/OTHER'],
    ['/zh/pc/rep/part?id=ID&origin=CN', IPHONE, '/zh/pc/rep/part/ID?origin=CN'],
    ['/mobile/rep/part?id=ID', DESKTOP, '/mobile/rep/part/ID'],
  ])('%s answers 301 to the path form', async (p, ua, location) => {
    const fill = (text: string) => text.replace(/ID/g, original).replace(/OTHER/g, substitute);
    const res = await get(fill(p), ua);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(fill(location));
  });

  it.each(['/en/rep/part?id=not-a-part', '/rep/compare?a=ID', '/zh/rep/compare?a=ID&b=ID'])(
    '%s names no valid part or pair: the static page of the route, no redirect',
    async (p) => {
      const res = await get(p.replace(/ID/g, original));
      expect(res.status).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).not.toContain('part-page__title');
    },
  );

  it('keeps serving the search page of the query form without an id', async () => {
    const res = await get('/en/rep/part');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<p>Loading</p>');
  });
});

describe('comparison pages', () => {
  it('renders a pair from the substitute list, indexable, with both part numbers in title and heading', async () => {
    const a = (await store.getById(original))!;
    const b = (await store.getById(substitute))!;
    const res = await get(`/rep/compare/${original}/${substitute}`, IPHONE);
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      `<h1 class="part-page__title">${jp.parts.compare.titleFor.replace('{{a}}', a.mpn).replace('{{b}}', b.mpn)}</h1>`,
    );
    expect(res.text).toMatch(new RegExp(`<title data-gatsby-head="true">[^<]*${a.mpn}[^<]*${b.mpn}`));
    expect(res.text).not.toContain('noindex');
    expect(res.text).toContain('data-testid="compare-summary"');
    expect(JSON.stringify(embedded(res.text))).not.toMatch(/"pins"|"rows"|"verdict"/);
  });

  it('marks any other pair noindex', async () => {
    const res = await get(`/en/rep/compare/${original}/${unrelated}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta data-gatsby-head="true" name="robots" content="noindex"/>');
    expect(res.text).not.toContain('og:title');
  });
});

describe('with SITE_AREA=CN', () => {
  let cn: SiteServer;
  let cnPort: number;

  beforeAll(async () => {
    const config = loadConfig({
      REBUILD_TOKEN: 'test-token-0123456789abcdef',
      BUILDS_DIR: path.join(dir, 'builds'),
      REBUILD_TOKEN_FILE: path.join(dir, 'token'),
      SITE_AREA: 'CN',
      SITE_AREA_REDIRECT_URL: 'https://parts.example.com/',
    });
    cn = createSiteServer(
      config,
      createLogger('error', () => {}),
      { partsStore: store },
    );
    cnPort = (await cn.listen(0, '127.0.0.1')).port;
  });

  afterAll(() => cn.close());

  it.each(['/en/rep/part/{a}', '/rep/compare/{a}/{a}', '/zh/rep/part?id={a}'])(
    '%s goes to the external site like every closed page',
    async (p) => {
      const res = await request(cnPort, p.replace(/\{a\}/g, original), {
        headers: { 'User-Agent': DESKTOP },
      });
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('https://parts.example.com/');
    },
  );

  it('refuses the page data of a part page, as of any closed page', async () => {
    const res = await request(cnPort, `/page-data/en/rep/part/${original}/page-data.json`, {
      headers: { 'User-Agent': DESKTOP },
    });
    expect(res.status).toBe(403);
  });
});

describe('part sitemaps', () => {
  const xml = async (p: string) => {
    const res = await get(p, DESKTOP, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-encoding']).toBe('gzip');
    return zlib.gunzipSync(res.body).toString('utf8');
  };

  it('robots-named index lists files that hold every part once per language, with alternates', async () => {
    expect(PART_SITEMAP_INDEX_PATH).toBe(PART_SITEMAP_INDEX);
    const index = await xml(PART_SITEMAP_INDEX);
    const files = [...index.matchAll(/<loc>http:\/\/localhost:8000([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files.length).toBe(LOCALES.length * (await partSitemapRanges(store)));
    const seen = Object.fromEntries(LOCALES.map((l) => [l, [] as string[]])) as Record<Locale, string[]>;
    for (const file of files) {
      const locale = /\/(jp|zh|en)-\d+\.xml$/.exec(file)![1] as Locale;
      const body = await xml(file);
      const urls = [...body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g)].map(
        (m) => m[1],
      );
      expect(urls.length).toBeLessThanOrEqual(PART_SITEMAP_SIZE);
      expect(body.split('<xhtml:link').length - 1).toBe(urls.length * 4);
      seen[locale].push(...urls);
    }
    for (const locale of LOCALES) {
      const expected = ids.map((id) => `http://localhost:8000${localePrefix(locale)}/rep/part/${id}`);
      expect(seen[locale].sort()).toEqual(expected.sort());
    }
  });

  it('splits the catalogue by id range without losing or repeating a part', async () => {
    const size = 100;
    const ranges = Math.ceil(ids.length / size) + 1;
    const urls: string[] = [];
    for (let range = 0; range < ranges; range++) {
      let text = '';
      for await (const chunk of partSitemapFile(store, 'https://example.com', 'en', range, size))
        text += chunk;
      const found = [...text.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(found.length).toBeLessThanOrEqual(size);
      urls.push(...found);
    }
    expect(urls.length).toBe(ids.length);
    expect(new Set(urls).size).toBe(ids.length);
  });

  it('answers 404 past the last file', async () => {
    const res = await get(`/sitemaps/parts/en-${await partSitemapRanges(store)}.xml`);
    expect(res.status).toBe(404);
  });
});
