import http from 'http';
import { createHmac } from 'crypto';
import { createTestApp, type TestApp } from './helpers/app';
import { get } from './helpers/client';
import { LocalCms } from './helpers/fake-cms';
import { describeEngines } from './helpers/database';
import { activeMember, login } from './helpers/members';

interface StoredFile {
  name: string;
  url: string;
  mime: string;
  body: Buffer;
}

const CMS_TOKEN = 'cms-files-test-token';

/**
 * A local CMS that answers what the file links need: the brand with its material files,
 * the media library's `/api/upload/files/:id`, and `/uploads/*`, which (as the real CMS
 * does for members-only files) answers 404 without the server token.
 */
class FilesCms extends LocalCms {
  files = new Map<number, StoredFile>();
  down = false;

  protected answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    json: (status: number, body: unknown) => void,
  ) {
    if (this.down) return json(503, { error: { status: 503 } });
    if (req.headers.authorization !== `Bearer ${CMS_TOKEN}`)
      return json(404, { data: null, error: { status: 404 } });
    if (url.pathname === '/api/brands') {
      const materialFiles = [...this.files].map(([id, file]) => ({
        id,
        name: file.name,
        url: file.url,
        mime: file.mime,
      }));
      return json(200, {
        data: [
          {
            id: 1,
            documentId: 'doc',
            slug: url.searchParams.get('filters[slug][$eq]'),
            membersOnly: true,
            materialFiles,
          },
        ],
      });
    }
    const fileInfo = /^\/api\/upload\/files\/(\d+)$/.exec(url.pathname);
    if (fileInfo) {
      const file = this.files.get(Number(fileInfo[1]));
      return file
        ? json(200, { id: Number(fileInfo[1]), name: file.name, url: file.url, mime: file.mime })
        : json(404, { data: null });
    }
    const stored = [...this.files.values()].find((file) => file.url === url.pathname);
    if (!stored) return json(404, { data: null });
    res.writeHead(200, { 'content-type': stored.mime, 'content-length': stored.body.length });
    res.end(stored.body);
  }
}

