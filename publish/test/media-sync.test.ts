import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { onPostBuild, onPreBootstrap, sourceNodes } from '../../plugins/gatsby-source-cms/gatsby-node';
import { CmsClient } from '../../plugins/gatsby-source-cms/src/cms-client';
import {
  MEDIA_DIR,
  MEDIA_MANIFEST,
  loadMediaLibrary,
  useMediaLibrary,
  publishMedia,
  readMediaManifest,
} from '../../plugins/gatsby-source-cms/src/media';
import { filtered, newsArticle, type Item } from '../../plugins/gatsby-source-cms/src/test-fixtures';
import {
  referencedMedia,
  sourceAddress,
  stemOf,
  syncMedia,
  type MediaSyncOptions,
  type SyncMediaInput,
} from '../src/media-sync';
import { syncSnapshot } from '../src/snapshot-sync';

// ── a CMS on a local port: its uploads, and (for the snapshot sync) its GraphQL ───────

interface Upload {
  body: Buffer;
  type: string;
  /** Answer this status instead (404 for a file the CMS keeps private). */
  status?: number;
  /** Answer 503 to this many requests first. */
  failFirst?: number;
}

/** CMS locale → GraphQL field → items, as in snapshot.test.ts. */
type Content = Record<string, Record<string, Item[]>>;

interface FakeCms {
  url: string;
  uploads: Map<string, Upload>;
  content: Content;
  /** Paths of upload requests, in order, with the Authorization header they carried. */
  requests: { path: string; authorization?: string }[];
  graphql: { query: string; variables: Record<string, unknown> }[];
  close(): Promise<void>;
}

function answerGraphql(content: Content, query: string, variables: Record<string, unknown>) {
  const data: Record<string, unknown> = {};
  const body = query.slice(query.indexOf('{') + 1);
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
    const [field, args] = [match[2], match[3]];
    const all = content[String(variables.locale)]?.[field] ?? [];
    const pick = (item: Item) => {
      const out: Record<string, unknown> = { documentId: item.documentId, updatedAt: item.updatedAt };
      for (const [name, value] of Object.entries(item)) {
        if (new RegExp(`\\b${name}\\b`).test(selection)) out[name] = value;
      }
      // Like the real CMS: no body of a members-only item for a public query.
      if (item.membersOnly && 'body' in out) out.body = null;
      return out;
    };
    if (!field.endsWith('_connection')) data[match[1] ?? field] = all[0] ? pick(all[0]) : null;
    else {
      const matching = filtered(all, args.includes('$filters') ? variables.filters : {});
      data[match[1] ?? field] = { nodes: matching.map(pick), pageInfo: { pageCount: 1 } };
    }
    pattern.lastIndex = end;
  }
  return data;
}

async function startCms(): Promise<FakeCms> {
  const uploads = new Map<string, Upload>();
  const requests: FakeCms['requests'] = [];
  const graphql: FakeCms['graphql'] = [];
  const content: Content = {};
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/graphql') {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const { query, variables } = JSON.parse(text) as {
          query: string;
          variables: Record<string, unknown>;
        };
        graphql.push({ query, variables });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: answerGraphql(content, query, variables) }));
      });
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push({ path: pathname, authorization: req.headers.authorization });
    const upload = uploads.get(pathname);
    if (upload?.failFirst) {
      upload.failFirst -= 1;
      res.writeHead(503).end('busy');
      return;
    }
    if (!upload || upload.status) {
      res
        .writeHead(upload?.status ?? 404, { 'content-type': 'application/json' })
        .end('{"error":"Not Found"}');
      return;
    }
    res
      .writeHead(200, { 'content-type': upload.type, 'content-length': upload.body.length })
      .end(upload.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    uploads,
    content,
    requests,
    graphql,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ── images made on the spot ──────────────────────────────────────────────────────────

const jpeg = (width: number, height: number, options: { orientation?: number; shade?: number } = {}) => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: options.shade ?? 200, g: 80, b: 40 } },
  }).jpeg({ quality: 90 });
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 60, b: 120, alpha: 0.5 } } })
    .png()
    .toBuffer();

const gif = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .gif()
    .toBuffer();

const PDF = Buffer.from('%PDF-1.4\n% a guide\n%%EOF\n');

// ── a snapshot folder written by hand ────────────────────────────────────────────────

