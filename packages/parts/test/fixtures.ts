import type { PartRecord } from '../src/schema';

const LDO_PINS = ['VIN', 'GND', 'EN', 'NC', 'VOUT'].map((fn, i) => ({
  number: i + 1,
  name: fn,
  function: fn,
}));

/** A 300 mA LDO in SOT-23-5 with a 4.1 V output no generated part has; tests change one thing at a time. */
export function ldo(
  mpn: string,
  overrides: Partial<PartRecord> = {},
  params: PartRecord['params'] = {},
): PartRecord {
  return {
    mpn,
    brand: 'ti',
    brandName: 'Texas Instruments',
    origin: 'US',
    category: 'ldo',
    package: 'SOT-23-5',
    pinCount: 5,
    pins: LDO_PINS,
    attributes: { output: '4.1' },
    params: {
      iout: { max: 0.3 },
      vin: { min: 2, max: 5.5 },
      dropout: { typ: 200 },
      iq: { typ: 50 },
      accuracy: { max: 2 },
      psrr: { typ: 65 },
      temp: { min: -40, max: 85 },
      ...params,
    },
    lifecycle: 'active',
    aec: null,
    datasheetUrl: 'https://www.example.com/ds.pdf',
    description: 'LDO regulators: output 3.3; SOT-23-5',
    ...overrides,
  };
}

export const OTHER_PINOUT = ['VOUT', 'GND', 'VIN', 'EN', 'NC'].map((fn, i) => ({
  number: i + 1,
  name: fn,
  function: fn,
}));

/** Parts with known answers for the search and substitute tests. */
export function fixtureParts(): PartRecord[] {
  return [
    ldo('TPS71733QDRVR', {
      package: 'WSON-6 (2x2)',
      pinCount: 6,
      pins: ['VOUT', 'NC', 'GND', 'EN', 'NC', 'VIN'].map((fn, i) => ({
        number: i + 1,
        name: fn,
        function: fn,
      })),
      family: 'TPS71733QDRV',
      attributes: { output: '3.3' },
      aec: 'Q100-1',
    }),
    ldo('TPS71733QDRVT', {
      package: 'WSON-6 (2x2)',
      pinCount: 6,
      pins: ['VOUT', 'NC', 'GND', 'EN', 'NC', 'VIN'].map((fn, i) => ({
        number: i + 1,
        name: fn,
        function: fn,
      })),
      family: 'TPS71733QDRV',
      attributes: { output: '3.3' },
      aec: 'Q100-1',
    }),
    ldo('FIXLDO33-A', {
      brand: 'sgmicro',
      brandName: 'SG Micro',
      origin: 'CN',
      description: 'Chinese drop-in 3.3 V regulator',
    }),
    ldo(
      'FIXLDO33-UP',
      { brand: 'sgmicro', brandName: 'SG Micro', origin: 'CN' },
      { iout: { max: 0.5 }, iq: { typ: 30 } },
    ),
    ldo(
      'FIXLDO33-B',
      { brand: 'microne', brandName: 'Nanjing Micro One Electronics', origin: 'CN' },
      { dropout: { typ: 230 } },
    ),
    ldo(
      'FIXLDO33-C',
      { brand: 'microne', brandName: 'Nanjing Micro One Electronics', origin: 'CN' },
      { iout: { max: 0.15 } },
    ),
    ldo('FIXLDO33-D', {
      brand: 'richtek',
      brandName: 'Richtek Technology',
      origin: 'TW',
      pins: OTHER_PINOUT,
    }),
    ldo('FIXLDO18-X', { attributes: { output: '1.8' } }),
    ldo('FIXLDO33-REF', {}),
  ];
}
