import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { MEMBERS_ONLY_BODY_MARKER, PUBLIC_BODY_MARKER } from '../cms/scripts/seed/content/markers';
import { formatReport, scanBuild } from './check-members-leak';
import { tempTree } from '@site/test-utils/temp-tree';
import { CURRENT_LINK } from '@site/releases';

const tree = tempTree('members-leak-');
const { write } = tree;

const PUBLIC = `${PUBLIC_BODY_MARKER}news-2024-03-market-trends-7`;
const SECRET = `${MEMBERS_ONLY_BODY_MARKER}news-2024-05-automotive-4`;
const SECRET_BRAND = `${MEMBERS_ONLY_BODY_MARKER}brand-tianrui-sic`;

/** A device folder as build-sites and precompress leave it: pages, page-data, chunks, copies. */
function writeDevice(device: string) {
  const page = `<html><body><p>Reference number of this text: ${PUBLIC}.</p></body></html>`;
  const pageData = JSON.stringify({ result: { data: { article: { bodyHtml: `<p>${PUBLIC}</p>` } } } });
  write(`${device}/en/news/2024-03-market-trends-7/index.html`, page);
  write(`${device}/en/news/2024-03-market-trends-7/index.html.br`, zlib.brotliCompressSync(page));
  write(`${device}/page-data/en/news/2024-03-market-trends-7/page-data.json`, pageData);
  write(`${device}/page-data/en/news/2024-03-market-trends-7/page-data.json.gz`, zlib.gzipSync(pageData));
  write(`${device}/app-4f1c.js`, 'console.log("members only notice")');
  write(`${device}/robots.txt`, 'User-agent: *');
}

test('a build with public bodies only passes, and says what it searched', () => {
  writeDevice('pc');
  writeDevice('mobile');
  const report = scanBuild(tree.dir);
  expect(report.leaks).toEqual([]);
  expect(report.problems).toEqual([]);
  expect(report.folders).toEqual([
    { folder: 'pc', files: 6, compressedFiles: 2, publicMarkerFiles: 4, publicMarkerCompressedFiles: 2 },
    { folder: 'mobile', files: 6, compressedFiles: 2, publicMarkerFiles: 4, publicMarkerCompressedFiles: 2 },
  ]);
  expect(formatReport('build', report)).toMatch(/No members-only body text in the build\.$/);
});

test('finds members-only markers in plain files, chunks and compressed copies', () => {
  writeDevice('pc');
  writeDevice('mobile');
  // Only the brotli copy of a page leaks: what nginx would serve to most browsers.
  write('pc/en/news/2024-05-automotive-4/index.html', '<p>This is members-only content</p>');
  write('pc/en/news/2024-05-automotive-4/index.html.br', zlib.brotliCompressSync(`<p>${SECRET}.</p>`));
  write(
    'mobile/component---src-templates-brand-detail-tsx-9a8b.js',
    `var a="${SECRET_BRAND}。",b="${SECRET}"`,
  );
  write('mobile/page-data/sq/d/123.json.gz', zlib.gzipSync(JSON.stringify({ body: `${SECRET} ${SECRET}` })));
  const report = scanBuild(tree.dir);
  expect(report.leaks).toEqual([
    {
      file: path.join('mobile', 'component---src-templates-brand-detail-tsx-9a8b.js'),
      markers: [SECRET_BRAND, SECRET],
    },
    { file: path.join('mobile', 'page-data', 'sq', 'd', '123.json.gz'), markers: [SECRET] },
    { file: path.join('pc', 'en', 'news', '2024-05-automotive-4', 'index.html.br'), markers: [SECRET] },
  ]);
  const text = formatReport('build', report);
  expect(text).toContain('Members-only body text found in 3 files:');
  expect(text).toContain(`index.html.br: ${SECRET}`);
});

test('a search that cannot see public bodies fails instead of passing', () => {
  writeDevice('pc');
  fs.mkdirSync(path.join(tree.dir, 'mobile'));
  expect(scanBuild(tree.dir).problems).toEqual(['mobile: no files to search']);

  write('mobile/index.html', '<html><body>Home</body></html>');
  expect(scanBuild(tree.dir).problems).toEqual([
    expect.stringMatching(/^mobile: no public body marker .* in 1 files/),
  ]);

  expect(scanBuild(path.join(tree.dir, 'missing')).problems).toEqual([
    `${path.join(tree.dir, 'missing')}: no such build directory`,
  ]);
});

test('compressed copies must be readable and hold the public bodies of their plain files', () => {
  writeDevice('pc');
  write('pc/broken.json.gz', 'not gzip at all');
  expect(scanBuild(tree.dir).problems).toEqual([
    expect.stringMatching(/^pc[/\\]broken\.json\.gz: cannot be read/),
  ]);

  fs.rmSync(path.join(tree.dir, 'pc'), { recursive: true });
  write('pc/index.html', `<p>${PUBLIC}</p>`);
  write('pc/index.html.gz', zlib.gzipSync('<p>an older page</p>'));
  expect(scanBuild(tree.dir).problems).toEqual([
    `pc: 1 compressed copies lack the public body marker of their plain file (${path.join('pc', 'index.html.gz')})`,
  ]);
});

test('a release whose copies are still being written is searched as far as they go', () => {
  write('pc/en/news/a/index.html', `<p>${PUBLIC}</p>`);
  // Half a copy, before its rename into place: not served, and not read.
  write('pc/en/news/a/index.html.gz.tmp-4242', zlib.gzipSync(`<p>${PUBLIC}</p>`).subarray(0, 10));
  write('pc/en/news/b/index.html', `<p>${PUBLIC}</p>`);
  write('pc/app-4f1c.js', 'console.log(1)');
  write('pc/app-4f1c.js.br', zlib.brotliCompressSync('console.log(1)'));
  const report = scanBuild(tree.dir);
  expect(report.problems).toEqual([]);
  expect(report.folders).toEqual([
    { folder: 'pc', files: 4, compressedFiles: 1, publicMarkerFiles: 2, publicMarkerCompressedFiles: 0 },
  ]);
});

test('follows the current-release link, and searches a lone public folder as it is', () => {
  write('releases/20250101/public/en/news/a/index.html', `<p>${PUBLIC}</p><p>${SECRET}</p>`);
  fs.symlinkSync(path.join(tree.dir, 'releases/20250101'), path.join(tree.dir, CURRENT_LINK));
  const report = scanBuild(path.join(tree.dir, CURRENT_LINK));
  expect(report.folders).toEqual([
    { folder: '', files: 1, compressedFiles: 0, publicMarkerFiles: 1, publicMarkerCompressedFiles: 0 },
  ]);
  expect(report.leaks).toEqual([
    { file: path.join('public', 'en', 'news', 'a', 'index.html'), markers: [SECRET] },
  ]);
});
