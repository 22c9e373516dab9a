import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { manifestPath, publishCrawlerFiles, robotsTxt } from './crawler-files';
import { icoFromPngs } from './make-icons';

const STATIC_DIR = path.resolve(__dirname, '../static');

describe('robots.txt', () => {
  it('names the three sitemaps and the part sitemap index on the configured site URL and keeps crawlers off the API', () => {
    const text = robotsTxt('https://www.example.com/');
    expect(text.split('\n').filter((line) => line.startsWith('Sitemap:'))).toEqual([
      'Sitemap: https://www.example.com/sitemap.xml',
      'Sitemap: https://www.example.com/zh/sitemap.xml',
      'Sitemap: https://www.example.com/en/sitemap.xml',
      'Sitemap: https://www.example.com/sitemaps/parts/index.xml',
    ]);
    expect(text).toMatch(/^User-agent: \*\nDisallow: \/website\/\n/);
  });
});

describe('publishCrawlerFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crawler-files-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes robots.txt and a manifest per language, named in that language', () => {
    publishCrawlerFiles(dir, 'https://site.test', path.resolve(__dirname, '../locales'));
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://site.test/en/sitemap.xml',
    );
    const names: Record<string, string> = {};
    for (const locale of ['jp', 'zh', 'en'] as const) {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, manifestPath(locale)), 'utf8'));
      const common = JSON.parse(
        fs.readFileSync(path.resolve(__dirname, '../locales', locale, 'common.json'), 'utf8'),
      );
      expect(manifest.name).toBe(common.site.name);
      names[locale] = manifest.start_url;
      // Every icon the manifest names is in static/ and has the size it claims.
      for (const icon of manifest.icons) {
        const file = fs.readFileSync(path.join(STATIC_DIR, icon.src));
        const [width, height] = icon.sizes.split('x').map(Number);
        expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([width, height]);
      }
    }
    expect(names).toEqual({ jp: '/', zh: '/zh', en: '/en' });
  });
});

describe('static icons', () => {
  it('favicon.ico is an ICO of PNG images of 16, 32 and 48 pixels', () => {
    const ico = fs.readFileSync(path.join(STATIC_DIR, 'favicon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    const firstOffset = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(firstOffset + 1, firstOffset + 4).toString('ascii')).toBe('PNG');
  });

  it('icoFromPngs points each entry at its image', () => {
    const a = Buffer.from('aaaa');
    const b = Buffer.from('bbbbbb');
    const ico = icoFromPngs([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect(ico.readUInt32LE(6 + 16 + 12)).toBe(6 + 32 + a.length);
    expect(ico.readUInt8(6 + 16)).toBe(0); // 256 px is written as 0
    expect(ico.subarray(ico.length - b.length).toString()).toBe('bbbbbb');
  });

  it('has the Apple touch icon and the sharing image', () => {
    const apple = fs.readFileSync(path.join(STATIC_DIR, 'apple-touch-icon.png'));
    expect([apple.readUInt32BE(16), apple.readUInt32BE(20)]).toEqual([180, 180]);
    const og = fs.readFileSync(path.join(STATIC_DIR, 'og-image.png'));
    expect([og.readUInt32BE(16), og.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
