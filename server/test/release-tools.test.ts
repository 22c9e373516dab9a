import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { writeCspManifest } from '../src/csp-manifest';
import { inlineScriptHashes } from '../src/inline-scripts';
import { precompressDirectory } from '../src/precompress';
import { acceptedEncodings, parseRange } from '../src/static-files';
import { isAuthorized } from '../src/rebuild-token';
import { ReleaseStore } from '../src/releases';
import { inlineScripts, makeRelease, pointCurrent, tempDir } from './fixtures';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes executable inline scripts only, exactly as written', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><SCRIPT id="x">c()</SCRIPT >' +
      '<script src="/app.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="application/json">{}</script><script></script><script>a()</script>' +
      "<script type='text/javascript'>\n d() \n</script>";
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()'), sha('\n d() \n')]);
  });
});

describe('precompress', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('precompress-');
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'a', 'page.html'), '<p>news</p>'.repeat(500));
    fs.writeFileSync(path.join(dir, 'app.js'), 'console.log(1);'.repeat(500));
    fs.writeFileSync(path.join(dir, 'small.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(5000, 1));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz for text assets over the threshold, and skips fresh ones', async () => {
    const first = await precompressDirectory(dir);
    expect(first).toEqual(expect.objectContaining({ files: 2, written: 4 }));
    const page = fs.readFileSync(path.join(dir, 'a', 'page.html'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'a', 'page.html.br')))).toEqual(page);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'a', 'page.html.gz')))).toEqual(page);
    expect(fs.existsSync(path.join(dir, 'small.css.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
    const second = await precompressDirectory(dir);
    expect(second.written).toBe(0);
  });

  it('works as a command line tool', async () => {
    const { execFileSync } = await import('node:child_process');
    const out = execFileSync(
      process.execPath,
      [require.resolve('tsx/cli'), path.join(__dirname, '../src/precompress.ts'), dir],
      {
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(out)).toEqual(expect.objectContaining({ msg: 'precompressed', files: 2, written: 4 }));
  });
});

describe('csp manifest for nginx', () => {
  it('maps every HTML file of both builds to its hashes, keyed by release id', async () => {
    const buildsDir = tempDir('csp-');
    try {
      await makeRelease(buildsDir, 'rel-7', { precompress: false });
      pointCurrent(buildsDir, 'rel-7');
      const summary = await writeCspManifest(path.join(buildsDir, 'current'));
      const conf = fs.readFileSync(summary.file, 'utf8');
      const expected = inlineScripts('rel-7', 'mobile', '/en/pc/news').map(sha).join(' ');
      expect(conf).toContain(`"rel-7/mobile/en/pc/news/index.html" "${expected}";`);
      expect(conf).toContain('"rel-7/pc/zh/mobile/404.html" ');
      expect(summary.entries).toBe(conf.trim().split('\n').length - 1);
    } finally {
      fs.rmSync(buildsDir, { recursive: true, force: true });
    }
  });
});

describe('helpers', () => {
  it('reads Accept-Encoding with q-values', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, *')).toEqual(['gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('parses single byte ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  it('checks the bearer token', () => {
    expect(isAuthorized('Bearer abc', 'abc')).toBe(true);
    expect(isAuthorized('bearer abc', 'abc')).toBe(true);
    expect(isAuthorized('Bearer abcd', 'abc')).toBe(false);
    expect(isAuthorized('Basic abc', 'abc')).toBe(false);
    expect(isAuthorized(undefined, 'abc')).toBe(false);
  });

  it('prunes old releases but never the live one', async () => {
    const buildsDir = tempDir('prune-');
    try {
      for (const id of ['a', 'b', 'c']) {
        fs.mkdirSync(path.join(buildsDir, id, 'pc'), { recursive: true });
        fs.mkdirSync(path.join(buildsDir, id, 'mobile'));
        fs.writeFileSync(
          path.join(buildsDir, id, 'release.json'),
          JSON.stringify({ id, builtAt: `2024-01-0${id.charCodeAt(0) - 96}T00:00:00Z` }),
        );
      }
      fs.mkdirSync(path.join(buildsDir, 'not-a-release'));
      const store = new ReleaseStore(buildsDir);
      await store.switchTo('a');
      expect(await store.prune(2)).toEqual(['b']);
      expect(fs.readdirSync(buildsDir).sort()).toEqual(['a', 'c', 'current', 'not-a-release']);
      expect((await store.live())?.id).toBe('a');
    } finally {
      fs.rmSync(buildsDir, { recursive: true, force: true });
    }
  });
});
