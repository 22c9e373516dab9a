import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePartsData } from '../src/ensure';
import { openPartsStore } from '../src/store/open';

/** KiCad excerpts (CC-BY-SA 4.0 with the KiCad exception: fixtures/kicad/LICENSE.md): 12 parts. */
const KICAD = path.join(__dirname, 'fixtures/kicad');
const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'parts-ensure-')), 'parts.sqlite');

describe('ensurePartsData', () => {
  it('fills a missing database once, real KiCad parts first, and leaves a filled one alone', async () => {
    const file = tempFile();
    const lines: string[] = [];
    const first = await ensurePartsData({
      count: 1500,
      config: { kind: 'sqlite', path: file },
      log: (l) => lines.push(l),
      kicadDir: KICAD,
    });
    expect(first).toEqual({ created: true, parts: 1512, real: 12 });
    expect(lines[0]).toBe('parts: generating 1,500 demo parts');
    expect(lines[1]).toBe(
      `parts: importing real parts and pinouts from the KiCad symbol libraries in ${KICAD} (CC-BY-SA 4.0)`,
    );
    expect(lines).toContain('parts: KiCad 3 / 3 libraries, 12 parts of 12 symbols, 1 reported and left out');
    expect(lines.at(-1)).toMatch(
      /^parts: 1,512 parts ready in .* \(12 real from KiCad, 1,500 generated demo parts\)$/,
    );
    const store = await openPartsStore({ kind: 'sqlite', path: file });
    try {
      const page = { limit: 5, offset: 0 };
      const lm358 = await store.exact('LM358', {}, page);
      expect(lm358.parts.map((p) => [p.id, p.demo, p.pins.length])).toEqual([['ti-LM358', false, 8]]);
      // Prefix search: the real part before the generated LM358DR and its kin.
      const prefix = await store.prefix('LM358', {}, page);
      expect(prefix.parts[0]).toMatchObject({ id: 'ti-LM358', demo: false });
      expect(prefix.parts.slice(1).every((p) => p.demo && p.datasheetUrl === null)).toBe(true);
      expect(prefix.parts.length).toBeGreaterThan(1);
    } finally {
      await store.close();
    }
    const again: string[] = [];
    const second = await ensurePartsData({
      count: 9999,
      config: { kind: 'sqlite', path: file },
      log: (l) => again.push(l),
      kicadDir: KICAD,
    });
    expect(second).toEqual({ created: false, parts: 1512, real: 12 });
    expect(again).toEqual([`parts: real parts from ${KICAD} already imported`]);
  });

  it('without KiCad libraries says how to add them; imports them into a filled store once they exist', async () => {
    const file = tempFile();
    const lines: string[] = [];
    const first = await ensurePartsData({
      count: 300,
      config: { kind: 'sqlite', path: file },
      log: (l) => lines.push(l),
      kicadDir: path.join(os.tmpdir(), 'no-such-kicad-dir'),
    });
    expect(first).toEqual({ created: true, parts: 300, real: 0 });
    expect(lines[0]).toMatch(
      /no KiCad symbol libraries in .*no-such-kicad-dir: demo data only.*apt-get install kicad-symbols/,
    );
    const later: string[] = [];
    const second = await ensurePartsData({
      config: { kind: 'sqlite', path: file },
      log: (l) => later.push(l),
      kicadDir: KICAD,
    });
    expect(second).toEqual({ created: false, parts: 312, real: 12 });
    expect(later.at(-1)).toBe('parts: 12 real parts imported beside the existing data');
  });

  it('builds demo data of an earlier generator again when the store holds no real parts', async () => {
    const file = tempFile();
    await ensurePartsData({
      count: 200,
      config: { kind: 'sqlite', path: file },
      log: () => undefined,
      kicadDir: null,
    });
    const store = await openPartsStore({ kind: 'sqlite', path: file });
    await store.setMeta('demoGenerator', '1');
    await store.close();
    const lines: string[] = [];
    const again = await ensurePartsData({
      count: 250,
      config: { kind: 'sqlite', path: file },
      log: (l) => lines.push(l),
      kicadDir: null,
    });
    expect(again).toEqual({ created: true, parts: 250, real: 0 });
    expect(lines).toContain('parts: the demo data was made by an earlier generator; building it again');
  });

  it('fills the database again when the last start stopped in the middle of filling it', async () => {
    const file = tempFile();
    // The load commits every 50,000 parts: a start stopped after the first commits (Ctrl-C) left
    // those parts behind, with no mark that the fill finished.
    const stop = new Error('stopped');
    await expect(
      ensurePartsData({
        count: 100_500,
        config: { kind: 'sqlite', path: file },
        log: (line) => {
          if (line === 'parts: 100,000 loaded') throw stop;
        },
        kicadDir: KICAD,
      }),
    ).rejects.toBe(stop);
    const left = await openPartsStore({ kind: 'sqlite', path: file });
    expect(await left.count()).toBeGreaterThan(0);
    await left.close();

    const lines: string[] = [];
    const again = await ensurePartsData({
      count: 300,
      config: { kind: 'sqlite', path: file },
      log: (l) => lines.push(l),
      kicadDir: KICAD,
    });
    expect(lines[0]).toBe(
      'parts: the last start stopped while it filled the parts database; filling it again',
    );
    expect(again).toEqual({ created: true, parts: 312, real: 12 });
    // Filled: the next start leaves it alone.
    const next = await ensurePartsData({
      config: { kind: 'sqlite', path: file },
      log: () => undefined,
      kicadDir: KICAD,
    });
    expect(next).toEqual({ created: false, parts: 312, real: 12 });
  }, 60_000);
});
