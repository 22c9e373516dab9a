import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { writeCspManifest } from '../src/csp-manifest';
import {
  CSP_HASHES_FILE,
  CURRENT_LINK,
  HTML_CHANGES_FILE,
  NEXT_PREFIX,
  TRASH_PREFIX,
  RELEASE_FILE,
  ReleaseStore,
  inlineScriptHashes,
  readHtmlChanges,
  type FilesManifest,
} from '@site/releases';
import { precompressDirectory, precompressFiles } from '../src/precompress';
import { isAuthorized } from '../src/rebuild-token';
import { assembleInThread } from '../src/assemble-thread';
import { assembleRelease } from '../src/assemble';
import { discardOtherPrepared, nextReleaseDir, prepareNextRelease, takePrepared } from '../src/next-release';
import { inlineScripts, makeRelease, pointCurrent, tempDir } from '../../server/test/fixtures';

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

  it('compresses only the files it is given', async () => {
    const summary = await precompressFiles([path.join(dir, 'app.js'), path.join(dir, 'small.css')]);
    expect(summary).toEqual(expect.objectContaining({ files: 1, written: 2 }));
    expect(fs.existsSync(path.join(dir, 'app.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'a', 'page.html.br'))).toBe(false);
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
  it('reuses the hashes of HTML files linked from the previous release and hashes the others', async () => {
    const buildsDir = tempDir('csp-reuse-');
    try {
      await makeRelease(buildsDir, 'rel-1', { precompress: false });
      const before = await writeCspManifest(path.join(buildsDir, 'rel-1'));
      expect(before.reused).toBe(0);
      // The next release: every file linked, but one page rewritten with a new inline script.
      fs.cpSync(path.join(buildsDir, 'rel-1'), path.join(buildsDir, 'rel-2'), { recursive: true });
      for (const build of ['pc', 'mobile']) {
        const walk = (dir: string) => {
          for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(full);
            else {
              fs.rmSync(full);
              fs.linkSync(full.replace(`${path.sep}rel-2${path.sep}`, `${path.sep}rel-1${path.sep}`), full);
            }
          }
        };
        walk(path.join(buildsDir, 'rel-2', build));
      }
      const changed = path.join(buildsDir, 'rel-2/pc/index.html');
      const html = fs.readFileSync(changed, 'utf8').replace('</body>', '<script>changed()</script></body>');
      fs.rmSync(changed);
      fs.writeFileSync(changed, html);
      const after = await writeCspManifest(path.join(buildsDir, 'rel-2'), {
        previous: path.join(buildsDir, 'rel-1'),
      });
      expect(after).toEqual(expect.objectContaining({ hashed: 1, reused: before.hashed - 1 }));
      const conf = fs.readFileSync(after.file, 'utf8');
      expect(conf).toContain(sha('changed()'));
      // Same lines as a manifest written from scratch.
      fs.rmSync(path.join(buildsDir, 'rel-2', CSP_HASHES_FILE));
      const fresh = await writeCspManifest(path.join(buildsDir, 'rel-2'));
      expect(fresh.reused).toBe(0);
      expect(fs.readFileSync(fresh.file, 'utf8')).toBe(conf);
    } finally {
      fs.rmSync(buildsDir, { recursive: true, force: true });
    }
  });

  it("with the build's change lists, looks only at the HTML files written (decision 079)", async () => {
    const buildsDir = tempDir('csp-lists-');
    try {
      await makeRelease(buildsDir, 'rel-1', { precompress: false });
      const first = await writeCspManifest(path.join(buildsDir, 'rel-1'));
      // The next release: a link copy, one page rewritten, one removed, one added.
      const rel2 = path.join(buildsDir, 'rel-2');
      fs.mkdirSync(rel2);
      for (const build of ['pc', 'mobile']) {
        fs.cpSync(path.join(buildsDir, 'rel-1', build), path.join(rel2, build), { recursive: true });
      }
      const edited = path.join(rel2, 'pc/index.html');
      const html = fs.readFileSync(edited, 'utf8').replace('</body>', '<script>edited()</script></body>');
      fs.rmSync(edited);
      fs.writeFileSync(edited, html);
      fs.rmSync(path.join(rel2, 'pc/en/news/a-1/index.html'));
      fs.writeFileSync(path.join(rel2, 'mobile/added.html'), '<script>added()</script>');
      const changes = {
        previous: 'rel-1',
        builds: {
          pc: { written: ['index.html'], removed: ['en/news/a-1/index.html'] },
          mobile: { written: ['added.html'], removed: [] },
        },
      };
      fs.writeFileSync(path.join(rel2, HTML_CHANGES_FILE), JSON.stringify(changes));
      expect(await readHtmlChanges(rel2, path.join(buildsDir, 'rel-0'))).toBeUndefined();
      const read = await readHtmlChanges(rel2, path.join(buildsDir, 'rel-1'));
      expect(read).toEqual(changes.builds);

      const readdir = jest.spyOn(fs, 'readdirSync');
      const stat = jest.spyOn(fs, 'statSync');
      let listed;
      try {
        listed = await writeCspManifest(rel2, { previous: path.join(buildsDir, 'rel-1'), changes: read });
        expect(readdir).not.toHaveBeenCalled();
        expect(stat).toHaveBeenCalledTimes(2);
      } finally {
        readdir.mockRestore();
        stat.mockRestore();
      }
      expect(listed).toEqual(expect.objectContaining({ hashed: 2, reused: first.hashed - 2 }));
      const lines = (file: string) => fs.readFileSync(file, 'utf8').trim().split('\n').slice(1).sort();
      const fromLists = lines(listed.file);
      expect(fromLists.join('\n')).toContain(sha('edited()'));
      expect(fromLists.join('\n')).toContain(sha('added()'));
      expect(fromLists.join('\n')).not.toContain('rel-2/pc/en/news/a-1/index.html');
      // The same entries as a walk over the whole release.
      fs.rmSync(path.join(rel2, CSP_HASHES_FILE));
      expect(lines((await writeCspManifest(rel2)).file)).toEqual(fromLists);
    } finally {
      fs.rmSync(buildsDir, { recursive: true, force: true });
    }
  });

  it('maps every HTML file of both builds to its hashes, keyed by release id', async () => {
    const buildsDir = tempDir('csp-');
    try {
      await makeRelease(buildsDir, 'rel-7', { precompress: false });
      pointCurrent(buildsDir, 'rel-7');
      const summary = await writeCspManifest(path.join(buildsDir, CURRENT_LINK));
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
          path.join(buildsDir, id, RELEASE_FILE),
          JSON.stringify({ id, builtAt: `2024-01-0${id.charCodeAt(0) - 96}T00:00:00Z` }),
        );
      }
      fs.mkdirSync(path.join(buildsDir, 'not-a-release'));
      const store = new ReleaseStore(buildsDir);
      await store.switchTo('a');
      // A removal a stopped process left behind is finished by the next prune.
      fs.mkdirSync(path.join(buildsDir, `${TRASH_PREFIX}old`, 'pc'), { recursive: true });
      expect(await store.prune(2)).toEqual(['b']);
      // Renamed at once, removed in the background.
      expect(fs.existsSync(path.join(buildsDir, 'b'))).toBe(false);
      expect((await store.list()).map((release) => release.id).sort()).toEqual(['a', 'c']);
      await store.removals();
      expect(fs.readdirSync(buildsDir).sort()).toEqual(['a', 'c', CURRENT_LINK, 'not-a-release']);
      expect((await store.live())?.id).toBe('a');
      // The builder's hook sees the pruned releases before their removal starts (decision 079).
      fs.mkdirSync(path.join(buildsDir, 'd', 'pc'), { recursive: true });
      fs.mkdirSync(path.join(buildsDir, 'd', 'mobile'));
      const seen: string[][] = [];
      store.beforeRemoval = async (live, renamed) => {
        seen.push([path.basename(live), ...renamed.map((dir) => path.basename(dir))]);
        expect(fs.existsSync(path.join(renamed[0], 'pc'))).toBe(true);
      };
      await store.prune(1);
      expect(seen).toEqual([['a', `${TRASH_PREFIX}d`, `${TRASH_PREFIX}c`]]);
    } finally {
      fs.rmSync(buildsDir, { recursive: true, force: true });
    }
  });
});

