import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareWorkDir, stableBuildEnv } from '../src/build-sites';

describe('a variant work folder', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'work-dir-'));
    for (const dir of [
      'repo/src',
      'repo/node_modules/gatsby',
      'repo/.cache',
      'repo/public',
      'repo/.git',
      'repo/plugins/source/src',
    ]) {
      fs.mkdirSync(path.join(root, dir), { recursive: true });
    }
    fs.writeFileSync(path.join(root, 'repo/gatsby-config.ts'), 'export default {};');
    fs.writeFileSync(path.join(root, 'repo/gatsby-browser.tsx'), '');
    fs.writeFileSync(path.join(root, 'repo/package.json'), '{}');
    fs.writeFileSync(path.join(root, 'repo/plugins/source/gatsby-node.ts'), 'export {};');
    fs.writeFileSync(path.join(root, 'repo/plugins/source/package.json'), '{}');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('links the sources and keeps its own .cache and public', () => {
    const work = prepareWorkDir(path.join(root, 'repo/.cache-variants/pc'), path.join(root, 'repo'));
    fs.mkdirSync(path.join(work, '.cache'));
    fs.mkdirSync(path.join(work, 'public'));
    expect(fs.readdirSync(work).sort()).toEqual(
      [
        '.cache',
        'gatsby-browser.tsx',
        'gatsby-config.ts',
        'node_modules',
        'package.json',
        'plugins',
        'public',
        'src',
      ].sort(),
    );
    expect(fs.readlinkSync(path.join(work, 'src'))).toBe(path.join('..', '..', 'src'));
    expect(fs.lstatSync(path.join(work, 'gatsby-browser.tsx')).isSymbolicLink()).toBe(true);
    // Parcel's entries are copies (it would compile a linked one next to the real file).
    expect(fs.lstatSync(path.join(work, 'gatsby-config.ts')).isFile()).toBe(true);
    expect(fs.lstatSync(path.join(work, 'plugins')).isDirectory()).toBe(true);
    expect(fs.lstatSync(path.join(work, 'plugins/source/gatsby-node.ts')).isFile()).toBe(true);
    expect(fs.lstatSync(path.join(work, 'plugins/source/src')).isSymbolicLink()).toBe(true);
    expect(fs.realpathSync(path.join(work, 'plugins/source/src'))).toBe(
      fs.realpathSync(path.join(root, 'repo/plugins/source/src')),
    );
    expect(fs.realpathSync(path.join(work, 'node_modules/gatsby'))).toBe(
      fs.realpathSync(path.join(root, 'repo/node_modules/gatsby')),
    );
    expect(fs.lstatSync(path.join(work, '.cache')).isSymbolicLink()).toBe(false);
  });

  it('follows the repository: new entries linked, removed ones unlinked, output left alone', () => {
    const repo = path.join(root, 'repo');
    const work = prepareWorkDir(path.join(repo, '.cache-variants/mobile'), repo);
    fs.mkdirSync(path.join(work, 'public'));
    fs.writeFileSync(path.join(work, 'public/index.html'), 'kept');
    fs.mkdirSync(path.join(repo, 'static'));
    fs.rmSync(path.join(repo, 'gatsby-config.ts'));
    fs.writeFileSync(path.join(repo, 'plugins/source/gatsby-node.ts'), 'export const changed = 1;');
    fs.writeFileSync(path.join(work, 'gatsby-node.js'), 'compiled by a tool');
    prepareWorkDir(work, repo);
    expect(fs.existsSync(path.join(work, 'static'))).toBe(true);
    expect(fs.readFileSync(path.join(work, 'plugins/source/gatsby-node.ts'), 'utf8')).toContain('changed');
    expect(fs.existsSync(path.join(work, 'gatsby-node.js'))).toBe(false);
    expect(fs.existsSync(path.join(work, 'gatsby-config.ts'))).toBe(false);
    expect(fs.lstatSync(path.join(work, 'gatsby-config.ts'), { throwIfNoEntry: false })).toBeUndefined();
    expect(fs.readFileSync(path.join(work, 'public/index.html'), 'utf8')).toBe('kept');
  });
});

describe("Parcel's cache of a work folder", () => {
  it('is dropped when a file it reached through a link changed, and kept otherwise', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parcel-cache-'));
    try {
      const repo = path.join(root, 'repo');
      fs.mkdirSync(path.join(repo, 'packages/content/src'), { recursive: true });
      fs.mkdirSync(path.join(repo, 'plugins/source/src'), { recursive: true });
      fs.writeFileSync(path.join(repo, 'packages/content/src/rich-text.ts'), 'export const a = 1;');
      fs.writeFileSync(path.join(repo, 'plugins/source/src/map.ts'), 'export const b = 1;');
      const work = prepareWorkDir(path.join(repo, '.cache-variants/pc'), repo);
      const parcelCache = path.join(work, '.cache/.parcel-cache');
      const compile = () => fs.mkdirSync(parcelCache, { recursive: true });
      // A first build makes the cache; the next preparation notes what it was made from.
      compile();
      prepareWorkDir(work, repo);
      compile();
      prepareWorkDir(work, repo);
      expect(fs.existsSync(parcelCache)).toBe(true);
      // A linked source changes (Parcel would not notice): the cache goes.
      fs.writeFileSync(path.join(repo, 'packages/content/src/rich-text.ts'), 'export const a = 2;');
      prepareWorkDir(work, repo);
      expect(fs.existsSync(parcelCache)).toBe(false);
      compile();
      prepareWorkDir(work, repo);
      expect(fs.existsSync(parcelCache)).toBe(true);
      fs.writeFileSync(path.join(repo, 'plugins/source/src/new.ts'), '');
      prepareWorkDir(work, repo);
      expect(fs.existsSync(parcelCache)).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the build environment', () => {
  it('leaves out what differs from run to run and sorts the rest', () => {
    const env = stableBuildEnv({
      Z: '1',
      SITE_BUILD_ID: 'x',
      GATSBY_BUILD_ID: 'y',
      npm_config_x: 'z',
      A: '2',
    });
    expect(Object.keys(env)).toEqual(['A', 'Z']);
  });
});
