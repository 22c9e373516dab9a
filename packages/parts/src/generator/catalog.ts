import type { CategoryCode } from '../categories';
import type { Rng } from './prng';

/**
 * A maker's product series. The part number is built from `template`:
 * {m} line number (fixed width), {f} function code, {p} the maker's package code,
 * {a} automotive mark inside the family, {o} ordering/packaging suffix and {q}
 * trailing automotive mark (both outside the family).
 */
export interface Series {
  brand: string;
  template: string;
  digits: number;
  /** pinout key -> the maker's package code */
  packages: Record<string, string>;
  orders: string[];
  aec?: [string, string];
  /** Function attributes this series always has (e.g. boost converters only). */
  fixed?: Record<string, string>;
  fn: (attrs: Record<string, string>) => string;
}

export interface CategorySpec {
  /** Share of generated records. */
  weight: number;
  functions: (rng: Rng, fixed: Record<string, string>) => Record<string, string>;
  series: Series[];
}

const V_OUT = ['1.2', '1.5', '1.8', '2.5', '2.8', '3.0', '3.3', '5.0', 'ADJ'];
const compactV = (a: Record<string, string>) => (a.output === 'ADJ' ? '01' : a.output.replace('.', ''));
const dashV = (a: Record<string, string>) => a.output;
const s = (
  brand: string,
  template: string,
  packages: Record<string, string>,
  orders: string[],
  fn: Series['fn'],
  extra: Partial<Pick<Series, 'aec' | 'fixed' | 'digits'>> = {},
): Series => ({
  brand,
  template,
  packages,
  orders,
  fn,
  digits: extra.digits ?? 4,
  aec: extra.aec,
  fixed: extra.fixed,
});

const CHANNEL_CODE: Record<string, string> = { '1': '1', '2': '2', '4': '4' };
/** STM32-style line letter from the core: F0 for Cortex-M0+, F1 for M3, F4 for M4, U5 for M33, V for RISC-V. */
const mcuCode = (a: Record<string, string>) =>
  ({ 'CM0+': 'G0', CM3: 'F1', CM4: 'F4', CM33: 'U5', 'RISC-V': 'V2' })[a.core] ?? 'X';
/** Pin-count and package letters in STM32 order (C = 48 pins, R = 64, V = 100; T = LQFP, U = QFN). */
const MCU_PACKAGES_A: Record<string, string> = {
  'mcu-tssop20-a': 'F6P',
  'mcu-qfn32-a': 'K8U',
  'mcu-lqfp32-a': 'K8T',
  'mcu-lqfp48-a': 'C8T',
  'mcu-lqfp64-a': 'RCT',
  'mcu-lqfp100-a': 'VET',
};
const ampCodes = (codes: Record<string, string>) => codes;