const tmpDirs: string[] = [];
function tmpDir(prefix = 'media-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
}

const PUBLIC = 'https://cms.example.com';
const T1 = '2025-01-01T00:00:00.000Z';
const T2 = '2025-02-01T00:00:00.000Z';

/** Writes documents like the snapshot does and answers the input `syncMedia` gets from it. */
function snapshotOf(
  dir: string,
  docs: { type: string; locale: string; item: Item }[],
  syncedAt = T1,
): SyncMediaInput {
  const documents: Record<string, Record<string, unknown>> = {};
  for (const { type, locale, item } of docs) {
    const file = path.join(dir, type, locale, `${item.documentId}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const text = JSON.stringify(item);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
    (documents[`${type}:${locale}`] ??= {})[item.documentId] = { updatedAt: item.updatedAt };
  }
  fs.writeFileSync(path.join(dir, 'state.json'), JSON.stringify({ syncedAt }));
  return { dir, documents, cmsUrl: PUBLIC, fetchUrl: cms.url, syncedAt };
}

const file = (url: string, extra: Record<string, unknown> = {}) => ({
  url,
  name: path.basename(url),
  mime: 'image/jpeg',
  size: 10,
  updatedAt: T1,
  ...extra,
});

let cms: FakeCms;
const warnings: string[] = [];
const options = (extra: MediaSyncOptions = {}): MediaSyncOptions => ({
  backoffMs: 1,
  warn: (message) => warnings.push(message),
  ...extra,
});

beforeAll(async () => {
  cms = await startCms();
  cms.uploads.set('/uploads/cover_a1.jpg', { body: await jpeg(1500, 800), type: 'image/jpeg' });
  cms.uploads.set('/uploads/logo_b2.png', { body: await png(240, 120), type: 'image/png' });
  cms.uploads.set('/uploads/inline_c3.jpg', { body: await jpeg(400, 300), type: 'image/jpeg' });
  cms.uploads.set('/uploads/secret_d4.jpg', { body: await jpeg(300, 200), type: 'image/jpeg' });
  cms.uploads.set('/uploads/guide_e5.pdf', { body: PDF, type: 'application/pdf' });
  cms.uploads.set('/uploads/anim_f6.gif', { body: await gif(), type: 'image/gif' });
  cms.uploads.set('/uploads/private_g7.pdf', { body: PDF, type: 'application/pdf', status: 404 });
  cms.uploads.set('/uploads/drawing_k2.svg', {
    body: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><script>alert(1)</script>' +
        '<rect width="120" height="60" fill="#1e3c6e"/></svg>',
    ),
    type: 'image/svg+xml',
  });
  cms.uploads.set('/uploads/page_l3.html', {
    body: Buffer.from('<script>alert(1)</script>'),
    type: 'text/html',
  });
  cms.uploads.set('/uploads/turned_h8.jpg', {
    body: await jpeg(600, 400, { orientation: 6 }),
    type: 'image/jpeg',
  });
});

afterAll(async () => {
  useMediaLibrary(null);
  await cms.close();
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  cms.requests.length = 0;
  warnings.length = 0;
});

const fetched = () => cms.requests.map((request) => request.path).sort();
const mediaFiles = (dir: string) => fs.readdirSync(path.join(dir, MEDIA_DIR)).sort();

/** A public article with a cover and an image and a file link in its body; a members-only one with a secret image. */
function articles() {
  return [
    {
      type: 'CmsNewsArticle',
      locale: 'en',
      item: newsArticle('pub', T1, {
        cover: file('/uploads/cover_a1.jpg'),
        body: `Text ![An inline picture](/uploads/inline_c3.jpg)\n\n[The guide](${PUBLIC}/uploads/guide_e5.pdf)`,
      }),
    },
    {
      type: 'CmsNewsArticle',
      locale: 'en',
      item: newsArticle('members', T1, {
        membersOnly: true,
        cover: file('/uploads/logo_b2.png', { mime: 'image/png' }),
        body: '![Secret](/uploads/secret_d4.jpg)',
      }),
    },
  ];
}

describe('referencedMedia', () => {
  it('names what the pages of a document show, never a members-only body', () => {
    const [pub, members] = articles();
    expect([...referencedMedia(pub.type, pub.item, 'en', PUBLIC)]).toEqual([
      [`${PUBLIC}/uploads/inline_c3.jpg`, null],
      [`${PUBLIC}/uploads/guide_e5.pdf`, null],
      [`${PUBLIC}/uploads/cover_a1.jpg`, T1],
    ]);
    expect([...referencedMedia(members.type, members.item, 'en', PUBLIC).keys()]).toEqual([
      `${PUBLIC}/uploads/logo_b2.png`,
    ]);
    const brand = {
      documentId: 'b',
      updatedAt: T1,
      name: 'Acme',
      slug: 'acme',
      membersOnly: true,
      logo: file('/uploads/logo_b2.png'),
      materialFiles: [file('/uploads/guide_e5.pdf')],
      companyOverview: '![x](/uploads/secret_d4.jpg)',
    };
    expect([...referencedMedia('CmsBrand', brand, 'en', PUBLIC).keys()]).toEqual([
      `${PUBLIC}/uploads/logo_b2.png`,
    ]);
  });

  it('keeps the newest updatedAt a file is shown with', () => {
    const item = {
      documentId: 'b',
      updatedAt: T1,
      name: 'Acme',
      slug: 'acme',
      membersOnly: false,
      logo: file('/uploads/logo_b2.png', { updatedAt: T2 }),
      materialFiles: [file('/uploads/logo_b2.png', { updatedAt: T1 })],
    };
    expect(referencedMedia('CmsBrand', item, 'en', PUBLIC).get(`${PUBLIC}/uploads/logo_b2.png`)).toBe(T2);
  });
});

describe('syncMedia', () => {
  it('downloads what public pages show, without a token, and makes the variants of images', async () => {
    const dir = tmpDir();
    const counts = await syncMedia(snapshotOf(dir, articles()), options());
    // The members-only body's image is never asked for; the members-only item's cover is public.
    expect(fetched()).toEqual([
      '/uploads/cover_a1.jpg',
      '/uploads/guide_e5.pdf',
      '/uploads/inline_c3.jpg',
      '/uploads/logo_b2.png',
    ]);
    expect(cms.requests.every((request) => request.authorization === undefined)).toBe(true);
    expect(counts).toEqual({ downloaded: 4, encoded: 3, kept: 0, removed: 0, missing: 0, documentsRead: 2 });

    const library = loadMediaLibrary(dir)!;
    const cover = library.find(`${PUBLIC}/uploads/cover_a1.jpg`)!;
    // Widths below the original and the original's own; JPEG for every browser, WebP for most.
    expect(cover).toMatchObject({ mime: 'image/jpeg', width: 1500, height: 800 });
    expect(cover.url).toMatch(/^\/media\/cover_a1-1500w-[0-9a-f]{10}\.jpg$/);
    expect(cover.srcSet!.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
      '1500w',
    ]);
    expect(cover.sources).toHaveLength(1);
    expect(cover.sources[0].type).toBe('image/webp');
    expect(cover.sources[0].srcSet).toMatch(/^\/media\/cover_a1-320w-[0-9a-f]{10}\.webp 320w, /);
    for (const entry of [...cover.srcSet!.split(', '), ...cover.sources[0].srcSet.split(', ')]) {
      const [url, width] = entry.split(' ');
      const meta = await sharp(path.join(dir, MEDIA_DIR, url.replace('/media/', ''))).metadata();
      expect(`${meta.width}w`).toBe(width);
      expect(meta.format).toBe(url.endsWith('.webp') ? 'webp' : 'jpeg');
      expect(meta.exif).toBeUndefined();
    }

    // A transparent PNG stays PNG (and WebP); it is never made larger than it is.
    const logo = library.find(`${PUBLIC}/uploads/logo_b2.png`)!;
    expect(logo).toMatchObject({ mime: 'image/png', width: 240, height: 120 });
    expect(logo.srcSet).toMatch(/^\/media\/logo_b2-240w-[0-9a-f]{10}\.png 240w$/);

    // A file is copied as it is, under a name with its content hash.
    const guide = library.find(`${PUBLIC}/uploads/guide_e5.pdf`)!;
    expect(guide).toMatchObject({ mime: 'application/pdf', srcSet: null, sources: [], width: null });
    expect(guide.url).toMatch(/^\/media\/guide_e5-[0-9a-f]{10}\.pdf$/);
    expect(fs.readFileSync(path.join(dir, guide.url.slice(1)))).toEqual(PDF);

    expect(library.find(`${PUBLIC}/uploads/secret_d4.jpg`)).toBeNull();
    expect(mediaFiles(dir)).toEqual(library.publishedFiles());
  });

  it('reads nothing and downloads nothing when no document changed', async () => {
    const dir = tmpDir();
    await syncMedia(snapshotOf(dir, articles()), options());
    cms.requests.length = 0;
    const before = fs.readFileSync(path.join(dir, MEDIA_MANIFEST), 'utf8');
    const counts = await syncMedia(snapshotOf(dir, articles(), T2), options());
    expect(cms.requests).toEqual([]);
    expect(counts).toEqual({ downloaded: 0, encoded: 0, kept: 4, removed: 0, missing: 0, documentsRead: 0 });
    const after = readMediaManifest(dir)!;
    expect(after.syncedAt).toBe(T2);
    expect(after.files).toEqual((JSON.parse(before) as { files: unknown }).files);
  });

  it('fetches only the files of a changed document, and drops files nothing shows any more', async () => {
    const dir = tmpDir();
    await syncMedia(snapshotOf(dir, articles()), options());
    const oldCover = loadMediaLibrary(dir)!.find(`${PUBLIC}/uploads/cover_a1.jpg`)!;
    cms.requests.length = 0;
    const [pub, members] = articles();
    pub.item = { ...pub.item, updatedAt: T2, cover: file('/uploads/anim_f6.gif', { mime: 'image/gif' }) };
    const counts = await syncMedia(snapshotOf(dir, [pub, members], T2), options());
    expect(fetched()).toEqual(['/uploads/anim_f6.gif']);
    expect(counts).toMatchObject({ downloaded: 1, encoded: 0, kept: 3, removed: 1, documentsRead: 1 });
    const library = loadMediaLibrary(dir)!;
    // A GIF may move: it is kept as it is, with its size.
    expect(library.find(`${PUBLIC}/uploads/anim_f6.gif`)).toMatchObject({
      mime: 'image/gif',
      width: 40,
      height: 30,
      srcSet: null,
    });
    expect(library.find(`${PUBLIC}/uploads/cover_a1.jpg`)).toBeNull();
    expect(fs.existsSync(path.join(dir, oldCover.url.slice(1)))).toBe(false);
    expect(mediaFiles(dir)).toEqual(library.publishedFiles());
  });

  it('takes a replaced file again and keeps the earlier copy for pages built before', async () => {
    const dir = tmpDir();
    const doc = (updatedAt: string, fileUpdatedAt: string) => ({
      type: 'CmsBrand',
      locale: 'en',
      item: {
        documentId: 'acme',
        updatedAt,
        name: 'Acme',
        slug: 'acme',
        membersOnly: false,
        logo: file('/uploads/swap_i9.jpg', { updatedAt: fileUpdatedAt }),
      } as Item,
    });
    const other = { type: 'CmsBrand', locale: 'zh', item: { ...doc(T1, T1).item } };
    cms.uploads.set('/uploads/swap_i9.jpg', {
      body: await jpeg(500, 250, { shade: 10 }),
      type: 'image/jpeg',
    });
    await syncMedia(snapshotOf(dir, [doc(T1, T1), other]), options());
    const first = loadMediaLibrary(dir)!.find(`${PUBLIC}/uploads/swap_i9.jpg`)!;

    // The media library replaces the file at the same address; one document is saved again.
    cms.uploads.set('/uploads/swap_i9.jpg', {
      body: await jpeg(500, 500, { shade: 250 }),
      type: 'image/jpeg',
    });
    cms.requests.length = 0;
    await syncMedia(snapshotOf(dir, [doc(T2, T2), other], T2), options());
    expect(fetched()).toEqual(['/uploads/swap_i9.jpg']);
    const library = loadMediaLibrary(dir)!;
    const second = library.find(`${PUBLIC}/uploads/swap_i9.jpg`)!;
    expect(second).toMatchObject({ width: 500, height: 500 });
    expect(second.url).not.toBe(first.url);
    // The page of the other document, not built again, still names the first copy.
    expect(library.publishedFiles()).toContain(first.url.replace('/media/', ''));
    expect(fs.existsSync(path.join(dir, first.url.slice(1)))).toBe(true);

    // Nothing newer: no download on the next sync.
    cms.requests.length = 0;
    await syncMedia(snapshotOf(dir, [doc(T2, T2), other], T2), options());
    expect(cms.requests).toEqual([]);
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    const dir = tmpDir();
    const item = {
      documentId: 'acme',
      updatedAt: T1,
      name: 'Acme',
      slug: 'acme',
      membersOnly: false,
      logo: file('/uploads/turned_h8.jpg'),
    };
    await syncMedia(snapshotOf(dir, [{ type: 'CmsBrand', locale: 'en', item }]), options());
    const turned = loadMediaLibrary(dir)!.find(`${PUBLIC}/uploads/turned_h8.jpg`)!;
    expect(turned).toMatchObject({ width: 400, height: 600 });
    const meta = await sharp(path.join(dir, turned.url.slice(1))).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([400, 600, undefined]);
  });

  it('draws an SVG into pixels and never serves markup from the site', async () => {
    const dir = tmpDir();
    const item = {
      documentId: 'acme',
      updatedAt: T1,
      name: 'Acme',
      slug: 'acme',
      membersOnly: false,
      logo: file('/uploads/drawing_k2.svg', { mime: 'image/svg+xml' }),
      productLineup: `[A page](${PUBLIC}/uploads/page_l3.html)`,
    };
    const counts = await syncMedia(snapshotOf(dir, [{ type: 'CmsBrand', locale: 'en', item }]), options());
    expect(counts).toMatchObject({ downloaded: 2, encoded: 1, missing: 1 });
    expect(warnings).toEqual([
      `CMS media ${PUBLIC}/uploads/page_l3.html is left out: the site serves no .html files`,
    ]);
    const library = loadMediaLibrary(dir)!;
    // Shown at its own size; the srcset holds it at twice that for sharp screens.
    const drawing = library.find(`${PUBLIC}/uploads/drawing_k2.svg`)!;
    expect(drawing).toMatchObject({ mime: 'image/png', width: 120, height: 60 });
    expect(drawing.srcSet).toMatch(/ 240w$/);
    expect(library.find(`${PUBLIC}/uploads/page_l3.html`)).toBeNull();
    expect(mediaFiles(dir).some((name) => /\.(svg|html)$/.test(name))).toBe(false);

    // Not asked for again until it is replaced.
    cms.requests.length = 0;
    await syncMedia(snapshotOf(dir, [{ type: 'CmsBrand', locale: 'en', item }], T2), options());
    expect(cms.requests).toEqual([]);
  });

  it('reports a file the CMS does not give (private to members) and leaves it out, then tries again', async () => {
    const dir = tmpDir();
    const item = {
      documentId: 'acme',
      updatedAt: T1,
      name: 'Acme',
      slug: 'acme',
      membersOnly: false,
      materialFiles: [file('/uploads/private_g7.pdf', { mime: 'application/pdf' })],
    };
    const input = snapshotOf(dir, [{ type: 'CmsBrand', locale: 'en', item }]);
    const counts = await syncMedia(input, options());
    expect(counts).toMatchObject({ downloaded: 0, missing: 1 });
    expect(warnings).toEqual([
      `CMS media ${PUBLIC}/uploads/private_g7.pdf is not available (answered 404 Not Found): pages show it nowhere`,
    ]);
    expect(loadMediaLibrary(dir)!.find(`${PUBLIC}/uploads/private_g7.pdf`)).toBeNull();

    // Made public later (the members-only item that used it was deleted): the next sync takes it.
    cms.uploads.set('/uploads/private_g7.pdf', { body: PDF, type: 'application/pdf' });
    await syncMedia(input, options());
    expect(loadMediaLibrary(dir)!.find(`${PUBLIC}/uploads/private_g7.pdf`)).not.toBeNull();
    cms.uploads.set('/uploads/private_g7.pdf', { body: PDF, type: 'application/pdf', status: 404 });
  });

  it('tries again on a busy CMS, and fails the sync with a reason when it stays busy', async () => {
    const dir = tmpDir();
    const item = {
      documentId: 'acme',
      updatedAt: T1,
      name: 'Acme',
      slug: 'acme',
      membersOnly: false,
      logo: file('/uploads/busy_j1.png'),
    };
    cms.uploads.set('/uploads/busy_j1.png', { body: await png(50, 50), type: 'image/png', failFirst: 2 });
    const input = snapshotOf(dir, [{ type: 'CmsBrand', locale: 'en', item }]);
    await syncMedia(input, options());
    expect(fetched()).toEqual(['/uploads/busy_j1.png', '/uploads/busy_j1.png', '/uploads/busy_j1.png']);
    expect(loadMediaLibrary(dir)!.find(`${PUBLIC}/uploads/busy_j1.png`)).toMatchObject({ width: 50 });

    const other = tmpDir();
    cms.uploads.set('/uploads/busy_j1.png', { body: await png(50, 50), type: 'image/png', failFirst: 3 });
    await expect(
      syncMedia(snapshotOf(other, [{ type: 'CmsBrand', locale: 'en', item }]), options()),
    ).rejects.toThrow(`Downloading CMS media ${cms.url}/uploads/busy_j1.png failed (3 tries): answered 503`);
    // The failed sync wrote no manifest: the snapshot's previous media stay as they were.
    expect(readMediaManifest(other)).toBeNull();
  });

  it('downloads again a copy that went missing from the snapshot', async () => {
    const dir = tmpDir();
    await syncMedia(snapshotOf(dir, articles()), options());
    const guide = loadMediaLibrary(dir)!.find(`${PUBLIC}/uploads/guide_e5.pdf`)!;
    fs.rmSync(path.join(dir, guide.url.slice(1)));
    cms.requests.length = 0;
    await syncMedia(snapshotOf(dir, articles(), T2), options());
    expect(fetched()).toEqual(['/uploads/guide_e5.pdf']);
    expect(fs.existsSync(path.join(dir, guide.url.slice(1)))).toBe(true);
  });
});

describe('the media library', () => {
  it('refuses media that do not belong to the snapshot state', async () => {
    const dir = tmpDir();
    await syncMedia(snapshotOf(dir, articles()), options());
    fs.writeFileSync(path.join(dir, 'state.json'), JSON.stringify({ syncedAt: T2 }));
    expect(() => loadMediaLibrary(dir)).toThrow(/do not belong to its documents/);
    expect(loadMediaLibrary(tmpDir())).toBeNull();
  });

  it('links the files into the build, leaves unchanged ones alone and removes the rest', async () => {
    const dir = tmpDir();
    await syncMedia(snapshotOf(dir, articles()), options());
    const publicDir = path.join(tmpDir('media-public-'), 'public');
    fs.mkdirSync(path.join(publicDir, MEDIA_DIR), { recursive: true });
    fs.writeFileSync(path.join(publicDir, MEDIA_DIR, 'stale-0000000000.png'), 'old');
    const library = loadMediaLibrary(dir)!;
    const files = library.publishedFiles();

    expect(publishMedia(library, publicDir)).toEqual({ linked: files.length, unchanged: 0, removed: 1 });
    expect(fs.readdirSync(path.join(publicDir, MEDIA_DIR)).sort()).toEqual(files);
    for (const name of files) {
      expect(fs.statSync(path.join(publicDir, MEDIA_DIR, name)).ino).toBe(
        fs.statSync(path.join(dir, MEDIA_DIR, name)).ino,
      );
    }
    expect(publishMedia(library, publicDir)).toEqual({ linked: 0, unchanged: files.length, removed: 0 });
  });
});

describe('addresses', () => {
  it('downloads from where the build reaches the CMS, other hosts as they are', () => {
    expect(sourceAddress(`${PUBLIC}/uploads/a.png`, PUBLIC, 'http://127.0.0.1:1337')).toBe(
      'http://127.0.0.1:1337/uploads/a.png',
    );
    expect(sourceAddress('https://bucket.example.net/a.png', PUBLIC, 'http://127.0.0.1:1337')).toBe(
      'https://bucket.example.net/a.png',
    );
  });

  it('names files after the upload, safely', () => {
    expect(stemOf(`${PUBLIC}/uploads/cover_market_3f2a1b.png`)).toBe('cover_market_3f2a1b');
    expect(stemOf(`${PUBLIC}/uploads/%E6%97%A5%E6%9C%AC%20x.png`)).toBe('x');
    expect(stemOf(`${PUBLIC}/uploads/..%2F..%2Fetc.png`)).toBe('etc');
    expect(stemOf(`${PUBLIC}/uploads/.png`)).toBe('file');
  });
});

describe('syncSnapshot with media', () => {
  it('brings the media of the synced documents, reading the CMS where the build reaches it', async () => {
    const [pub, members] = articles();
    const locale = {
      categories_connection: [
        { documentId: 'cat1', updatedAt: T1, name: 'Market', slug: 'market', kind: 'news' },
      ],
      tags_connection: [{ documentId: 'tag1', updatedAt: T1, name: 'SiC', slug: 'sic' }],
      newsArticles_connection: [pub.item, members.item],
    };
    Object.assign(cms.content, { ja: locale, zh: locale, en: locale });
    const dir = tmpDir();
    const client = new CmsClient({ url: cms.url, token: 'build-token' });
    const counts = await syncSnapshot({ client, dir, publicUrl: PUBLIC, media: options() });
    expect(counts.media).toMatchObject({ downloaded: 4, missing: 0, documentsRead: 12 });
    expect(fetched()).not.toContain('/uploads/secret_d4.jpg');
    const library = loadMediaLibrary(dir)!;
    expect(library.cmsUrl).toBe(PUBLIC);
    expect(library.find(`${PUBLIC}/uploads/cover_a1.jpg`)?.url).toMatch(/^\/media\//);

    cms.requests.length = 0;
    const again = await syncSnapshot({ client, dir, publicUrl: PUBLIC, media: options() });
    expect(again.media).toMatchObject({ downloaded: 0, kept: 4, documentsRead: 0 });
    expect(cms.requests).toEqual([]);
    expect(loadMediaLibrary(dir)).not.toBeNull();
  });
});

describe('a build from the snapshot', () => {
  type Hook = (args: unknown, options: unknown) => unknown;
  const reporter = () => {
    const activity = { start: jest.fn(), end: jest.fn(), setStatus: jest.fn() };
    return { activityTimer: () => activity, panicOnBuild: jest.fn(), info: jest.fn() };
  };

  it("names only the site's copies and puts them into public/media", async () => {
    const [pub] = articles();
    const locale = {
      categories_connection: [],
      tags_connection: [],
      newsArticles_connection: [pub.item],
    };
    Object.assign(cms.content, { ja: locale, zh: locale, en: locale });
    const dir = tmpDir();
    await syncSnapshot({ client: new CmsClient({ url: cms.url }), dir, publicUrl: PUBLIC, media: options() });

    const program = path.join(tmpDir('media-site-'));
    const created: Record<string, unknown>[] = [];
    const api = {
      actions: {
        createNode: (node: Record<string, unknown>) => created.push(node),
        touchNode: jest.fn(),
        deleteNode: jest.fn(),
      },
      cache: { get: async () => undefined, set: async () => undefined },
      createNodeId: (key: string) => key,
      createContentDigest: () => 'digest',
      getNodesByType: () => [],
      reporter: reporter(),
      store: { getState: () => ({ program: { directory: program } }) },
    };
    const pluginOptions = { url: cms.url, snapshotDir: dir, plugins: [] };
    await (onPreBootstrap as unknown as Hook)(api, pluginOptions);
    await (sourceNodes as unknown as Hook)(api, pluginOptions);
    expect(api.reporter.panicOnBuild).not.toHaveBeenCalled();
    const article = created.find((node) => node.id === 'CmsNewsArticle-pub-en') as {
      cover: { url: string; width: number; srcSet: string };
      bodyHtml: string;
    };
    expect(article.cover).toMatchObject({
      url: expect.stringMatching(/^\/media\//),
      width: 1500,
      height: 800,
    });
    expect(article.bodyHtml).toContain('<picture><source type="image/webp"');
    expect(article.bodyHtml).toMatch(/<a href="\/media\/guide_e5-[0-9a-f]{10}\.pdf">/);
    // No page names the CMS.
    expect(JSON.stringify(created)).not.toContain(PUBLIC);
    expect(JSON.stringify(created)).not.toContain('/uploads/');

    await (onPostBuild as unknown as Hook)(api, pluginOptions);
    const published = fs.readdirSync(path.join(program, 'public', MEDIA_DIR)).sort();
    expect(published).toEqual(loadMediaLibrary(dir)!.publishedFiles());
    for (const url of [
      article.cover.url,
      ...article.cover.srcSet.split(', ').map((entry) => entry.split(' ')[0]),
    ])
      expect(published).toContain(url.replace('/media/', ''));
  });
});
