import type { CategoryCode } from '../categories';
import type { ParamValue } from '../schema';
import { sig, type Rng } from './prng';

type Params = Record<string, ParamValue>;

/**
 * Coherent key parameters for one product line. `quality` (-1..1) moves every figure
 * of a line the same way, so a better line is better on most parameters at once.
 */
export type ParamMaker = (rng: Rng, attrs: Record<string, string>, pinout: string, quality: number) => Params;

const range = (min: number, max: number): ParamValue => ({ min, max });
const typ = (value: number, digits = 2): ParamValue => ({ typ: sig(value, digits) });
const max = (value: number, digits = 2): ParamValue => ({ max: sig(value, digits) });
const min = (value: number, digits = 2): ParamValue => ({ min: sig(value, digits) });
const better = (value: number, quality: number, spread: number, lowerIsBetter: boolean) =>
  value * (1 + (lowerIsBetter ? -1 : 1) * quality * spread);

export const TEMP_RANGES: [number, number][] = [
  [-40, 85],
  [-40, 105],
  [-40, 125],
];

const temp = (rng: Rng, quality: number): ParamValue => {
  const [lo, hi] = quality > 0.3 ? TEMP_RANGES[2] : rng.pick(TEMP_RANGES.slice(0, 2));
  return range(lo, hi);
};