export const CATALOG: Record<CategoryCode, CategorySpec> = {
  ldo: {
    weight: 12,
    functions: (rng) => ({ output: rng.pick(V_OUT) }),
    series: [
      s(
        'ti',
        'TPS7{m}{f}{a}{p}{o}{q}',
        { 'ldo-sot23-5a': 'DBV', 'ldo-wson6': 'DRV', 'ldo-sc70-5': 'DCK', 'ldo-sot223': 'DCY' },
        ['R', 'T'],
        compactV,
        { aec: ['Q', 'Q1'] },
      ),
      s(
        'sgmicro',
        'SGM2{m}-{f}{p}{o}',
        { 'ldo-sot23-5a': 'YN5G', 'ldo-sot89-3': 'YKC3G', 'ldo-dfn4': 'YXKB4G' },
        ['/TR'],
        dashV,
        { aec: ['Q', ''] },
      ),
      s(
        'microne',
        'ME6{m}C{f}{p}G{o}',
        { 'ldo-sot23-5a': 'M5', 'ldo-sot23-3a': 'M3', 'ldo-sot89-3': 'P' },
        ['', '-N'],
        compactV,
      ),
      s(
        'torex',
        'XC6{m}P{f}2{p}{o}',
        { 'ldo-sot23-3a': 'MR', 'ldo-sot89-3': 'PR', 'ldo-sot23-5b': 'NR' },
        ['-G'],
        compactV,
      ),
      s(
        'richtek',
        'RT9{m}-{f}{p}',
        { 'ldo-sot23-5a': 'GB', 'ldo-sot23-3b': 'GV', 'ldo-wson6': 'GQW' },
        [''],
        compactV,
      ),
      s(
        'diodes',
        'AP2{m}{p}-{f}{o}',
        { 'ldo-sot23-5a': 'K', 'ldo-sot89-3': 'Y', 'ldo-sot223': 'E' },
        ['TRG1', 'TR'],
        dashV,
        { aec: ['', 'Q'] },
      ),
      s(
        'onsemi',
        'NCP{m}{p}{f}{o}',
        { 'ldo-sot23-5a': 'SN', 'ldo-sot223': 'ST', 'ldo-to252': 'DT' },
        ['T1G', 'T3G'],
        compactV,
      ),
      s(
        'willsemi',
        'WL2{m}E{f}-{p}{o}',
        { 'ldo-sot23-5a': '5', 'ldo-sot23-3a': '3', 'ldo-dfn4': '4' },
        ['/TR'],
        compactV,
      ),
      s(
        '3peak',
        'TPL9{m}{f}-{p}{o}',
        { 'ldo-sot23-5a': 'S5', 'ldo-wson6': 'DF6', 'ldo-sot223': 'SB' },
        ['R'],
        compactV,
        { aec: ['Q', ''] },
      ),
      s(
        'rohm',
        'BU{m}{f}{p}{o}',
        { 'ldo-sot23-5a': 'G', 'ldo-sot223': 'FP', 'ldo-to252': 'FJ' },
        ['-TR', '-E2'],
        compactV,
      ),
    ],
  },
  dcdc: {
    weight: 9,
    functions: (rng, fixed) => ({
      topology: fixed.topology ?? rng.pick(['BUCK', 'BOOST', 'BUCK-BOOST']),
      output: rng.pick(['ADJ', 'ADJ', '1.8', '3.3', '5.0']),
    }),
    series: [
      s(
        'ti',
        'TPS6{m}{f}{a}{p}{o}',
        { 'dcdc-sot23-6a': 'DDC', 'dcdc-soic8': 'DDA', 'dcdc-qfn16': 'RGT', 'dcdc-dfn6': 'DRL' },
        ['R', 'T'],
        compactV,
        { aec: ['Q', ''], fixed: { topology: 'BUCK' } },
      ),
      s(
        'ti',
        'TPS61{m}{f}{p}{o}',
        { 'dcdc-sot23-6a': 'DBV', 'dcdc-qfn16': 'RTE', 'dcdc-dfn6': 'DRV' },
        ['R', 'T'],
        compactV,
        { digits: 3, fixed: { topology: 'BOOST' } },
      ),
      s(
        'silergy',
        'SY8{m}{f}{p}{o}',
        { 'dcdc-sot23-6a': 'ABC', 'dcdc-sot23-6b': 'AAC', 'dcdc-dfn6': 'DFC', 'dcdc-qfn16': 'QNC' },
        [''],
        compactV,
        { fixed: { topology: 'BUCK' } },
      ),
      s(
        'sgmicro',
        'SGM6{m}-{f}{p}{o}',
        { 'dcdc-sot23-6a': 'YN6G', 'dcdc-dfn6': 'YTDI6G', 'dcdc-sot23-5': 'YN5G' },
        ['/TR'],
        dashV,
      ),
      s(
        'richtek',
        'RT8{m}{f}{p}',
        { 'dcdc-sot23-6b': 'GJ6', 'dcdc-sot23-5': 'GB', 'dcdc-soic8': 'GSP' },
        [''],
        compactV,
      ),
      s(
        'diodes',
        'AP6{m}{f}{p}-{o}',
        { 'dcdc-sot23-6a': 'WU', 'dcdc-soic8': 'SP', 'dcdc-dfn6': 'FN' },
        ['7', '13'],
        compactV,
      ),
      s('3peak', 'TPP{m}{f}-{p}{o}', { 'dcdc-sot23-6a': 'S6', 'dcdc-qfn16': 'QF4' }, ['R'], compactV, {
        aec: ['Q', ''],
      }),
    ],
  },
  opamp: {
    weight: 8,
    functions: (rng) => ({
      channels: rng.weighted([
        ['1', 3],
        ['2', 5],
        ['4', 2],
      ] as const),
    }),
    series: [
      s(
        'ti',
        'OPA{f}{m}{a}{p}{o}',
        ampCodes({
          'amp1-sot23-5': 'DBV',
          'amp1-sc70-5': 'DCK',
          'amp1-soic8': 'D',
          'amp2-soic8': 'D',
          'amp2-msop8': 'DGK',
          'amp2-tssop8': 'PW',
          'amp4-soic14': 'D',
          'amp4-tssop14': 'PW',
        }),
        ['R', 'T'],
        (a) => (a.channels === '1' ? '' : CHANNEL_CODE[a.channels]),
        { digits: 3, aec: ['Q', 'Q1'] },
      ),
      s(
        'st',
        'TSV{m}{f}I{p}{o}',
        ampCodes({
          'amp1-sot23-5': 'LT',
          'amp1-sc70-5': 'CT',
          'amp2-soic8': 'D',
          'amp2-msop8': 'ST',
          'amp2-dfn8': 'Q2T',
          'amp4-soic14': 'D',
          'amp4-tssop14': 'PT',
        }),
        ['', 'T'],
        (a) => CHANNEL_CODE[a.channels],
        { digits: 3, aec: ['Y', ''] },
      ),
      s(
        'sgmicro',
        'SGM8{m}-{f}{p}{o}',
        ampCodes({
          'amp1-sot23-5': 'YN5G',
          'amp1-sc70-5': 'YC5G',
          'amp2-soic8': 'YS8G',
          'amp2-msop8': 'YMS8G',
          'amp2-tssop8': 'YTS8G',
          'amp4-soic14': 'YS14G',
          'amp4-tssop14': 'YTS14G',
        }),
        ['/TR'],
        (a) => CHANNEL_CODE[a.channels],
      ),
      s(
        '3peak',
        'TP{f}{m}{p}{o}',
        ampCodes({
          'amp1-sot23-5': '-TR',
          'amp2-soic8': '-SR',
          'amp2-msop8': '-VR',
          'amp4-soic14': '-SR',
          'amp4-tssop14': '-TR',
        }),
        ['', 'A'],
        (a) => CHANNEL_CODE[a.channels],
        { digits: 3 },
      ),
      s(
        'runic',
        'RS{m}{f}{p}',
        ampCodes({
          'amp1-sot23-5': 'XF',
          'amp2-soic8': 'XK',
          'amp2-msop8': 'XM',
          'amp4-soic14': 'XP',
          'amp4-tssop14': 'XQ',
        }),
        [''],
        (a) => CHANNEL_CODE[a.channels],
      ),
      s(
        'adi',
        'AD{m}{f}A{p}Z{o}',
        ampCodes({
          'amp1-sot23-5': 'RJ',
          'amp2-soic8': 'R',
          'amp2-msop8': 'RM',
          'amp4-soic14': 'RZ',
          'amp4-tssop14': 'RU',
        }),
        ['', '-REEL7'],
        (a) => CHANNEL_CODE[a.channels],
      ),
      s(
        'microchip',
        'MCP6{m}{f}{o}-I/{p}',
        ampCodes({
          'amp1-sot23-5': 'OT',
          'amp1-sc70-5': 'LT',
          'amp2-soic8': 'SN',
          'amp2-msop8': 'MS',
          'amp4-soic14': 'SL',
          'amp4-tssop14': 'ST',
        }),
        ['', 'T'],
        (a) => CHANNEL_CODE[a.channels],
        { digits: 3 },
      ),
    ],
  },
  comparator: {
    weight: 4,
    functions: (rng) => ({
      channels: rng.pick(['1', '2', '4']),
      output: rng.pick(['PUSH-PULL', 'OPEN-DRAIN']),
    }),
    series: [
      s(
        'ti',
        'TLV{m}{f}{a}{p}{o}',
        {
          'amp1-sot23-5': 'DBV',
          'amp2-soic8': 'D',
          'amp2-msop8': 'DGK',
          'amp4-soic14': 'D',
          'amp4-tssop14': 'PW',
        },
        ['R', 'T'],
        (a) => CHANNEL_CODE[a.channels] + (a.output === 'OPEN-DRAIN' ? '1' : '0'),
        { aec: ['Q', 'Q1'] },
      ),
      s(
        'sgmicro',
        'SGM8{m}-{f}{p}{o}',
        { 'amp1-sot23-5': 'XN5G', 'amp2-soic8': 'XS8G', 'amp2-msop8': 'XMS8G', 'amp4-soic14': 'XS14G' },
        ['/TR'],
        (a) => CHANNEL_CODE[a.channels] + (a.output === 'OPEN-DRAIN' ? 'D' : 'P'),
      ),
      s(
        'st',
        'TS{m}{f}I{p}{o}',
        { 'amp1-sot23-5': 'LT', 'amp2-soic8': 'D', 'amp4-soic14': 'D', 'amp4-tssop14': 'PT' },
        ['', 'T'],
        (a) => CHANNEL_CODE[a.channels] + (a.output === 'OPEN-DRAIN' ? 'O' : 'P'),
      ),
      s(
        '3peak',
        'TP{m}{f}{p}{o}',
        { 'amp1-sot23-5': '-TR', 'amp2-soic8': '-SR', 'amp2-msop8': '-VR' },
        [''],
        (a) => CHANNEL_CODE[a.channels] + (a.output === 'OPEN-DRAIN' ? 'D' : 'P'),
      ),
    ],
  },
  mosfet: {
    weight: 10,
    functions: (rng) => ({
      polarity: rng.weighted([
        ['N', 3],
        ['P', 1],
      ] as const),
    }),
    series: [
      s(
        'aos',
        'AO{f}{m}{p}{o}',
        { 'fet-sot23': '', 'fet-soic8': 'S', 'fet-pdfn5x6': 'N', 'fet-to252': 'D' },
        ['', 'L'],
        (a) => (a.polarity === 'N' ? '' : 'P'),
      ),
      s(
        'vishay',
        'SI{m}{f}{p}-T1-{o}',
        { 'fet-sot23': 'CDS', 'fet-soic8': 'DY', 'fet-sot23-6': 'DV' },
        ['GE3', 'E3'],
        (a) => a.polarity,
      ),
      s(
        'infineon',
        'IR{f}{m}{p}{o}',
        { 'fet-sot23': 'ML', 'fet-pdfn5x6': 'FH', 'fet-to252': 'LR', 'fet-to220': 'FB' },
        ['TRPBF', 'PBF'],
        (a) => (a.polarity === 'N' ? 'L' : 'F'),
        { aec: ['', ''] },
      ),
      s(
        'nexperia',
        'PMV{m}{f}{p}{o}',
        { 'fet-sot23': 'EN', 'fet-sot323': 'UN', 'fet-dfn2020': 'XN' },
        [',215', ',235'],
        (a) => (a.polarity === 'N' ? 'X' : 'Y'),
      ),
      s(
        'willsemi',
        'W{f}M{m}{p}{o}',
        { 'fet-sot23': '-3', 'fet-sot23-6': '-6', 'fet-dfn2020': '-DF' },
        ['/TR'],
        (a) => (a.polarity === 'N' ? 'N' : 'P'),
      ),
      s('jscj', 'CJ{f}{m}{p}', { 'fet-sot23': '', 'fet-to252': 'D', 'fet-sot323': 'K' }, [''], (a) =>
        a.polarity === 'N' ? 'N' : 'P',
      ),
      s('lrc', 'L{f}{m}{p}{o}', { 'fet-sot23': 'LT1', 'fet-sot323': 'WT1' }, ['G'], (a) =>
        a.polarity === 'N' ? 'N' : 'P',
      ),
      s(
        'yangjie',
        'YJ{f}{m}{p}',
        { 'fet-sot23': 'A', 'fet-pdfn5x6': 'G', 'fet-to252': 'K', 'fet-soic8': 'S' },
        [''],
        (a) => (a.polarity === 'N' ? 'L' : 'Q'),
      ),
      s(
        'onsemi',
        'NT{f}{m}{p}{o}',
        { 'fet-sot23': 'LT', 'fet-soic8': 'S', 'fet-pdfn5x6': 'FS' },
        ['1G', '3G'],
        (a) => a.polarity,
        { aec: ['', ''] },
      ),
    ],
  },
  diode: {
    weight: 9,
    functions: (rng) => {
      const type = rng.pick(['TVS-UNI', 'TVS-BI', 'SCHOTTKY', 'RECTIFIER', 'ZENER', 'ESD']);
      const voltages: Record<string, string[]> = {
        'TVS-UNI': ['5.0', '6.0', '12', '15', '24', '33', '58'],
        'TVS-BI': ['5.0', '12', '15', '24', '36'],
        SCHOTTKY: ['20', '40', '60', '100', '200'],
        RECTIFIER: ['400', '600', '1000'],
        ZENER: ['3.3', '5.1', '12', '15'],
        ESD: ['3.3', '5.0', '12'],
      };
      return { type, voltage: rng.pick(voltages[type]) };
    },
    series: [
      s(
        'yangjie',
        'YJ{p}{m}{f}',
        {
          'diode-sma': 'A',
          'diode-smb': 'B',
          'diode-smc': 'C',
          'diode-sod123': 'F',
          'diode-sma-bi': 'A',
          'diode-smb-bi': 'B',
        },
        [''],
        (a) => a.voltage.replace('.', 'V'),
      ),
      s(
        'vishay',
        '{p}{m}{f}-E3/{o}',
        {
          'diode-sma': 'SMA',
          'diode-smb': 'SMB',
          'diode-smc': 'SMC',
          'diode-do41': 'G',
          'diode-smb-bi': 'SMB',
        },
        ['52', '5A', '61'],
        (a) => a.voltage.replace('.', 'V'),
      ),
      s(
        'littelfuse',
        '{p}{m}{f}{o}',
        {
          'diode-sma': 'SMAJ',
          'diode-smb': 'SMBJ',
          'diode-smc': 'SMCJ',
          'diode-smb-bi': 'SMBJ',
          'diode-sma-bi': 'SMAJ',
        },
        ['', '-T'],
        (a) => a.voltage.replace('.', 'V') + (a.type === 'TVS-BI' ? 'CA' : 'A'),
      ),
      s(
        'nexperia',
        'P{p}{m}{f}{o}',
        {
          'diode-sod323': 'ESD',
          'diode-sod523': 'SD',
          'diode-dfn1006': 'ES',
          'diode-sod523-bi': 'ESB',
          'diode-sod123': 'MEG',
        },
        [',115', ',315'],
        (a) => a.voltage.replace('.', 'V'),
      ),
      s(
        'willsemi',
        'ESD5{m}{f}{p}{o}',
        { 'diode-dfn1006': 'N', 'diode-sod523': 'Z', 'diode-sod523-bi': 'X', 'diode-sod323': 'W' },
        ['-2/TR'],
        (a) => a.voltage.replace('.', 'V'),
      ),
      s(
        'jscj',
        '{p}{m}{f}',
        { 'diode-sma': 'SMA', 'diode-smb': 'SMB', 'diode-sod123': 'SOD', 'diode-do41': 'DO' },
        [''],
        (a) => a.voltage.replace('.', 'V'),
      ),
      s(
        'diodes',
        'D{p}{m}{f}-{o}',
        { 'diode-sod123': 'S', 'diode-sod323': 'W', 'diode-sod523': 'T', 'diode-sma': 'A' },
        ['7', '13'],
        (a) => a.voltage.replace('.', 'V'),
        { aec: ['', 'Q'] },
      ),
    ],
  },
  logic: {
    weight: 7,
    functions: (rng) => ({
      function: rng.pick(['1G08', '1G32', '1G14', '1G00', '08', '00', '14', '595', '245', '138']),
      family: rng.pick(['HC', 'HCT', 'LVC', 'AHC']),
    }),
    series: [
      s(
        'ti',
        'SN74{f}{m}{p}{o}',
        {
          'logic-1g-sot23-5': 'DBV',
          'logic-1g-sc70-5': 'DCK',
          'logic-14-soic': 'D',
          'logic-14-tssop': 'PW',
          'logic-595-soic': 'D',
          'logic-595-tssop': 'PW',
          'logic-245-tssop': 'PW',
          'logic-138-soic': 'D',
        },
        ['R', 'T'],
        (a) => `${a.family}${a.function}`,
        { digits: 3 },
      ),
      s(
        'nexperia',
        '74{f}{m}{p}{o}',
        {
          'logic-1g-sot23-5': 'GV',
          'logic-1g-sc70-5': 'GW',
          'logic-14-soic': 'D',
          'logic-14-tssop': 'PW',
          'logic-595-soic': 'D',
          'logic-595-tssop': 'PW',
          'logic-245-tssop': 'PW',
          'logic-138-soic': 'D',
        },
        [',118', ',125'],
        (a) => `${a.family}${a.function}`,
        { digits: 3, aec: ['', '-Q100'] },
      ),
      s(
        'hgsemi',
        '74{f}{m}{p}{o}',
        {
          'logic-14-soic': 'M',
          'logic-14-tssop': 'MT',
          'logic-595-soic': 'M',
          'logic-595-tssop': 'MT',
          'logic-138-soic': 'M',
          'logic-1g-sot23-5': 'M5',
        },
        ['/TR'],
        (a) => `${a.family}${a.function}`,
        { digits: 3 },
      ),
      s(
        'diodes',
        '74{f}{m}{p}-{o}',
        {
          'logic-1g-sot23-5': 'W5',
          'logic-1g-sc70-5': 'SE',
          'logic-14-tssop': 'T14',
          'logic-595-tssop': 'T16',
        },
        ['7', '13'],
        (a) => `${a.family}${a.function}`,
        { digits: 3 },
      ),
      s(
        'onsemi',
        'MC74{f}{m}{p}{o}',
        {
          'logic-14-soic': 'DR2',
          'logic-595-soic': 'DR2',
          'logic-138-soic': 'DR2',
          'logic-14-tssop': 'DTR2',
        },
        ['G'],
        (a) => `${a.family}${a.function}`,
        { digits: 3 },
      ),
      s(
        'toshiba',
        'TC74{f}{m}{p}{o}',
        { 'logic-14-soic': 'FN', 'logic-595-tssop': 'FT', 'logic-1g-sot23-5': 'F', 'logic-1g-sc70-5': 'FU' },
        ['', '(EL)'],
        (a) => `${a.family}${a.function}`,
        { digits: 3 },
      ),
    ],
  },
  interface: {
    weight: 8,
    functions: (rng, fixed) => ({
      type: fixed.type ?? rng.pick(['CAN', 'CAN-FD', 'RS-485', 'ISOLATOR-2CH', 'RS-232']),
    }),
    series: [
      s(
        'ti',
        'TCAN{m}{f}{a}{p}{o}{q}',
        { 'can-soic8': 'D', 'can-dfn8': 'DRB' },
        ['R', 'T'],
        (a) => (a.type === 'CAN-FD' ? 'G' : ''),
        { aec: ['V', 'Q1'], fixed: { type: 'CAN-FD' } },
      ),
      s(
        'nxp',
        'TJA{m}{f}T{p}{o}',
        { 'can-soic8': '', 'can-soic8-nc': '/3', 'can-dfn8': 'K' },
        ['', ',118'],
        (a) => (a.type === 'CAN-FD' ? 'F' : ''),
        { aec: ['', ''] },
      ),
      s(
        'novosense',
        'NCA{m}{a}{f}-{p}{o}',
        { 'can-soic8': 'DSP', 'can-soic8-nc': 'SP', 'rs485-soic8': 'SP', 'iso2-soic8': 'SN' },
        ['R'],
        (a) => (a.type === 'CAN-FD' ? 'F' : a.type === 'RS-485' ? 'R' : a.type === 'CAN' ? 'C' : 'I'),
        { aec: ['Q', ''] },
      ),
      s(
        'chipanalog',
        'CA-IF{m}{f}{p}{o}',
        { 'can-soic8': 'S', 'can-dfn8': 'D', 'rs485-soic8': 'S', 'rs485-msop8': 'M' },
        ['', 'R'],
        (a) => (a.type === 'CAN-FD' ? 'F' : a.type === 'RS-485' ? 'R' : 'C'),
      ),
      s('chipanalog', 'CA-IS{m}{f}{p}', { 'iso2-soic8': 'S', 'iso2-soic8-wide': 'W' }, [''], () => '2', {
        fixed: { type: 'ISOLATOR-2CH' },
      }),
      s(
        'sit',
        'SIT{m}{f}{p}{o}',
        { 'can-soic8-nc': 'T', 'rs485-soic8': 'E', 'rs485-msop8': 'EM' },
        ['', '/TR'],
        (a) => (a.type === 'RS-485' ? 'R' : a.type === 'CAN-FD' ? 'F' : 'C'),
      ),
      s(
        'adi',
        'ADM{m}{f}{p}Z{o}',
        { 'rs485-soic8': 'AR', 'rs485-msop8': 'ARM', 'rs232-soic16': 'ARW' },
        ['', '-REEL7'],
        (a) => (a.type === 'RS-232' ? '2' : 'E'),
        { fixed: { type: 'RS-485' } },
      ),
      s(
        'adi',
        'ADUM{m}{f}{p}Z{o}',
        { 'iso2-soic8': 'AR', 'iso2-soic8-wide': 'ARW' },
        ['', '-RL7'],
        () => '2',
        { fixed: { type: 'ISOLATOR-2CH' } },
      ),
      s(
        '3peak',
        'TPT{m}{f}{a}-{p}{o}',
        { 'can-soic8': 'SO1', 'rs485-soic8': 'SO3', 'rs485-msop8': 'MS3', 'rs232-soic16': 'SO6' },
        ['R'],
        (a) => (a.type === 'CAN-FD' ? 'F' : a.type === 'RS-485' ? 'R' : a.type === 'RS-232' ? 'T' : 'C'),
        { aec: ['Q', ''] },
      ),
    ],
  },
  sensor: {
    weight: 5,
    functions: (rng, fixed) => {
      const type = fixed.type ?? rng.pick(['TEMPERATURE', 'TEMPERATURE', 'HUMIDITY', 'CURRENT', 'HALL']);
      const bus: Record<string, string[]> = {
        TEMPERATURE: ['I2C', 'ANALOG'],
        HUMIDITY: ['I2C'],
        CURRENT: ['ANALOG'],
        HALL: ['DIGITAL'],
      };
      return { type, bus: fixed.bus ?? rng.pick(bus[type]) };
    },
    series: [
      s(
        'ti',
        'TMP{m}{f}{p}{o}',
        { 'temp-sot563': 'DRL', 'temp-wson6': 'DSG', 'temp-sot23-5': 'DBV' },
        ['R', 'T'],
        () => 'AI',
        { digits: 3, aec: ['Q', 'Q1'] },
      ),
      s(
        'sensirion',
        'STS{m}{f}-{p}{o}',
        { 'temp-wson6': 'DIS', 'hum-dfn4': 'DIS' },
        ['-B2.5KS', '-B10KS'],
        () => '',
      ),
      s('sensirion', 'SHT{m}{f}-{p}{o}', { 'hum-dfn4': 'DIS' }, ['-B2.5KS', '-B10KS'], () => '', {
        fixed: { type: 'HUMIDITY', bus: 'I2C' },
      }),
      s('aosong', 'AHT{m}{f}{p}', { 'hum-dfn4-small': '', 'hum-dfn4': 'F' }, [''], () => '', {
        fixed: { type: 'HUMIDITY', bus: 'I2C' },
      }),
      s(
        'novosense',
        'NST{m}{f}-{p}{o}',
        { 'temp-sot563': 'DSTR', 'temp-wson6': 'QDNR', 'temp-sot23-5': 'TBR' },
        [''],
        () => '',
        { aec: ['Q', ''] },
      ),
      s('novosense', 'NSM{m}{f}-{p}{o}', { 'current-soic8': 'DSPR' }, [''], () => '', {
        fixed: { type: 'CURRENT', bus: 'ANALOG' },
      }),
      s('willsemi', 'WSH{m}{f}{p}{o}', { 'hall-sot23': 'U', 'hall-to92': 'T' }, ['', '/TR'], () => '', {
        fixed: { type: 'HALL', bus: 'DIGITAL' },
      }),
      s('rohm', 'BD{m}{f}{p}{o}', { 'temp-sot23-5': 'G', 'hall-sot23': 'HFV' }, ['-TR'], () => ''),
    ],
  },
  memory: {
    weight: 8,
    functions: (rng, fixed) => {
      const type = fixed.type ?? rng.pick(['SPI-NOR', 'SPI-NOR', 'I2C-EEPROM', 'SPI-EEPROM']);
      const densities: Record<string, string[]> = {
        'SPI-NOR': ['8MBIT', '16MBIT', '32MBIT', '64MBIT', '128MBIT', '256MBIT'],
        'I2C-EEPROM': ['2KBIT', '16KBIT', '64KBIT', '256KBIT', '512KBIT'],
        'SPI-EEPROM': ['16KBIT', '64KBIT', '256KBIT'],
      };
      return { type, density: rng.pick(densities[type]) };
    },
    series: [
      s(
        'winbond',
        'W25Q{f}{m}{p}{o}',
        { 'nor-soic8-208': 'SS', 'nor-soic8-150': 'SN', 'nor-wson8': 'ZP', 'nor-uson8': 'UX' },
        ['IQ', 'IG'],
        (a) => String(parseInt(a.density, 10)),
        { digits: 3, fixed: { type: 'SPI-NOR' } },
      ),
      s(
        'gigadevice',
        'GD25Q{f}{m}{p}{o}',
        { 'nor-soic8-208': 'SI', 'nor-soic8-150': 'TI', 'nor-wson8': 'WI', 'nor-uson8': 'EI' },
        ['G', 'GR'],
        (a) => String(parseInt(a.density, 10)),
        { digits: 3, fixed: { type: 'SPI-NOR' } },
      ),
      s(
        'xtx',
        'XT25F{f}{m}{p}{o}',
        { 'nor-soic8-208': 'SSIG', 'nor-soic8-150': 'SOIG', 'nor-wson8': 'WOIG' },
        ['', 'T'],
        (a) => String(parseInt(a.density, 10)),
        { digits: 3, fixed: { type: 'SPI-NOR' } },
      ),
      s(
        'microchip',
        '24LC{f}{m}{o}-I/{p}',
        { 'eeprom-soic8': 'SN', 'eeprom-tssop8': 'ST', 'eeprom-sot23-5': 'OT' },
        ['', 'T'],
        (a) => String(parseInt(a.density, 10)),
        { digits: 3, fixed: { type: 'I2C-EEPROM' } },
      ),
      s(
        'fudan',
        'FM24C{f}{m}{p}{o}',
        { 'eeprom-soic8': 'SO', 'eeprom-tssop8': 'TS', 'eeprom-sot23-5': 'S5' },
        ['', 'R'],
        (a) => String(parseInt(a.density, 10)),
        { digits: 3, fixed: { type: 'I2C-EEPROM' } },
      ),
      s(
        'belling',
        'BL24C{f}{m}{p}{o}',
        { 'eeprom-soic8': 'F', 'eeprom-tssop8': 'T', 'eeprom-sot23-5': 'S' },
        ['-RRRC', '-PARC'],
        (a) => String(parseInt(a.density, 10)),
        { digits: 3, fixed: { type: 'I2C-EEPROM' } },
      ),
      s(
        'st',
        'M95{f}{m}-{p}{o}',
        { 'spieeprom-soic8': 'WMN6' },
        ['TP', ''],
        (a) => String(parseInt(a.density, 10)),
        { digits: 3, fixed: { type: 'SPI-EEPROM' } },
      ),
      s(
        'puya',
        'P25Q{f}{m}{p}{o}',
        { 'nor-soic8-150': 'SSH', 'nor-uson8': 'UXH', 'nor-soic8-208': 'SUH' },
        ['-IT', '-IR'],
        (a) => String(parseInt(a.density, 10)),
        { digits: 3, fixed: { type: 'SPI-NOR' } },
      ),
    ],
  },
  clock: {
    weight: 4,
    functions: (rng, fixed) => {
      const type = fixed.type ?? rng.pick(['XO', 'XO', 'RTC', 'CLOCK-BUFFER']);
      const freq: Record<string, string[]> = {
        XO: ['8MHZ', '12MHZ', '16MHZ', '24MHZ', '25MHZ', '26MHZ', '48MHZ', '50MHZ', '100MHZ'],
        RTC: ['32.768KHZ'],
        'CLOCK-BUFFER': ['200MHZ'],
      };
      return { type, frequency: rng.pick(freq[type]) };
    },
    series: [
      s(
        'epson',
        'SG-{m}{p}{f}{o}',
        { 'xo-3225': 'CA', 'xo-2520': 'CB', 'xo-5032': 'CE' },
        ['', 'TJHPA'],
        (a) => parseFloat(a.frequency).toString().replace('.', 'M'),
        { fixed: { type: 'XO' } },
      ),
      s(
        'yxc',
        'O{p}{m}{f}{o}',
        { 'xo-3225': '32', 'xo-2520': '25', 'xo-5032': '50' },
        ['', 'T'],
        (a) => `${parseFloat(a.frequency)}M`,
        { fixed: { type: 'XO' } },
      ),
      s(
        'adi',
        'DS{m}{f}{p}{o}',
        { 'rtc-soic8': 'Z', 'rtc-soic16': 'SN', 'rtc-msop8': 'U' },
        ['+', '+T&R'],
        () => '',
        { fixed: { type: 'RTC' } },
      ),
      s('nxp', 'PCF{m}{f}{p}{o}', { 'rtc-soic8': 'T', 'rtc-msop8': 'TS' }, ['/1,118', '/5,118'], () => '', {
        fixed: { type: 'RTC' },
      }),
      s('fudan', 'FM3{m}{f}{p}', { 'rtc-soic8': 'S', 'rtc-msop8': 'M' }, [''], () => '', {
        digits: 3,
        fixed: { type: 'RTC' },
      }),
      s('ti', 'CDCLVC{m}{f}{p}{o}', { 'buffer-tssop8': 'PW' }, ['R', ''], () => '', {
        fixed: { type: 'CLOCK-BUFFER' },
      }),
    ],
  },
  mcu: {
    weight: 16,
    functions: (rng, fixed) => ({ core: fixed.core ?? rng.pick(['CM0+', 'CM3', 'CM4', 'CM33', 'RISC-V']) }),
    series: [
      s('st', 'STM32{f}{m}{p}{o}', MCU_PACKAGES_A, ['6', '7', '6TR'], mcuCode, { digits: 3 }),
      s('gigadevice', 'GD32{f}{m}{p}{o}', MCU_PACKAGES_A, ['6', '7', '6TR'], mcuCode, { digits: 3 }),
      s('geehy', 'APM32{f}{m}{p}{o}', MCU_PACKAGES_A, ['6', '7'], mcuCode, { digits: 3 }),
      s(
        'wch',
        'CH32{f}{m}{p}{o}',
        { ...MCU_PACKAGES_A, 'mcu-tssop20-a': 'F4P', 'mcu-sop8': 'J4M' },
        ['6', '7'],
        mcuCode,
        { digits: 3 },
      ),
      s('artery', 'AT32{f}{m}{p}{o}', MCU_PACKAGES_A, ['7', '6'], mcuCode, { digits: 3 }),
      s(
        'mindmotion',
        'MM32{f}{m}{p}{o}',
        { ...MCU_PACKAGES_A, 'mcu-lqfp48-b': 'CBT', 'mcu-lqfp64-b': 'RBT' },
        ['6', '7'],
        mcuCode,
        { digits: 3 },
      ),
      s(
        'puya',
        'PY32{f}{m}{p}{o}',
        { 'mcu-tssop20-a': 'F15P', 'mcu-sop8': 'D13S', 'mcu-qfn32-a': 'K16U', 'mcu-lqfp32-a': 'K16T' },
        ['6TU', '6'],
        mcuCode,
        { digits: 3 },
      ),
      s(
        'nxp',
        'LPC{m}{f}{p}{o}',
        {
          'mcu-lqfp48-b': 'FBD48',
          'mcu-lqfp64-b': 'FBD64',
          'mcu-lqfp100-a': 'FBD100',
          'mcu-qfn32-a': 'FHN33',
        },
        ['', '/101', '/301'],
        mcuCode,
        { digits: 4 },
      ),
      s(
        'renesas',
        'R7FA{m}{f}{p}{o}',
        { 'mcu-lqfp48-b': 'CFL', 'mcu-lqfp64-b': 'CFM', 'mcu-lqfp100-a': 'CFP', 'mcu-qfn32-a': 'CNE' },
        ['#AA0', '#BA0'],
        mcuCode,
        { digits: 3, aec: ['', ''] },
      ),
      s(
        'microchip',
        'ATSAM{m}{f}{p}{o}',
        { 'mcu-lqfp48-b': 'G18A-AU', 'mcu-lqfp64-b': 'J18A-AU', 'mcu-qfn32-a': 'E18A-MU' },
        ['', 'T'],
        mcuCode,
        { digits: 3, aec: ['', ''] },
      ),
    ],
  },
};
