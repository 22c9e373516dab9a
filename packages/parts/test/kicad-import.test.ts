import path from 'node:path';
import { importKicad, type KicadIssue, type KicadProgress } from '../src/kicad/import';
import { packageFromFootprint, packagesFromDescription } from '../src/kicad/package';
import { readLibrary } from '../src/kicad/symbols';
import { makerFromDatasheet } from '../src/kicad/makers';
import type { PartRecord } from '../src/schema';

/** Excerpts of the KiCad libraries (CC-BY-SA 4.0 with the KiCad exception: fixtures/kicad/LICENSE.md). */
const FIXTURES = path.join(__dirname, 'fixtures/kicad');

function importAll() {
  const issues: KicadIssue[] = [];
  const progress: KicadProgress[] = [];
  const records = [
    ...importKicad(FIXTURES, { onIssue: (i) => issues.push(i), onProgress: (p) => progress.push(p) }),
  ];
  const byName = new Map<string, PartRecord>(records.map((r) => [r.mpn, r]));
  return { records, byName, issues, progress };
}

const pins = (r: PartRecord | undefined) => r?.pins.map((p) => `${p.number}:${p.name}=${p.function}`);

describe('KiCad importer', () => {
  it('takes a derived symbol’s pins from its base and keeps its own properties', () => {
    const { byName } = importAll();
    const ap2112 = byName.get('AP2112K-3.3')!;
    expect(pins(ap2112)).toEqual(['1:VIN=VIN', '2:GND=GND', '3:EN=EN', '4:NC=NC', '5:VOUT=VOUT']);
    expect(ap2112).toMatchObject({
      category: 'ldo',
      package: 'SOT-23-5',
      brand: 'diodes',
      origin: 'US',
      attributes: { output: '3.3' },
      params: { iout: { max: 0.6 }, vin: { min: 3.8, max: 6 } },
      datasheetUrl: 'https://www.diodes.com/assets/Datasheets/AP2112.pdf',
    });
    // The base symbol is a part of its own, with its own output voltage.
    expect(byName.get('AP2204K-1.5')?.attributes).toEqual({ output: '1.5' });
  });

  it('reads a multi-unit symbol without a fixed footprint: channels by unit, power pins once, packages from the description', () => {
    const { byName } = importAll();
    const lm358 = byName.get('LM358')!;
    expect(pins(lm358)).toEqual([
      '1:~=OUTA',
      '2:-=INA-',
      '3:+=INA+',
      '4:V-=V-',
      '5:+=INB+',
      '6:-=INB-',
      '7:~=OUTB',
      '8:V+=V+',
    ]);
    expect(lm358.attributes).toEqual({ channels: '2' });
    expect(lm358.package).toBe('DIP-8 / SOIC-8 / TO-99-8');
    expect(lm358.brand).toBe('ti');
  });

  it('keeps real pin names and reads MCP6001-OT and MCP6001R with V+ and V− swapped', () => {
    const { byName } = importAll();
    expect(pins(byName.get('MCP6001-OT'))).toEqual(['1:~=OUT', '2:V-=V-', '3:+=IN+', '4:-=IN-', '5:V+=V+']);
    expect(pins(byName.get('MCP6001R'))).toEqual(['1:~=OUT', '2:V+=V+', '3:+=IN+', '4:-=IN-', '5:V-=V-']);
    expect(byName.get('MCP6001R')?.params).toEqual({ gbw: { typ: 1 } });
  });

  it('reads common-unit pins of a timer and the SOT-223 tab package', () => {
    const { byName } = importAll();
    expect(pins(byName.get('NE555D'))).toEqual([
      '1:GND=GND',
      '2:TR=TR',
      '3:Q=Q',
      '4:R=R',
      '5:CV=CV',
      '6:THR=THR',
      '7:DIS=DIS',
      '8:VCC=VCC',
    ]);
    expect(byName.get('NE555D')?.attributes).toEqual({ type: 'TIMER-555', frequency: 'ADJ' });
    const ams = byName.get('AMS1117-3.3')!;
    expect(ams.package).toBe('SOT-223');
    expect(pins(ams)).toEqual(['1:GND=GND', '2:VO=VOUT', '3:VI=VIN']);
    expect(ams.brand).toBe('advmono');
  });

  it('reports a bad symbol and goes on with the others, with progress per library', () => {
    const { records, issues, progress } = importAll();
    expect(issues).toEqual([
      {
        library: 'Regulator_Linear',
        symbol: 'XC6206PxxxMR',
        message: 'extends "APE8865N-12-HF-3", which is not in the library',
      },
    ]);
    expect(records.map((r) => r.mpn)).toHaveLength(12);
    expect(progress.map((p) => [p.library, p.done, p.libraries])).toEqual([
      ['Amplifier_Operational', 1, 3],
      ['Regulator_Linear', 2, 3],
      ['Timer', 3, 3],
    ]);
    expect(progress[2]).toMatchObject({ imported: 12, errors: 1 });
  });

  it('reports unreadable text and broken symbols per symbol', () => {
    const issues: { symbol: string; message: string }[] = [];
    expect(readLibrary('Broken', '(kicad_symbol_lib (symbol "A"', (i) => issues.push(i))).toEqual([]);
    expect(issues[0].message).toMatch(/not a symbol library/);
    issues.length = 0;
    const lib = `(kicad_symbol_lib (version 1)
      (symbol "GOOD" (property "Footprint" "") (symbol "GOOD_1_1" (pin input line (at 0 0 0) (length 1) (name "IN") (number "1"))))
      (symbol "BADPIN" (symbol "BADPIN_1_1" (pin sideways line (at 0 0 0) (length 1) (name "X") (number "1"))))
      (symbol "LOOP" (extends "LOOP"))
      (symbol "NONUMBER" (symbol "NONUMBER_1_1" (pin input line (at 0 0 0) (length 1) (name "X")))))`;
    const symbols = readLibrary('Hand', lib, (i) => issues.push(i));
    expect(symbols.map((s) => s.name)).toEqual(['GOOD']);
    expect(issues.map((i) => `${i.symbol}: ${i.message}`)).toEqual([
      'BADPIN: unknown pin type "sideways"',
      'NONUMBER: a pin without a number',
      'LOOP: extends itself through "LOOP"',
    ]);
  });

  it('normalises packages from footprints', () => {
    expect(packageFromFootprint('Package_TO_SOT_SMD:SOT-23')).toBe('SOT-23');
    expect(packageFromFootprint('Package_TO_SOT_SMD:SOT-23-3')).toBe('SOT-23');
    expect(packageFromFootprint('Package_TO_SOT_SMD:TSOT-23-5')).toBe('SOT-23-5');
    expect(packageFromFootprint('Package_TO_SOT_SMD:SOT-223-3_TabPin2')).toBe('SOT-223');
    expect(packageFromFootprint('Package_SO:SOIC-8_3.9x4.9mm_P1.27mm')).toBe('SOIC-8');
    expect(packageFromFootprint('Package_TO_SOT_SMD:SOT-353_SC-70-5')).toBe('SC-70-5');
    expect(packageFromFootprint('Package_DFN_QFN:DFN-6-1EP_2x2mm_P0.65mm_EP1x1.6mm')).toBe('DFN-6-1EP (2x2)');
    expect(packagesFromDescription('Low-Power, Dual Operational Amplifiers, DIP-8/SOIC-8/TO-99-8')).toEqual([
      'DIP-8',
      'SOIC-8',
      'TO-99-8',
    ]);
  });

  it('finds makers by datasheet domain only where the domain names one', () => {
    expect(makerFromDatasheet('http://ww1.microchip.com/downloads/x.pdf')?.code).toBe('microchip');
    expect(makerFromDatasheet('www.analog.com/media/x.pdf')?.code).toBe('adi');
    expect(makerFromDatasheet('https://www.mouser.com/ds/x.pdf')).toBeNull();
    expect(makerFromDatasheet(null)).toBeNull();
  });
});