export const PARAM_MAKERS: Record<CategoryCode, ParamMaker> = {
  mcu: (rng, attrs, pinout, q) => {
    const pins = Number(/(\d+)/.exec(pinout.replace('mcu-', ''))?.[1] ?? 48);
    const flash = rng.pick([16, 32, 64, 128, 256, 512, 1024].filter((kb) => kb <= pins * 16 + 64));
    return {
      flash: max(flash, 4),
      ram: max(Math.max(2, flash / rng.pick([4, 8])), 3),
      fmax: max(
        rng.pick(
          attrs.core === 'CM4' || attrs.core === 'CM33' ? [120, 168, 180, 240] : [24, 48, 72, 96, 108],
        ),
      ),
      vdd: range(rng.pick([1.8, 2.0, 2.4, 2.6]), 3.6),
      gpio: max(Math.round(pins * 0.8), 3),
      temp: temp(rng, q),
    };
  },
  ldo: (rng, _attrs, pinout, q) => {
    const iout = pinout.includes('to252')
      ? rng.pick([1, 1.5, 3])
      : pinout.includes('sot223') || pinout.includes('sot89')
        ? rng.pick([0.5, 0.8, 1, 1.5])
        : rng.pick([0.15, 0.2, 0.3, 0.5, 0.6]);
    return {
      iout: max(iout),
      vin: range(rng.pick([1.4, 1.6, 2.0, 2.5]), rng.pick([5.5, 6, 6.5, 16, 36])),
      dropout: typ(better(rng.jitter(iout * 500, 0.4) + 60, q, 0.3, true)),
      iq: typ(better(rng.pick([1, 25, 50, 90, 250, 5000]), q, 0.3, true)),
      accuracy: max(rng.pick([1, 1.5, 2, 3])),
      psrr: typ(better(rng.jitter(65, 0.25), q, 0.15, false)),
      temp: temp(rng, q),
    };
  },
  dcdc: (rng, attrs, pinout, q) => {
    const iout =
      pinout.includes('qfn16') || pinout.includes('soic8')
        ? rng.pick([2, 3, 4, 6])
        : rng.pick([0.6, 1, 1.5, 2, 3]);
    return {
      iout: max(iout),
      vin: range(
        rng.pick([2.5, 3, 4.2, 4.5]),
        rng.pick(attrs.topology === 'boost' ? [5.5, 12] : [5.5, 17, 28, 36, 60]),
      ),
      fsw: typ(rng.pick([0.5, 0.58, 1, 1.2, 1.5, 2.2])),
      efficiency: typ(Math.min(98, better(rng.jitter(92, 0.03), q, 0.03, false))),
      iq: typ(better(rng.pick([40, 100, 150, 300, 1500]), q, 0.3, true)),
      temp: temp(rng, q),
    };
  },
  opamp: (rng, _attrs, _pinout, q) => {
    const gbw = rng.pick([0.35, 0.7, 1, 1.2, 3, 5, 10, 20, 50]);
    return {
      gbw: typ(better(gbw, q, 0.2, false)),
      vs: range(rng.pick([1.8, 2.1, 2.7, 3]), rng.pick([5.5, 16, 32, 36])),
      slew: typ(better(gbw * rng.jitter(0.6, 0.4), q, 0.2, false)),
      vos: max(better(rng.pick([0.01, 0.1, 0.5, 1, 3, 5, 7]), q, 0.3, true)),
      iq: typ(better(gbw * rng.jitter(0.08, 0.5) + 0.01, q, 0.3, true)),
      noise: typ(better(rng.jitter(25, 0.6), q, 0.3, true)),
      temp: temp(rng, q),
    };
  },
  comparator: (rng, _attrs, _pinout, q) => ({
    tpd: typ(better(rng.pick([8, 40, 120, 300, 1300]), q, 0.3, true)),
    vs: range(rng.pick([1.6, 2, 2.7]), rng.pick([5.5, 36])),
    vos: max(better(rng.pick([1, 3, 5, 7, 9]), q, 0.3, true)),
    iq: typ(better(rng.pick([0.6, 10, 60, 200]), q, 0.3, true)),
    temp: temp(rng, q),
  }),
  mosfet: (rng, attrs, pinout, q) => {
    const big = /pdfn|to252|to220|soic8/.test(pinout);
    const vds = rng.pick(big ? [30, 40, 60, 100, 150] : [20, 30, 60]);
    const id = big ? rng.pick([10, 20, 40, 60, 100]) : rng.pick([0.3, 2, 3.5, 4.2, 5.8]);
    const rdson = (vds * 8) / id / (attrs.polarity === 'P' ? 0.6 : 1);
    return {
      rdson: max(better(rdson, q, 0.25, true)),
      vds: max(vds),
      id: max(better(id, q, 0.1, false)),
      vgsth: typ(rng.pick([0.7, 1, 1.2, 1.6, 2.5])),
      qg: typ(better(id * rng.jitter(1.5, 0.5), q, 0.25, true)),
      temp: range(-55, 150),
    };
  },
  diode: (rng, attrs, pinout, q) => {
    const v = Number(attrs.voltage);
    const size = /smc/.test(pinout) ? 3 : /smb/.test(pinout) ? 2 : /sma|do41/.test(pinout) ? 1 : 0.3;
    const params: Params = { vr: max(v, 3), temp: range(-55, 150) };
    if (attrs.type.startsWith('tvs') || attrs.type === 'esd') {
      params.ppk = max(better(attrs.type === 'esd' ? 100 : 200 * size * size + 200, q, 0.1, false));
      params.vc = max(better(v * 1.6 + 1, q, 0.08, true));
      params.ir = max(better(rng.pick([1, 5, 50, 800]), q, 0.3, true));
    } else {
      params.if = max(better(size * (attrs.type === 'schottky' ? 1.5 : 1), q, 0.2, false));
      params.vf = max(better(attrs.type === 'schottky' ? 0.45 + v / 200 : 1.0, q, 0.08, true));
      params.ir = max(better(attrs.type === 'schottky' ? 500 : 5, q, 0.3, true));
    }
    return params;
  },
  logic: (rng, attrs, _pinout, q) => {
    const lv = /LVC|AHC|LV/.test(attrs.family ?? '');
    return {
      tpd: max(better(lv ? rng.pick([3.5, 4.2, 5]) : rng.pick([9, 13, 21]), q, 0.2, true)),
      vcc: lv ? range(1.65, 5.5) : range(2, 6),
      io: max(better(lv ? 24 : rng.pick([5.2, 6, 7.8]), q, 0.15, false)),
      temp: temp(rng, q),
    };
  },
  interface: (rng, attrs, _pinout, q) => {
    const rate: Record<string, number[]> = {
      CAN: [1],
      'CAN-FD': [2, 5, 8],
      'RS-485': [0.25, 0.5, 10, 20, 50],
      'USB-UART': [2, 3],
      'ISOLATOR-2CH': [1, 25, 100, 150],
      'RS-232': [0.25, 1],
    };
    const isolated = attrs.type.startsWith('ISOLATOR');
    const params: Params = {
      rate: max(rng.pick(rate[attrs.type] ?? [1])),
      vcc: range(rng.pick([2.25, 3, 4.5]), 5.5),
      esd: max(better(rng.pick([2, 8, 12, 15, 16]), q, 0.2, false)),
      icc: typ(better(rng.pick([1, 2.5, 5, 10, 40]), q, 0.3, true)),
      temp: temp(rng, q),
    };
    if (isolated) params.viso = max(rng.pick([2.5, 3.75, 5]));
    return params;
  },
  sensor: (rng, attrs, _pinout, q) => ({
    accuracy: max(
      better(
        attrs.type === 'TEMPERATURE' ? rng.pick([0.1, 0.25, 0.5, 1]) : rng.pick([1.5, 2, 3]),
        q,
        0.25,
        true,
      ),
    ),
    vdd: range(rng.pick([1.4, 1.8, 2.15, 3]), rng.pick([3.6, 5.5])),
    resolution: max(rng.pick([12, 14, 16])),
    iq: typ(better(rng.pick([0.2, 1, 7, 10, 300]), q, 0.3, true)),
    temp: attrs.type === 'TEMPERATURE' ? range(-55, 150) : temp(rng, q),
  }),
  memory: (rng, attrs, _pinout, q) => {
    const nor = attrs.type === 'SPI-NOR';
    return {
      fclk: max(nor ? rng.pick([80, 104, 120, 133]) : rng.pick([0.4, 1, 5, 10, 20])),
      vcc: nor ? range(rng.pick([2.3, 2.7]), 3.6) : range(rng.pick([1.7, 1.8, 2.5]), 5.5),
      endurance: min(better(nor ? 100 : 1000, q, 0.5, false)),
      retention: min(rng.pick([20, 40, 100])),
      temp: temp(rng, q),
    };
  },
  clock: (rng, attrs, _pinout, q) => ({
    stability: max(
      better(attrs.type === 'RTC' ? rng.pick([2, 3.5, 5]) : rng.pick([10, 20, 25, 50]), q, 0.2, true),
    ),
    vdd: attrs.type === 'RTC' ? range(rng.pick([1.6, 2.3]), 5.5) : range(rng.pick([1.6, 2.25, 3]), 3.6),
    jitter: typ(better(rng.pick([0.3, 0.8, 1, 3]), q, 0.2, true)),
    idd: typ(better(attrs.type === 'RTC' ? 0.1 : rng.pick([1.5, 3, 5, 10]), q, 0.3, true)),
    temp: temp(rng, q),
  }),
};
