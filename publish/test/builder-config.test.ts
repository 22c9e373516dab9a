import os from 'node:os';
import path from 'node:path';
import { lowerOwnPriority } from '../src/builder-server';
import { loadConfig } from '../../server/src/config';
import { REPO_ROOT, loadBuilderConfig } from '../src/config';

describe('builder settings', () => {
  it("has defaults: 127.0.0.1:8010, niceness 10, the repository's builds folder", () => {
    const config = loadBuilderConfig({});
    expect(config).toEqual(
      expect.objectContaining({
        port: 8010,
        host: '127.0.0.1',
        nice: 10,
        buildsDir: path.join(REPO_ROOT, '.builds'),
        shutdownGraceMs: 10_000,
      }),
    );
  });

  it('counts empty values as unset', () => {
    const config = loadBuilderConfig({
      BUILDER_PORT: '',
      BUILDER_HOST: '',
      BUILD_NICE: ' ',
      REBUILD_TOKEN: '',
    });
    expect([config.port, config.host, config.nice, config.rebuild.token]).toEqual([
      8010,
      '127.0.0.1',
      10,
      undefined,
    ]);
    expect(loadBuilderConfig({ BUILD_NICE: '0', BUILDER_PORT: '9010' })).toEqual(
      expect.objectContaining({ nice: 0, port: 9010 }),
    );
  });

  it('refuses invalid values, naming each variable', () => {
    expect(() => loadBuilderConfig({ BUILDER_PORT: '70000', BUILD_NICE: '20' })).toThrow(
      /Invalid builder environment:[\s\S]*BUILDER_PORT[\s\S]*BUILD_NICE/,
    );
    // Raising the priority needs privileges: a negative niceness is refused at start.
    expect(() => loadBuilderConfig({ BUILD_NICE: '-5' })).toThrow(/BUILD_NICE/);
    expect(() => loadBuilderConfig({ KEEP_RELEASES: '0' })).toThrow(/KEEP_RELEASES/);
  });

  it('reads only what a builder needs: site-only settings do not stop it', () => {
    expect(() => loadBuilderConfig({ SITE_AREA: 'CN', API_URL: 'not a url' })).not.toThrow();
  });

  it('never raises the priority, and says why it left it', () => {
    const before = os.getPriority();
    expect(lowerOwnPriority(0)).toEqual({ from: before, to: before, threads: 0, note: 'BUILD_NICE=0' });
  });
});

describe('BUILDER_URL of the site server', () => {
  it("is the builder's own default address when unset or empty: the site server never builds", () => {
    expect(loadConfig({}).builderUrl.href).toBe('http://127.0.0.1:8010/');
    expect(loadConfig({ BUILDER_URL: ' ' }).builderUrl.href).toBe('http://127.0.0.1:8010/');
  });

  it('takes an http(s) address and refuses anything else', () => {
    expect(loadConfig({ BUILDER_URL: 'http://127.0.0.1:8010' }).builderUrl.href).toBe(
      'http://127.0.0.1:8010/',
    );
    expect(loadConfig({ BUILDER_URL: 'https://builder.internal/' }).builderUrl.host).toBe('builder.internal');
    expect(() => loadConfig({ BUILDER_URL: 'builder:8010' })).toThrow(/BUILDER_URL/);
    expect(() => loadConfig({ BUILDER_URL: 'ftp://127.0.0.1/' })).toThrow(/BUILDER_URL/);
  });
});
