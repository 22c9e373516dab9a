import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import {
  chunkGlobalOf,
  instrumentation,
  moduleSource,
  summarize,
  type FactoryRecord,
} from './module-factories';

/**
 * A page in miniature: the init script, then webpack's runtime (the JSONP part that matters here:
 * it takes over the chunk array's `push`, installs the factories of chunks pushed before and after
 * it, and calls the push it found), then chunks, in either order.
 */
function page() {
  let now = 0;
  const window: Record<string, unknown> = {};
  const scope = {
    window,
    self: window,
    document: { currentScript: null as null | { src: string } },
    performance: { now: () => now },
  };
  new Function('window', 'self', 'document', 'performance', instrumentation('webpackChunkSite'))(
    scope.window,
    scope.self,
    scope.document,
    scope.performance,
  );
  type Factory = (module: { exports: unknown }, exports: unknown, require: (id: string) => unknown) => void;
  const installed: Record<string, Factory> = {};
  const cache: Record<string, { exports: unknown }> = {};
  const require = (id: string): unknown => {
    if (!cache[id]) {
      cache[id] = { exports: {} };
      installed[id](cache[id], cache[id].exports, require);
    }
    return cache[id].exports;
  };
  const chunks = () =>
    window.webpackChunkSite as Array<[string[], Record<string, Factory>]> & {
      push: (...items: unknown[]) => number;
    };
  return {
    tick: (ms: number) => {
      now += ms;
    },
    runtime() {
      const array = (window.webpackChunkSite ??= []) as ReturnType<typeof chunks>;
      const callback = (parent: ((data: unknown) => void) | 0, data: [string[], Record<string, Factory>]) => {
        Object.assign(installed, data[1]);
        if (parent) parent(data);
      };
      array.forEach((data) => callback(0, data));
      array.push = callback.bind(null, array.push.bind(array)) as never;
    },
    chunk(file: string, factories: Record<string, Factory>) {
      scope.document.currentScript = { src: `http://site/${file}` };
      chunks().push([[file], factories]);
      scope.document.currentScript = null;
    },
    require,
    records: () => window.__moduleFactories as FactoryRecord[],
  };
}

describe('the factories of a page load', () => {
  const load = (runtimeFirst: boolean) => {
    const p = page();
    const app = {
      entry: (_m: unknown, _e: unknown, require: (id: string) => unknown) => {
        p.tick(2);
        require('dom');
        p.tick(1);
      },
      dom: () => p.tick(5),
    };
    if (runtimeFirst) {
      p.runtime();
      p.chunk('app-0123456789abcdef0123.js', app);
    } else {
      p.chunk('app-0123456789abcdef0123.js', app);
      p.runtime();
    }
    p.require('entry');
    return p.records();
  };

  it.each([
    ['before', true],
    ['after', false],
  ])(
    'are timed when the chunk arrives %s the runtime, each once, with its own time apart',
    (_when, first) => {
      expect(load(first)).toEqual([
        ['app-0123456789abcdef0123.js', 'dom', 5, 5],
        ['app-0123456789abcdef0123.js', 'entry', 8, 3],
      ]);
    },
  );

  it('add up, per module the mean of the loads and in all the median load', () => {
    const loads: FactoryRecord[][] = [
      [
        ['app.js', '1', 3, 1],
        ['app.js', '2', 2, 2],
      ],
      [['app.js', '1', 1, 1]],
      [
        ['app.js', '1', 1, 1],
        ['app.js', '2', 9, 9],
      ],
    ];
    const { total, modules } = summarize(loads, (_chunk, id) => `module ${id}`);
    expect(total).toBe(3);
    expect(modules).toEqual([
      { name: 'module 2', selfMs: 11 / 3 },
      { name: 'module 1', selfMs: 1 },
    ]);
  });
});

describe('naming a factory', () => {
  const chunk =
    '"use strict";(self.webpackChunkSite=self.webpackChunkSite||[]).push([[1],\n{12:function(e,t,n){var a=1},34:function(e){e.exports=2}}]);';
  const map = () => {
    const generator = new SourceMapGenerator({ file: 'app.js' });
    const at = (needle: string) => chunk.split('\n')[1].indexOf(needle);
    generator.addMapping({
      generated: { line: 2, column: at('var a') },
      original: { line: 3, column: 0 },
      source: 'webpack://site/./src/lib/listeners.ts',
    });
    generator.addMapping({
      generated: { line: 2, column: at('e.exports=2') },
      original: { line: 1, column: 0 },
      source: 'webpack://site/node_modules/react/index.js',
    });
    return new SourceMapConsumer(JSON.parse(generator.toString()));
  };

  it('names the source its body starts in, through the chunk’s map', () => {
    expect(moduleSource(chunk, map(), '12')).toBe('src/lib/listeners.ts');
    expect(moduleSource(chunk, map(), '34')).toBe('node_modules/react/index.js');
  });

  it('falls back to the id without a map or a factory of that id', () => {
    expect(moduleSource(chunk, undefined, '12')).toBe('#12');
    expect(moduleSource(chunk, map(), '99')).toBe('#99');
  });

  it('reads the chunk array’s name from the app chunk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'factories-'));
    try {
      fs.writeFileSync(path.join(dir, 'app-0123abcd.js'), chunk);
      expect(chunkGlobalOf(dir)).toBe('webpackChunkSite');
      fs.rmSync(path.join(dir, 'app-0123abcd.js'));
      expect(() => chunkGlobalOf(dir)).toThrow(/no app-<hash>\.js/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
