/**
 * Component categories and the key parameters compared by the substitute engine.
 * Every parameter has one canonical unit; imported data must use it.
 */
export const CATEGORY_CODES = [
  'mcu',
  'ldo',
  'dcdc',
  'opamp',
  'comparator',
  'mosfet',
  'diode',
  'logic',
  'interface',
  'sensor',
  'memory',
  'clock',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

/**
 * How a candidate's value is judged against the original's:
 * higher/lower: the named direction is better; range: a range covering the original's is
 * better (min and max judged separately); match: any difference beyond 2 % is worse.
 */
export type Better = 'higher' | 'lower' | 'range' | 'match';

export interface ParamDef {
  key: string;
  label: string;
  unit: string;
  better: Better;
  /** Which of min/typ/max is compared for higher, lower and match (falls back typ, max, min). */
  basis: 'min' | 'typ' | 'max';
}

export interface CategoryDef {
  code: CategoryCode;
  label: string;
  /** Attributes that define what the part does; substitutes must have the same ones. */
  functionAttrs: string[];
  /** The first parameter orders the candidate window of the substitute search. */
  params: ParamDef[];
}

const p = (
  key: string,
  label: string,
  unit: string,
  better: Better,
  basis: ParamDef['basis'] = 'typ',
): ParamDef => ({
  key,
  label,
  unit,
  better,
  basis,
});

const TEMP = p('temp', 'Operating temperature', '°C', 'range');

export const CATEGORIES: Record<CategoryCode, CategoryDef> = {
  mcu: {
    code: 'mcu',
    label: 'Microcontrollers',
    functionAttrs: ['core'],
    params: [
      p('flash', 'Flash memory', 'KB', 'higher', 'max'),
      p('ram', 'RAM', 'KB', 'higher', 'max'),
      p('fmax', 'Max. CPU clock', 'MHz', 'higher', 'max'),
      p('vdd', 'Supply voltage', 'V', 'range'),
      p('gpio', 'GPIO pins', 'pcs', 'higher', 'max'),
      TEMP,
    ],
  },
  ldo: {
    code: 'ldo',
    label: 'LDO regulators',
    functionAttrs: ['output'],
    params: [
      p('iout', 'Output current', 'A', 'higher', 'max'),
      p('vin', 'Input voltage', 'V', 'range'),
      p('dropout', 'Dropout voltage', 'mV', 'lower', 'typ'),
      p('iq', 'Quiescent current', 'µA', 'lower', 'typ'),
      p('accuracy', 'Output accuracy', '%', 'lower', 'max'),
      p('psrr', 'PSRR at 1 kHz', 'dB', 'higher', 'typ'),
      TEMP,
    ],
  },
  dcdc: {
    code: 'dcdc',
    label: 'DC-DC converters',
    functionAttrs: ['topology', 'output'],
    params: [
      p('iout', 'Output current', 'A', 'higher', 'max'),
      p('vin', 'Input voltage', 'V', 'range'),
      p('fsw', 'Switching frequency', 'MHz', 'match', 'typ'),
      p('efficiency', 'Peak efficiency', '%', 'higher', 'typ'),
      p('iq', 'Quiescent current', 'µA', 'lower', 'typ'),
      TEMP,
    ],
  },
  opamp: {
    code: 'opamp',
    label: 'Operational amplifiers',
    functionAttrs: ['channels'],
    params: [
      p('gbw', 'Gain bandwidth', 'MHz', 'higher', 'typ'),
      p('vs', 'Supply voltage', 'V', 'range'),
      p('slew', 'Slew rate', 'V/µs', 'higher', 'typ'),
      p('vos', 'Input offset voltage', 'mV', 'lower', 'max'),
      p('iq', 'Supply current per channel', 'mA', 'lower', 'typ'),
      p('noise', 'Voltage noise density', 'nV/√Hz', 'lower', 'typ'),
      TEMP,
    ],
  },
  comparator: {
    code: 'comparator',
    label: 'Comparators',
    functionAttrs: ['channels', 'output'],
    params: [
      p('tpd', 'Propagation delay', 'ns', 'lower', 'typ'),
      p('vs', 'Supply voltage', 'V', 'range'),
      p('vos', 'Input offset voltage', 'mV', 'lower', 'max'),
      p('iq', 'Supply current per channel', 'µA', 'lower', 'typ'),
      TEMP,
    ],
  },
  mosfet: {
    code: 'mosfet',
    label: 'MOSFETs',
    functionAttrs: ['polarity'],
    params: [
      p('rdson', 'On-resistance at 4.5 V', 'mΩ', 'lower', 'max'),
      p('vds', 'Drain-source voltage', 'V', 'higher', 'max'),
      p('id', 'Continuous drain current', 'A', 'higher', 'max'),
      p('vgsth', 'Gate threshold voltage', 'V', 'match', 'typ'),
      p('qg', 'Gate charge', 'nC', 'lower', 'typ'),
      TEMP,
    ],
  },
  diode: {
    code: 'diode',
    label: 'Diodes and TVS',
    functionAttrs: ['type', 'voltage'],
    params: [
      p('vr', 'Reverse (stand-off) voltage', 'V', 'match', 'max'),
      p('if', 'Forward current', 'A', 'higher', 'max'),
      p('ppk', 'Peak pulse power', 'W', 'higher', 'max'),
      p('vc', 'Clamping voltage', 'V', 'lower', 'max'),
      p('vf', 'Forward voltage', 'V', 'lower', 'max'),
      p('ir', 'Reverse leakage', 'µA', 'lower', 'max'),
      TEMP,
    ],
  },
  logic: {
    code: 'logic',
    label: 'Logic',
    functionAttrs: ['function'],
    params: [
      p('tpd', 'Propagation delay', 'ns', 'lower', 'max'),
      p('vcc', 'Supply voltage', 'V', 'range'),
      p('io', 'Output drive current', 'mA', 'higher', 'max'),
      TEMP,
    ],
  },
  interface: {
    code: 'interface',
    label: 'Interface (CAN, RS-485, USB, isolators)',
    functionAttrs: ['type'],
    params: [
      p('rate', 'Data rate', 'Mbps', 'higher', 'max'),
      p('vcc', 'Supply voltage', 'V', 'range'),
      p('esd', 'Bus ESD (HBM)', 'kV', 'higher', 'max'),
      p('viso', 'Isolation voltage', 'kVrms', 'higher', 'max'),
      p('icc', 'Supply current', 'mA', 'lower', 'typ'),
      TEMP,
    ],
  },
  sensor: {
    code: 'sensor',
    label: 'Sensors',
    functionAttrs: ['type', 'bus'],
    params: [
      p('accuracy', 'Accuracy', '±', 'lower', 'max'),
      p('vdd', 'Supply voltage', 'V', 'range'),
      p('resolution', 'Resolution', 'bit', 'higher', 'max'),
      p('iq', 'Supply current', 'µA', 'lower', 'typ'),
      TEMP,
    ],
  },
  memory: {
    code: 'memory',
    label: 'Memory',
    functionAttrs: ['type', 'density'],
    params: [
      p('fclk', 'Max. clock', 'MHz', 'higher', 'max'),
      p('vcc', 'Supply voltage', 'V', 'range'),
      p('endurance', 'Write endurance', 'kcycles', 'higher', 'min'),
      p('retention', 'Data retention', 'years', 'higher', 'min'),
      TEMP,
    ],
  },
  clock: {
    code: 'clock',
    label: 'Clocks and timing',
    functionAttrs: ['type', 'frequency'],
    params: [
      p('stability', 'Frequency stability', 'ppm', 'lower', 'max'),
      p('vdd', 'Supply voltage', 'V', 'range'),
      p('jitter', 'RMS jitter', 'ps', 'lower', 'typ'),
      p('idd', 'Supply current', 'mA', 'lower', 'typ'),
      TEMP,
    ],
  },
};

export function isCategory(value: unknown): value is CategoryCode {
  return typeof value === 'string' && (CATEGORY_CODES as readonly string[]).includes(value);
}

export const LIFECYCLES = ['active', 'nrnd', 'eol', 'obsolete', 'preview'] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];

/** AEC-Q qualification: the standard and, for Q100, the temperature grade (0 best). */
export const AEC_VALUES = ['Q100-0', 'Q100-1', 'Q100-2', 'Q100-3', 'Q101', 'Q200'] as const;
export type AecGrade = (typeof AEC_VALUES)[number];