describe('release assembly', () => {
  let root: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const inode = (file: string) => fs.statSync(file).ino;
  const page = (title: string) => `<html><body><h1>${title}</h1>${'<p>text</p>'.repeat(200)}</body></html>`;

  beforeEach(() => {
    root = tempDir('assemble-');
    write(path.join(root, 'public/index.html'), page('home'));
    write(path.join(root, 'public/news/a/index.html'), page('a'));
    write(path.join(root, 'public/news/b/index.html'), page('b'));
    write(path.join(root, 'public/app-1234.js'), 'console.log("app");'.repeat(100));
    write(path.join(root, 'public/app-1234.js.map'), '{}');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const exclude = (rel: string) => rel.endsWith('.map');

  async function first(): Promise<FilesManifest> {
    const summary = await assembleRelease({
      from: path.join(root, 'public'),
      to: path.join(root, 'r1/pc'),
      exclude,
    });
    expect(summary).toEqual(expect.objectContaining({ files: 4, pages: 3, linked: 0, written: 4 }));
    expect(summary.toCompress).toHaveLength(4);
    expect(fs.existsSync(path.join(root, 'r1/pc/app-1234.js.map'))).toBe(false);
    await precompressFiles(summary.toCompress);
    return summary.manifest;
  }

  /** The next build's output: one article edited, one removed, one added; the bundle unchanged. */
  function nextBuild(edited = page('a, edited')) {
    write(path.join(root, 'public/news/a/index.html'), edited);
    fs.rmSync(path.join(root, 'public/news/b'), { recursive: true });
    write(path.join(root, 'public/news/c/index.html'), page('c'));
  }

  it('links unchanged files and their compressed copies, and writes only changed ones', async () => {
    const manifest = await first();
    nextBuild();
    const summary = await assembleRelease({
      from: path.join(root, 'public'),
      to: path.join(root, 'r2/pc'),
      previous: path.join(root, 'r1/pc'),
      previousManifest: manifest,
      exclude,
    });
    expect(summary).toEqual(expect.objectContaining({ files: 4, linked: 2, siblingsLinked: 4, written: 2 }));
    expect(summary.changed.sort()).toEqual(['news/a/index.html', 'news/c/index.html']);
    expect(summary.removed).toEqual(['news/b/index.html']);
    for (const rel of ['app-1234.js', 'app-1234.js.br', 'app-1234.js.gz', 'index.html', 'index.html.br']) {
      expect(inode(path.join(root, 'r2/pc', rel))).toBe(inode(path.join(root, 'r1/pc', rel)));
    }
    expect(inode(path.join(root, 'r2/pc/news/a/index.html'))).not.toBe(
      inode(path.join(root, 'r1/pc/news/a/index.html')),
    );
    expect(fs.readFileSync(path.join(root, 'r2/pc/news/a/index.html'), 'utf8')).toContain('a, edited');
    expect(fs.readFileSync(path.join(root, 'r1/pc/news/a/index.html'), 'utf8')).toContain('<h1>a</h1>');
    expect(fs.existsSync(path.join(root, 'r2/pc/news/b'))).toBe(false);

    const compressed = await precompressFiles(summary.toCompress);
    expect(compressed).toEqual(expect.objectContaining({ files: 2, written: 4 }));
    const edited = fs.readFileSync(path.join(root, 'r2/pc/news/a/index.html'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, 'r2/pc/news/a/index.html.br')))).toEqual(
      edited,
    );
    // A walk over the whole release finds every sibling fresh (what the site server runs again).
    expect((await precompressDirectory(path.join(root, 'r2/pc'))).written).toBe(0);
    // Removing the old release leaves the new one whole.
    fs.rmSync(path.join(root, 'r1'), { recursive: true });
    expect(fs.readFileSync(path.join(root, 'r2/pc/index.html'), 'utf8')).toBe(page('home'));
  });

  it('assembles the same in a worker thread, manifests read and written there', async () => {
    const manifest = await first();
    fs.writeFileSync(path.join(root, 'files-r1.json'), JSON.stringify(manifest));
    write(path.join(root, 'public/news/a/index.html'), page('a, edited'));
    const summary = await assembleInThread({
      from: path.join(root, 'public'),
      to: path.join(root, 'r2/pc'),
      previous: path.join(root, 'r1/pc'),
      previousManifestFile: path.join(root, 'files-r1.json'),
      manifestFile: path.join(root, 'files-r2.json'),
      excludeSuffixes: ['.map'],
    });
    expect(summary).toEqual(expect.objectContaining({ files: 4, linked: 3, siblingsLinked: 6, written: 1 }));
    expect(summary.changed).toEqual(['news/a/index.html']);
    expect(inode(path.join(root, 'r2/pc/index.html'))).toBe(inode(path.join(root, 'r1/pc/index.html')));
    expect(fs.existsSync(path.join(root, 'r2/pc/app-1234.js.map'))).toBe(false);
    const written = JSON.parse(fs.readFileSync(path.join(root, 'files-r2.json'), 'utf8')) as FilesManifest;
    expect(Object.keys(written).sort()).toEqual(Object.keys(manifest).sort());
    expect(written['news/a/index.html'].sha256).not.toBe(manifest['news/a/index.html'].sha256);
    await expect(
      assembleInThread({
        from: path.join(root, 'missing'),
        to: path.join(root, 'r3/pc'),
        manifestFile: path.join(root, 'files-r3.json'),
        excludeSuffixes: [],
      }),
    ).rejects.toThrow(/ENOENT/);
  });

  it('compares content, not names or times, when the previous release has no manifest', async () => {
    await first();
    // Same size, different bytes: must not be linked.
    write(path.join(root, 'public/news/a/index.html'), page('x'));
    // Rewritten with the same bytes (a new mtime): linked.
    write(path.join(root, 'public/news/b/index.html'), page('b'));
    const summary = await assembleRelease({
      from: path.join(root, 'public'),
      to: path.join(root, 'r2/pc'),
      previous: path.join(root, 'r1/pc'),
      exclude,
    });
    expect(summary.changed).toEqual(['news/a/index.html']);
    expect(summary.linked).toBe(3);
    expect(inode(path.join(root, 'r2/pc/news/b/index.html'))).toBe(
      inode(path.join(root, 'r1/pc/news/b/index.html')),
    );
  });

  it('trusts the hash of an output file whose inode, size and time are unchanged, and reads the rest', async () => {
    const manifest = await first();
    expect(manifest['index.html']).toEqual(
      expect.objectContaining({
        ino: inode(path.join(root, 'public/index.html')),
        mtimeMs: expect.any(Number),
      }),
    );
    // Same bytes written again (new time): read, hashed, found equal, linked.
    write(path.join(root, 'public/news/b/index.html'), page('b'));
    // Same size, different bytes, and the time set back to the old one: a new inode still
    // forces a read (an editor's change is never mistaken for the old file).
    const a = path.join(root, 'public/news/a/index.html');
    const { atime, mtime } = fs.statSync(a);
    write(`${a}.new`, page('x'));
    fs.utimesSync(`${a}.new`, atime, mtime);
    fs.renameSync(`${a}.new`, a);
    const read = jest.spyOn(fs, 'readFileSync');
    try {
      const summary = await assembleRelease({
        from: path.join(root, 'public'),
        to: path.join(root, 'r2/pc'),
        previous: path.join(root, 'r1/pc'),
        previousManifest: manifest,
        exclude,
      });
      expect(summary.changed).toEqual(['news/a/index.html']);
      expect(summary.linked).toBe(3);
      const readRel = read.mock.calls.map(([file]) => path.relative(path.join(root, 'public'), String(file)));
      expect(readRel.sort()).toEqual(['news/a/index.html', 'news/b/index.html']);
    } finally {
      read.mockRestore();
    }
  });

  it('keeps a release whole while the build output is rewritten in place', async () => {
    await first();
    const out = path.join(root, 'public/app-1234.js');
    fs.writeFileSync(out, 'changed in place');
    expect(fs.readFileSync(path.join(root, 'r1/pc/app-1234.js'), 'utf8')).toContain('console.log("app")');
  });

  /** Every file of a folder (relative path → content), `.br`/`.gz` copies decompressed. */
  function tree(dir: string): Record<string, string> {
    const files: Record<string, string> = {};
    const walk = (at: string) => {
      for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
        const full = path.join(at, entry.name);
        if (entry.isDirectory()) walk(full);
        else {
          const data = fs.readFileSync(full);
          files[path.relative(dir, full)] = (
            full.endsWith('.br')
              ? zlib.brotliDecompressSync(data)
              : full.endsWith('.gz')
                ? zlib.gunzipSync(data)
                : data
          ).toString('utf8');
        }
      }
    };
    walk(dir);
    return files;
  }

  describe('on the link copy prepared in the background (decision 079)', () => {
    it('copies a whole release as links, and a build takes the copy once', async () => {
      await first();
      const r1 = path.join(root, 'r1');
      await expect(prepareNextRelease(r1, { builds: ['pc'], wait: true })).resolves.toBe(true);
      const copy = path.join(nextReleaseDir(r1), 'pc');
      expect(nextReleaseDir(r1)).toBe(path.join(root, `${NEXT_PREFIX}r1`));
      for (const rel of [
        'index.html',
        'index.html.br',
        'index.html.gz',
        'news/a/index.html',
        'app-1234.js.br',
      ]) {
        expect(inode(path.join(copy, rel))).toBe(inode(path.join(r1, 'pc', rel)));
      }
      expect(takePrepared(r1, 'pc', path.join(root, 'r2/pc'))).toBe(true);
      expect(fs.existsSync(nextReleaseDir(r1))).toBe(false);
      expect(takePrepared(r1, 'pc', path.join(root, 'r3/pc'))).toBe(false);
      expect(fs.existsSync(path.join(root, 'r3'))).toBe(false);
    });

    it('does not take a copy still being made, and discards copies of other releases', () => {
      const r1 = path.join(root, 'r1');
      fs.mkdirSync(path.join(nextReleaseDir(r1), 'pc.partial/news'), { recursive: true });
      expect(takePrepared(r1, 'pc', path.join(root, 'r2/pc'))).toBe(false);
      fs.mkdirSync(path.join(root, `${NEXT_PREFIX}r0/pc`), { recursive: true });
      expect(discardOtherPrepared(root, `${NEXT_PREFIX}r1`)).toEqual([`${NEXT_PREFIX}r0`]);
      const names = fs.readdirSync(root);
      expect(names).toContain(`${NEXT_PREFIX}r1`);
      expect(names.some((name) => name.startsWith(`${TRASH_PREFIX}next-r0-`))).toBe(true);
    });

    it('turns a pruned release into the copy: only the files that differ are replaced', async () => {
      const m1 = await first();
      fs.writeFileSync(path.join(root, 'r1/files-pc.json'), JSON.stringify(m1));
      nextBuild();
      const r2 = await assembleRelease({
        from: path.join(root, 'public'),
        to: path.join(root, 'r2/pc'),
        previous: path.join(root, 'r1/pc'),
        previousManifest: m1,
        exclude,
      });
      await precompressFiles(r2.toCompress);
      fs.writeFileSync(path.join(root, 'r2/files-pc.json'), JSON.stringify(r2.manifest));
      const live = tree(path.join(root, 'r2/pc'));
      // r2 live, r1 pruned (renamed out of the way), its build folder recycled.
      fs.renameSync(path.join(root, 'r1'), path.join(root, `${TRASH_PREFIX}r1`));
      const folder = inode(path.join(root, `${TRASH_PREFIX}r1/pc/news`));
      await expect(
        prepareNextRelease(path.join(root, 'r2'), {
          builds: ['pc'],
          wait: true,
          recycle: path.join(root, `${TRASH_PREFIX}r1`),
        }),
      ).resolves.toBe(true);
      const copy = path.join(root, `${NEXT_PREFIX}r2/pc`);
      expect(fs.existsSync(path.join(root, `${TRASH_PREFIX}r1/pc`))).toBe(false);
      expect(fs.readdirSync(path.join(root, `${NEXT_PREFIX}r2`))).toEqual(['pc']);
      expect(tree(copy)).toEqual(live);
      expect(tree(path.join(root, 'r2/pc'))).toEqual(live);
      const walk = (dir: string, prefix = ''): string[] =>
        fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
          const rel = path.join(prefix, entry.name);
          return entry.isDirectory() ? walk(dir, rel) : [rel];
        });
      for (const rel of walk(copy))
        expect(inode(path.join(copy, rel))).toBe(inode(path.join(root, 'r2/pc', rel)));
      expect(fs.existsSync(path.join(copy, 'news/b'))).toBe(false);
      // The pruned release's own folders, not a new copy of the live one.
      expect(inode(path.join(copy, 'news'))).toBe(folder);
    });

    it('writes only what changed, leaves the previous release as it was, and ends equal to a full assembly', async () => {
      const manifest = await first();
      const r1 = path.join(root, 'r1');
      const before = tree(path.join(r1, 'pc'));
      await prepareNextRelease(r1, { builds: ['pc'], wait: true });
      // The edited article is shorter than the compression threshold: it gets no new copies,
      // so the old ones must not stay.
      nextBuild('a, edited');
      const assemble = (to: string, prepared: boolean) =>
        assembleRelease({
          from: path.join(root, 'public'),
          to,
          prepared,
          previous: path.join(r1, 'pc'),
          previousManifest: manifest,
          exclude,
        });
      expect(takePrepared(r1, 'pc', path.join(root, 'r2/pc'))).toBe(true);
      const summary = await assemble(path.join(root, 'r2/pc'), true);
      expect(summary).toEqual(expect.objectContaining({ files: 4, linked: 2, written: 2 }));
      expect(summary.changed.sort()).toEqual(['news/a/index.html', 'news/c/index.html']);
      expect(summary.removed).toEqual(['news/b/index.html']);
      await precompressFiles(summary.toCompress);

      // The live release is untouched, its copies included.
      expect(tree(path.join(r1, 'pc'))).toEqual(before);
      // Unchanged files are still links to it; the edited one is a file of its own.
      expect(inode(path.join(root, 'r2/pc/app-1234.js.br'))).toBe(inode(path.join(r1, 'pc/app-1234.js.br')));
      expect(inode(path.join(root, 'r2/pc/news/a/index.html'))).not.toBe(
        inode(path.join(r1, 'pc/news/a/index.html')),
      );
      expect(fs.existsSync(path.join(root, 'r2/pc/news/a/index.html.br'))).toBe(false);
      expect(fs.existsSync(path.join(root, 'r2/pc/news/b'))).toBe(false);

      // The same build assembled from scratch gives the same release.
      const full = await assemble(path.join(root, 'r3/pc'), false);
      await precompressFiles(full.toCompress);
      expect(tree(path.join(root, 'r2/pc'))).toEqual(tree(path.join(root, 'r3/pc')));
      expect(summary.manifest).toEqual(full.manifest);
    });
  });
});
