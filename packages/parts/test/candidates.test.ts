import { findSubstitutes, rankSubstitutes } from '../src/engine/substitutes';
import { generateParts } from '../src/generator/generate';
import { searchParts } from '../src/search';
import { openPartsStore } from '../src/store/open';
import type { StoredPart } from '../src/store/rows';
import type { PartsStore } from '../src/store/store';
import { backends } from './backends';
import { OTHER_PINOUT, ldo } from './fixtures';

/**
 * A function (4.1 V LDOs) whose own pinout group is large, with repeated primary values,
 * and three smaller groups in other pinouts: the grade-D window must come from the other
 * groups only, nearest first, whatever the size of the original's group.
 */
function crowdedFunction() {
  const records = [];
  for (let i = 0; i < 240; i++)
    records.push(ldo(`CROWD${i}`, {}, { iout: { max: [0.1, 0.2, 0.3, 0.3, 0.5, 1][i % 6] } }));
  for (let i = 0; i < 40; i++) {
    const iout = { max: 0.05 * (1 + (i % 13)) };
    records.push(ldo(`OTHERPIN${i}`, { pins: OTHER_PINOUT }, { iout }));
    records.push(ldo(`OTHERPKG${i}`, { package: 'SC-70-5' }, { iout }));
    records.push(ldo(`OTHERBOTH${i}`, { package: 'SC-70-5', pins: OTHER_PINOUT }, { iout }));
  }
  return records;
}

interface Row {
  id: number;
  func_hash: number;
  pin_hash: number;
  primary_value: number;
}

/** The windows by their definition, over every stored row. */
function expectedWindow(all: Row[], part: StoredPart, perSide: number, pinToPin: boolean): number[] {
  const same = all.filter(
    (r) =>
      r.func_hash === part.funcHash &&
      r.id !== part.rowId &&
      (pinToPin ? r.pin_hash === part.pinHash : r.pin_hash !== part.pinHash),
  );
  const up = same
    .filter((r) => r.primary_value >= part.primaryValue)
    .sort((a, b) => a.primary_value - b.primary_value || a.id - b.id)
    .slice(0, perSide);
  const down = same
    .filter((r) => r.primary_value < part.primaryValue)
    .sort((a, b) => b.primary_value - a.primary_value || b.id - a.id)
    .slice(0, perSide);
  return [...up, ...down].map((r) => r.id).sort((a, b) => a - b);
}

describe.each(backends('candidates'))('substitute candidate windows on %s', (_name, config) => {
  let store: PartsStore;
  let all: Row[];

  beforeAll(async () => {
    store = await openPartsStore(await config());
    await store.load([...crowdedFunction(), ...generateParts({ count: 3000, seed: 11 })], {
      today: '2025-05-01',
    });
    all = (await store.db
      .selectFrom('part')
      .select(['id', 'func_hash', 'pin_hash', 'primary_value'])
      .execute()) as Row[];
  }, 60_000);

  afterAll(async () => {
    await store?.close();
  });

  const parts = async (ids: string[]) => Promise.all(ids.map(async (id) => (await store.getById(id))!));
  const window = async (part: StoredPart, perSide: number, pinToPin: boolean) =>
    (await store.candidates(part, perSide, pinToPin)).map((c) => c.rowId).sort((a, b) => a - b);

  it('reads the nearest parts on each side, pin-to-pin and in other pinouts, as defined', async () => {
    const originals = await parts(['ti-CROWD0', 'ti-CROWD3', 'ti-CROWD5', 'ti-OTHERPIN0', 'ti-OTHERBOTH7']);
    for (const part of originals) {
      for (const [perSide, pinToPin] of [
        [60, true],
        [15, false],
        [3, false],
      ] as const)
        expect(await window(part, perSide, pinToPin)).toEqual(expectedWindow(all, part, perSide, pinToPin));
    }
    const d = await store.candidates(originals[1], 15, false);
    expect(d).toHaveLength(30);
    expect(new Set(d.map((c) => c.pinHash)).size).toBe(3);
  });

  it('matches the definition on generated data', async () => {
    const sample = await store.partsByRowIds(all.filter((_, i) => i % 37 === 0).map((r) => r.id));
    expect(sample.length).toBeGreaterThan(80);
    for (const part of sample) {
      expect(await window(part, 60, true)).toEqual(expectedWindow(all, part, 60, true));
      expect(await window(part, 15, false)).toEqual(expectedWindow(all, part, 15, false));
    }
  });

  it('ranks from the candidate columns what the full parts give', async () => {
    const [part] = await parts(['ti-CROWD3']);
    const ranked = await rankSubstitutes(store, part, { grades: ['A', 'B', 'D'] });
    const full = await findSubstitutes(store, part, { grades: ['A', 'B', 'D'] });
    expect(full.map((s) => s.part.rowId)).toEqual(ranked.map((r) => r.candidate.rowId));
    expect(full.map((s) => s.comparison)).toEqual(ranked.map((r) => r.comparison));
    expect([...new Set(full.map((s) => s.comparison.grade))].sort()).toEqual(['A', 'D']);
  });

  it('gives full parts by storage id in the order asked', async () => {
    const ids = [all[5].id, all[1].id, all[3].id];
    expect((await store.partsByRowIds([...ids, 987_654_321])).map((p) => p.rowId)).toEqual(ids);
    expect(await store.partsByRowIds([])).toEqual([]);
  });

  it('keeps the same total on every page, past the last one too', async () => {
    const page = async (n: number) =>
      (await searchParts(store, { q: 'CROWD1', mode: 'prefix', filters: {}, page: n, pageSize: 20 })).found;
    // CROWD1, CROWD10..19, CROWD100..199: 111 parts.
    for (const n of [1, 5, 6, 7, 50]) expect((await page(n)).total).toBe(111);
    expect((await page(6)).parts).toHaveLength(11);
    expect((await page(7)).parts).toHaveLength(0);
    const byPage = await searchParts(store, {
      q: 'CROWD',
      mode: 'prefix',
      filters: {},
      page: 1,
      pageSize: 50,
    });
    expect(byPage.found).toMatchObject({ total: 240, totalCapped: false });
  });
});

describe('indexes of earlier versions', () => {
  it('are dropped when a store is opened', async () => {
    const [, config] = backends('obsolete-index')[0];
    const settings = await config();
    const first = await openPartsStore(settings);
    await first.load([ldo('OLD-1')]);
    first.raw.sqlite!.exec('CREATE INDEX part_func_window ON part (func_hash, primary_value)');
    await first.close();
    const second = await openPartsStore(settings);
    const names = second.raw
      .sqlite!.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'part'")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(names).not.toContain('part_func_window');
    expect(names).toContain('part_pin_window');
    await second.close();
  });
});
