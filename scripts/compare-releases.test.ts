import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compareReleases, formatComparison } from './compare-releases';
import { tempTree } from '@site/test-utils/temp-tree';

const tree = tempTree('compare-releases-');
const { write } = tree;

/** A release's build folder: the bundles, two articles, their page data, compressed copies. */
function writeBuild(release: string, build: string, articleTitle: string, appSource = 'app();') {
  const at = (rel: string) => `${release}/${build}/${rel}`;
  write(at('app-5e0d1c.js'), appSource);
  write(at('app-5e0d1c.js.br'), 'compressed');
  write(at('webpack-runtime-77aa.js'), 'runtime();');
  write(at('styles.4f2c.css'), 'body{margin:0}');
  write(
    at('page-data/app-data.json'),
    JSON.stringify({ webpackCompilationHash: appSource === 'app();' ? 'c1' : 'c2' }),
  );
  write(at('news/a/index.html'), `<h1>${articleTitle}</h1>`);
  write(at('page-data/news/a/page-data.json'), JSON.stringify({ title: articleTitle }));
  write(at('news/b/index.html'), '<h1>b</h1>');
  write(at('page-data/news/b/page-data.json'), JSON.stringify({ title: 'b' }));
}

describe('compare releases', () => {
  it('passes a content-only rebuild: same bundles, one page changed', () => {
    for (const build of ['pc', 'mobile']) {
      writeBuild('r1', build, 'a');
      writeBuild('r2', build, 'a, edited');
    }
    // A hard link, as the release assembly makes for unchanged files.
    fs.rmSync(path.join(tree.dir, 'r2/pc/news/b/index.html'));
    fs.linkSync(
      path.join(tree.dir, 'r1/pc/news/b/index.html'),
      path.join(tree.dir, 'r2/pc/news/b/index.html'),
    );

    const comparison = compareReleases(path.join(tree.dir, 'r1'), path.join(tree.dir, 'r2'));
    expect(comparison.assetsIdentical).toBe(true);
    expect(comparison.builds.map((b) => b.build)).toEqual(['pc', 'mobile']);
    const [pc] = comparison.builds;
    expect(pc.assets).toEqual({ same: 3, changed: [], added: [], removed: [] });
    expect(pc.html).toEqual({ same: 1, changed: ['news/a/index.html'], added: [], removed: [] });
    expect(pc.pageData.changed).toEqual(['page-data/news/a/page-data.json']);
    expect(pc.hardLinked).toBe(1);
    expect(pc.compilationHash).toEqual({ previous: 'c1', next: 'c1' });
    expect(formatComparison(comparison)).toContain('ok: every JavaScript and CSS file is identical');
  });

  it('fails when a bundle changed, appeared or went away', () => {
    writeBuild('r1', 'pc', 'a');
    writeBuild('r2', 'pc', 'a', 'app(); changed();');
    fs.renameSync(path.join(tree.dir, 'r2/pc/styles.4f2c.css'), path.join(tree.dir, 'r2/pc/styles.9b1e.css'));

    const comparison = compareReleases(path.join(tree.dir, 'r1'), path.join(tree.dir, 'r2'));
    expect(comparison.assetsIdentical).toBe(false);
    const [pc] = comparison.builds;
    expect(pc.assets.changed).toEqual(['app-5e0d1c.js']);
    expect(pc.assets.added).toEqual(['styles.9b1e.css']);
    expect(pc.assets.removed).toEqual(['styles.4f2c.css']);
    expect(pc.compilationHash).toEqual({ previous: 'c1', next: 'c2' });
    expect(formatComparison(comparison)).toContain('FAILED');
  });

  it('fails on a changed compilation hash alone', () => {
    writeBuild('r1', 'pc', 'a');
    writeBuild('r2', 'pc', 'a');
    write('r2/pc/page-data/app-data.json', JSON.stringify({ webpackCompilationHash: 'other' }));
    expect(compareReleases(path.join(tree.dir, 'r1'), path.join(tree.dir, 'r2')).assetsIdentical).toBe(false);
    const allowed = compareReleases(path.join(tree.dir, 'r1'), path.join(tree.dir, 'r2'), undefined, {
      allowHashChange: true,
    });
    expect(allowed.assetsIdentical).toBe(true);
  });

  it('works as a command line tool: exit code 0 when identical, 1 otherwise', () => {
    writeBuild('r1', 'pc', 'a');
    writeBuild('r2', 'pc', 'a, edited');
    writeBuild('r3', 'pc', 'a', 'app(); changed();');
    const cli = (previous: string, next: string) => {
      try {
        return {
          code: 0,
          out: execFileSync(
            process.execPath,
            [require.resolve('tsx/cli'), path.join(__dirname, 'compare-releases.ts'), previous, next],
            { encoding: 'utf8' },
          ),
        };
      } catch (error) {
        const failed = error as { status: number; stdout: string };
        return { code: failed.status, out: failed.stdout };
      }
    };
    const same = cli(path.join(tree.dir, 'r1'), path.join(tree.dir, 'r2'));
    expect(same.code).toBe(0);
    expect(same.out).toContain('HTML       1 identical, 1 changed');
    const differs = cli(path.join(tree.dir, 'r1'), path.join(tree.dir, 'r3'));
    expect(differs.code).toBe(1);
    expect(differs.out).toContain('changed: app-5e0d1c.js');
  });
});
