import path from 'node:path';
import { evaluatePairs } from '../src/engine/accuracy';
import { grade } from '../src/engine/grade';
import { comparePins, pinFunction } from '../src/engine/pins';
import { importKicad } from '../src/kicad/import';
import { PIN_VERDICT_CHECK } from '../src/vocabulary';
import { LABELLED_PAIRS } from './fixtures/pin-pairs';

/** The symbols of the labelled pairs (KiCad excerpts, licence in fixtures/kicad/LICENSE.md). */
const records = [...importKicad(path.join(__dirname, 'fixtures/kicad-pairs'))];
const byMpn = new Map(records.map((r) => [r.mpn, r]));

describe('pin-to-pin verdicts on real KiCad pairs', () => {
  it('holds at least 60 labelled pairs of every kind, each with a reason', () => {
    expect(LABELLED_PAIRS.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['same-order', 'other-names', 'nc-optional', 'other-order', 'other-package'])
      expect(LABELLED_PAIRS.filter((p) => p.kind === kind).length).toBeGreaterThanOrEqual(4);
    expect(LABELLED_PAIRS.every((p) => p.reason.length > 5)).toBe(true);
  });

  it('calls no pair pin-to-pin wrongly (precision 1) and finds at least 95 % of the pin-to-pin pairs', () => {
    const result = evaluatePairs(records, LABELLED_PAIRS);
    const calledWrongly = result.wrong
      .filter((o) => o.predicted)
      .map((o) => `${o.pair.a} → ${o.pair.b}: graded ${o.grade}, but ${o.pair.reason}`);
    expect(calledWrongly).toEqual([]);
    expect(result.precision).toBe(1);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
    // The figure the search's landing page shows.
    expect(PIN_VERDICT_CHECK).toEqual({
      pairs: result.pairs,
      precision: result.precision,
      recall: result.recall,
    });
  });

  it('MCP6001-OT against MCP6001R: another pinout, pins 2 and 5 swapped', () => {
    const a = byMpn.get('MCP6001-OT')!;
    const b = byMpn.get('MCP6001R')!;
    expect(grade(a, b)).toMatchObject({ grade: 'D', pinToPin: false });
    const rows = comparePins(a, b).rows;
    expect(
      rows.filter((r) => r.match !== 'same').map((r) => [r.number, r.original?.name, r.candidate?.name]),
    ).toEqual([
      [2, 'V-', 'V+'],
      [5, 'V+', 'V-'],
    ]);
  });

  it('AP2112K-3.3 against MIC5504-3.3YM5: pin-to-pin, with the parameters KiCad does not state named', () => {
    const c = grade(byMpn.get('AP2112K-3.3')!, byMpn.get('MIC5504-3.3YM5')!)!;
    expect(c).toMatchObject({ pinToPin: true, grade: 'C' });
    // Half the output current is a major shortfall; the rest is not stated in the libraries.
    expect(c.rows.find((r) => r.key === 'iout')).toMatchObject({ verdict: 'worse', severity: 'major' });
    expect(c.unstated).toEqual(['dropout', 'iq', 'accuracy', 'psrr', 'temp']);
  });

  it('reads pin names as makers write them', () => {
    const ldo = { category: 'ldo', channel: '', type: 'input' };
    const table: [string, string][] = [
      ['VIN', 'VIN'],
      ['VI', 'VIN'],
      ['IN', 'VIN'],
      ['Vin', 'VIN'],
      ['VOUT', 'VOUT'],
      ['VO', 'VOUT'],
      ['OUT', 'VOUT'],
      ['GND', 'GND'],
      ['VSS', 'GND'],
      ['ADJ/GND', 'GND'],
      ['EN', 'EN'],
      ['ON/~{OFF}', 'EN'],
      ['~{SHDN}', 'EN'],
      ['SHDN', 'EN_N'],
      ['~{EN}', 'EN_N'],
      ['INH', 'EN_N'],
      ['NC', 'NC'],
      ['BP', 'BYP'],
      ['BYP', 'BYP'],
      ['Bypass', 'BYP'],
      ['V_{DD}', 'VCC'],
    ];
    expect(table.map(([name]) => [name, pinFunction(name, ldo)])).toEqual(table);
    const amp = (name: string, channel = '') =>
      pinFunction(name, { category: 'opamp', channel, type: 'input' });
    expect([amp('+'), amp('-'), amp('~'), amp('V+'), amp('V-'), amp('+', 'B'), amp('GND')]).toEqual([
      'IN+',
      'IN-',
      'OUT',
      'V+',
      'V-',
      'INB+',
      'V-',
    ]);
  });
});
