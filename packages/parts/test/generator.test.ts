import { generateParts } from '../src/generator/generate';
import { normalizeMpn } from '../src/normalize';
import { partRecordSchema } from '../src/schema';

const take = (count: number, seed = 1) => [...generateParts({ count, seed })];

describe('generator', () => {
  it('is deterministic and a smaller count is a prefix of a larger one', () => {
    const a = take(3000);
    expect(take(3000)).toEqual(a);
    expect(take(1000)).toEqual(a.slice(0, 1000));
    expect(take(1000, 2)).not.toEqual(a.slice(0, 1000));
  });

  it('makes valid records with unique brand and part number', () => {
    const records = take(20_000);
    const keys = new Set(records.map((r) => `${r.brand}:${normalizeMpn(r.mpn)}`));
    expect(keys.size).toBe(records.length);
    for (const r of records.filter((_, i) => i % 7 === 0))
      expect(partRecordSchema.safeParse(r).success).toBe(true);
    expect(new Set(records.map((r) => r.category)).size).toBe(12);
    expect(records.some((r) => r.origin === 'CN')).toBe(true);
    expect(records.some((r) => r.aec !== null)).toBe(true);
  });

  it('reports progress', () => {
    const seen: number[] = [];
    take(0);
    for (const record of generateParts({
      count: 2500,
      onProgress: (done) => seen.push(done),
      progressEvery: 1000,
    }))
      expect(record).toBeDefined();
    expect(seen).toEqual([1000, 2000, 2500]);
  });

  it('starts with well-known parts and their second sources', () => {
    const mpns = take(200).map((r) => r.mpn);
    expect(mpns).toEqual(
      expect.arrayContaining(['STM32F103C8T6', 'GD32F103C8T6', 'TPS71725QDRVR', 'LM358DR']),
    );
  });

  it('refuses sizes beyond 8 million', () => {
    expect(() => take(8_000_001)).toThrow(RangeError);
  });
});