describeEngines('members-only file links', (engine) => {
  let t: TestApp;
  let cms: FilesCms;
  let token: string;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 7), Buffer.from('\n%%EOF\n')]);

  /** Opens a link as a browser does: no client id header and no session token. */
  const open = (url: string, ip = '10.9.9.9') =>
    t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
  const links = async () => {
    const answer = await get<{ materialFiles: { name: string; url: string }[] }>(
      t.app,
      '/website/content/brand/acme-semi',
      {
        token,
        locale: 'en',
      },
    );
    return answer.body.data!.materialFiles;
  };

  beforeAll(async () => {
    cms = new FilesCms();
    cms.files.set(42, {
      name: 'Acme catalog.pdf',
      url: '/uploads/acme_catalog_1a2b3c.pdf',
      mime: 'application/pdf',
      body: pdf,
    });
    cms.files.set(43, {
      name: '製品"概要".html',
      url: '/uploads/overview_4d5e6f.html',
      mime: 'text/html',
      body: Buffer.from('<script>alert(1)</script>'),
    });
    const cmsUrl = await cms.start();
    t = await createTestApp(engine, { env: { CMS_URL: cmsUrl, CMS_API_TOKEN: CMS_TOKEN } });
    token = await login(t.app, await activeMember(t.app));
  });
  afterAll(async () => {
    await t.close();
    await cms.stop();
  });

  it('gives a member signed links on the site origin, valid for ten minutes', async () => {
    const files = await links();
    expect(files.map((file) => file.name)).toEqual(['Acme catalog.pdf', '製品"概要".html']);
    const link = new URL(files[0].url, 'https://site.example.test');
    expect(files[0].url.startsWith('/website/content/files/42?')).toBe(true);
    expect(Number(link.searchParams.get('exp')) * 1000 - t.clock.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(Number(link.searchParams.get('exp')) * 1000 - t.clock.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(link.searchParams.get('sig')).toMatch(/^[\w-]{43}$/);
  });

  it('gives a visitor without a session no links', async () => {
    const before = cms.requests.length;
    const answer = await get(t.app, '/website/content/brand/acme-semi', { locale: 'en' });
    expect(answer.body).toEqual({ code: 403, msg: 'This is members-only content' });
    expect(JSON.stringify(answer.body)).not.toContain('/files/');
    expect(cms.requests.length).toBe(before);
  });

  it('streams the file through the link, fetched from the CMS with the server token', async () => {
    const [catalog] = await links();
    const answer = await open(catalog.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(pdf)).toBe(true);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-length']).toBe(String(pdf.length));
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Acme catalog.pdf"; filename*=UTF-8''Acme%20catalog.pdf`,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers.location).toBeUndefined();
    const fetched = cms.requests.filter((r) => r.path === '/uploads/acme_catalog_1a2b3c.pdf');
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((r) => r.authorization === `Bearer ${CMS_TOKEN}`)).toBe(true);
  });

  it('sends any file as a download with a safe name, never to be shown inline', async () => {
    const [, page] = await links();
    const answer = await open(page.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="______.html"; filename*=UTF-8''${encodeURIComponent('製品"概要".html')}`,
    );
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses an expired link', async () => {
    const [catalog] = await links();
    expect((await open(catalog.url)).statusCode).toBe(200);
    // The test clock only moves forward: caches stay consistent for the tests that follow.
    t.clock.advance(10 * 60 * 1000 + 1000);
    const answer = await open(catalog.url);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: 403, msg: 'こちらは会員限定コンテンツです' });
    expect(answer.headers['content-disposition']).toBeUndefined();
  });

  it('refuses a tampered link without asking the CMS', async () => {
    const [catalog] = await links();
    const link = new URL(catalog.url, 'https://site.example.test');
    const exp = link.searchParams.get('exp')!;
    const sig = link.searchParams.get('sig')!;
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    const lastFlipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const foreign = createHmac('sha256', 'another-key').update(`file:43:${exp}`).digest('base64url');
    const before = cms.requests.length;
    for (const url of [
      `/website/content/files/42?exp=${exp}&sig=${flipped}`,
      `/website/content/files/42?exp=${exp}&sig=${lastFlipped}`,
      `/website/content/files/43?exp=${exp}&sig=${sig}`,
      `/website/content/files/42?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/website/content/files/43?exp=${exp}&sig=${foreign}`,
      `/website/content/files/42?exp=${exp}`,
      `/website/content/files/42?exp=${exp}&sig=${sig}&sig=${sig}`,
      `/website/content/files/042?exp=${exp}&sig=${sig}`,
      `/website/content/files/42`,
    ]) {
      const answer = await open(url);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
      expect(answer.json().code).toBe(403);
    }
    expect(cms.requests.length).toBe(before);
  });

  it('answers a file the CMS no longer has as unavailable', async () => {
    const [catalog] = await links();
    const gone = cms.files.get(42)!;
    cms.files.delete(42);
    // The file record read by the first download is cached for a minute.
    t.clock.advance(61_000);
    try {
      const missing = await open(catalog.url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        code: 404,
        msg: 'お探しのコンテンツは現在ご利用いただけません',
        data: { reason: 'not-found' },
      });
    } finally {
      cms.files.set(42, gone);
    }
  });

  it('answers 502 in the envelope when the CMS fails during a download', async () => {
    const [catalog] = await links();
    cms.down = true;
    try {
      t.clock.advance(61_000);
      const answer = await open(catalog.url);
      expect(answer.statusCode).toBe(502);
      expect(answer.json().code).toBe(502);
    } finally {
      cms.down = false;
    }
  });

  it('is rate limited per client like the other content routes', async () => {
    const [catalog] = await links();
    // Refused links count too; they cost no CMS request, so the run stays quick.
    const answers = [];
    for (let i = 0; i < 120; i += 1)
      answers.push((await open('/website/content/files/42?exp=1&sig=x', '10.8.8.8')).statusCode);
    expect(answers.every((status) => status === 403)).toBe(true);
    const limited = await open(catalog.url, '10.8.8.8');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(429);
    expect((await open(catalog.url, '10.8.8.9')).statusCode).toBe(200);
  });
});
