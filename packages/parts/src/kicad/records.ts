import type { CategoryCode } from '../categories';
import { pinFunction } from '../engine/pins';
import type { ParamValue, PartRecord, Pin } from '../schema';
import { partRecordSchema } from '../schema';
import { makerFromDatasheet, UNKNOWN_MAKER } from './makers';
import { packageFromFootprint, packagesFromDescription } from './package';
import type { KicadPin, KicadSymbol } from './symbols';

/**
 * Which KiCad libraries become which search category, and the function attributes of a
 * symbol there. A symbol whose function cannot be read from its description is left
 * out (reported); libraries not listed are not imported (README, "KiCad libraries").
 */
interface Mapped {
  category: CategoryCode;
  attributes: Record<string, string>;
  params: Record<string, ParamValue>;
}

type Mapper = (s: KicadSymbol, d: string) => Mapped | string;

const num = (s: string) => Number(s.replace(',', '.'));

/** `600mA`, `1.5A`, `1A` in a description: output current in A. */
function current(d: string): number | undefined {
  const m = /(?:^|[\s,(-])(\d+(?:\.\d+)?)\s*(mA|A)\b/.exec(d);
  if (!m) return undefined;
  return m[2] === 'mA' ? num(m[1]) / 1000 : num(m[1]);
}

/** `3.8V-6V input`, `Vin up to 5.5V`, `2-3.6V`: a supply range in V. */
function supplyRange(d: string, anchor: RegExp): ParamValue | undefined {
  const range = /(\d+(?:\.\d+)?)\s*V?\s*(?:-|to|–)\s*(\d+(?:\.\d+)?)\s*V\b/i.exec(d);
  if (range && anchor.test(d)) return { min: num(range[1]), max: num(range[2]) };
  const upTo = /(?:up to|max\.?)\s*(\d+(?:\.\d+)?)\s*V\b|(\d+(?:\.\d+)?)\s*V\s*max\.?\s*input/i.exec(d);
  if (upTo) return { max: num(upTo[1] ?? upTo[2]) };
  return undefined;
}

function channels(s: KicadSymbol, d: string): string {
  const text = `${d} ${s.properties.ki_keywords ?? ''}`.toLowerCase();
  if (/\bquad\b/.test(text)) return '4';
  if (/\bdual\b/.test(text)) return '2';
  if (/\bsingle\b/.test(text)) return '1';
  // Channels are the units that hold an input pair (a power unit holds none).
  const units = new Set(s.pins.filter((p) => p.name === '+' && p.unit > 0).map((p) => p.unit));
  return String(Math.max(units.size, 1));
}

const ldo: Mapper = (s, d) => {
  if (/negative/i.test(d) && !/positive/i.test(d)) return 'negative regulators are not imported';
  const nameVolt = /-(\d+\.\d+|\d+)(?:[A-Z]*)?$/.exec(s.name);
  const descVolt =
    /(\d+(?:\.\d+)?)\s*V(?:\s+fixed|\s+output|\s+positive|,?\s*fixed)/i.exec(d) ??
    /(?:fixed output|vout|output voltage)\s*(\d+(?:\.\d+)?)\s*V/i.exec(d) ??
    /(?:LDO|regulator)[^,]*,\s*(\d+(?:\.\d+)?)\s*V\s*,/i.exec(d);
  let output: string | null = null;
  if (descVolt) output = String(num(descVolt[1]));
  else if (/adjustable|\badj\b/i.test(d)) output = 'ADJ';
  else if (nameVolt && num(nameVolt[1]) > 0.5 && num(nameVolt[1]) < 40) output = String(num(nameVolt[1]));
  if (!output) return 'output voltage not stated';
  const params: Record<string, ParamValue> = {};
  const i = current(d);
  if (i !== undefined) params.iout = { max: i };
  const vin = supplyRange(d, /input/i);
  if (vin) params.vin = vin;
  return { category: 'ldo', attributes: { output }, params };
};

const opamp: Mapper = (s, d) => {
  const params: Record<string, ParamValue> = {};
  const gbw = /(\d+(?:\.\d+)?)\s*(k|M|G)Hz/.exec(d);
  if (gbw) params.gbw = { typ: num(gbw[1]) * (gbw[2] === 'k' ? 0.001 : gbw[2] === 'G' ? 1000 : 1) };
  return { category: 'opamp', attributes: { channels: channels(s, d) }, params };
};

const comparator: Mapper = (s, d) => {
  const outputs = s.pins.filter((p) => p.type === 'open_collector' || p.type === 'output');
  const output = /push.?pull/i.test(d)
    ? 'PUSH-PULL'
    : /open.?(drain|collector)/i.test(d) || outputs.some((p) => p.type === 'open_collector')
      ? 'OPEN-DRAIN'
      : 'PUSH-PULL';
  const params: Record<string, ParamValue> = {};
  const tpd = /(\d+(?:\.\d+)?)\s*ns\b/.exec(d);
  if (tpd) params.tpd = { typ: num(tpd[1]) };
  return { category: 'comparator', attributes: { channels: channels(s, d), output }, params };
};

const timer: Mapper = (s, d) => {
  if (/\b556\b|dual.*555/i.test(`${s.name} ${d}`))
    return { category: 'clock', attributes: { type: 'TIMER-556', frequency: 'ADJ' }, params: {} };
  if (/555/.test(`${s.name} ${d}`))
    return { category: 'clock', attributes: { type: 'TIMER-555', frequency: 'ADJ' }, params: {} };
  return 'only 555 and 556 timers are imported';
};

const rtc: Mapper = (_s, d) => {
  const bus = /\bspi\b/i.test(d) ? 'SPI' : /i2c|i²c|2-wire/i.test(d) ? 'I2C' : null;
  if (!bus) return 'bus of the clock not stated';
  return { category: 'clock', attributes: { type: `RTC-${bus}`, frequency: '32.768K' }, params: {} };
};

const mcu: Mapper = (s, d) => {
  const core =
    /cortex-?(m\d+\+?|a\d+)/i.exec(d)?.[1]?.toUpperCase().replace(/^M/, 'CM') ??
    (/^MCU_Microchip_(ATmega|ATtiny|AVR)/.test(s.library) ? 'AVR' : null) ??
    (/^MCU_Microchip_PIC(\d+)/.exec(s.library)
      ? `PIC${/^MCU_Microchip_PIC(\d+)/.exec(s.library)![1]}`
      : null) ??
    (/risc-?v/i.test(d) ? 'RISCV' : null) ??
    (/8051/.test(`${s.library} ${d}`) ? '8051' : null) ??
    (/MSP430/.test(s.library) ? 'MSP430' : null) ??
    (/STM8/.test(s.library) ? 'STM8' : null);
  if (!core) return 'processor core not stated';
  const params: Record<string, ParamValue> = {};
  const flash = /(\d+)\s*(k|M)B\s*(?:of\s*)?flash/i.exec(d);
  if (flash) params.flash = { max: num(flash[1]) * (flash[2].toUpperCase() === 'M' ? 1024 : 1) };
  const ram = /(\d+)\s*(k|M)?B\s*(?:of\s*)?S?RAM/i.exec(d);
  if (ram) params.ram = { max: num(ram[1]) * (ram[2]?.toUpperCase() === 'M' ? 1024 : ram[2] ? 1 : 1 / 1024) };
  const f = /(\d+(?:\.\d+)?)\s*MHz/i.exec(d);
  if (f) params.fmax = { max: num(f[1]) };
  const vdd = /(\d+(?:\.\d+)?)\s*(?:V\s*)?-\s*(\d+(?:\.\d+)?)\s*V\b/.exec(d);
  if (vdd) params.vdd = { min: num(vdd[1]), max: num(vdd[2]) };
  const gpio = /(\d+)\s*GPIO/i.exec(d);
  if (gpio) params.gpio = { max: num(gpio[1]) };
  return { category: 'mcu', attributes: { core }, params };
};

const rate = (d: string): Record<string, ParamValue> => {
  const r = /(\d+(?:\.\d+)?)\s*(k|M)bps/i.exec(d);
  return r ? { rate: { max: num(r[1]) / (r[2].toLowerCase() === 'k' ? 1000 : 1) } } : {};
};

const can: Mapper = (_s, d) => {
  if (!/transceiver/i.test(d)) return 'not a CAN transceiver';
  const type = /CAN.?FD/i.test(d) ? 'CAN-FD' : 'CAN';
  return {
    category: 'interface',
    attributes: { type: /isolated/i.test(d) ? `${type}-ISO` : type },
    params: rate(d),
  };
};

const uart: Mapper = (_s, d) => {
  const type = /RS-?485|RS-?422/i.test(d) ? 'RS-485' : /RS-?232/i.test(d) ? 'RS-232' : null;
  if (!type || !/transceiver|driver|receiver/i.test(d)) return 'not an RS-485 or RS-232 transceiver';
  return {
    category: 'interface',
    attributes: { type: /isolated/i.test(d) ? `${type}-ISO` : type },
    params: rate(d),
  };
};

/** `64Kb`, `4Mbit`, `16Mb`: density in the unit memory attributes use (Kbit, Mbit). */
function density(d: string): string | null {
  const m1 = /(\d+)\s*-?\s*(K|M|G)(?:b\b|bit)/i.exec(d);
  return m1 ? `${m1[1]}${m1[2].toUpperCase()}` : null;
}

const eeprom: Mapper = (_s, d) => {
  const bus = /i2c|i²c|2-wire/i.test(d) ? 'I2C-EEPROM' : /\bspi\b/i.test(d) ? 'SPI-EEPROM' : null;
  const size = density(d);
  if (!bus || !size) return 'bus or density of the EEPROM not stated';
  return { category: 'memory', attributes: { type: bus, density: size }, params: {} };
};

const flash: Mapper = (_s, d) => {
  const size = density(d);
  if (!/\bspi\b|serial/i.test(d) || !size) return 'not a serial flash with a stated density';
  return { category: 'memory', attributes: { type: 'SPI-NOR', density: size }, params: {} };
};

const fet: Mapper = (_s, d) => {
  const polarity = /N-Channel/i.test(d) ? 'N' : /P-Channel/i.test(d) ? 'P' : null;
  if (!polarity || /dual|complementary|half bridge/i.test(d)) return 'not a single N- or P-channel MOSFET';
  const params: Record<string, ParamValue> = {};
  const id = /(-?\d+(?:\.\d+)?)\s*A\s*Id/i.exec(d);
  if (id) params.id = { max: Math.abs(num(id[1])) };
  const vds = /(-?\d+(?:\.\d+)?)\s*V\s*Vds/i.exec(d);
  if (vds) params.vds = { max: Math.abs(num(vds[1])) };
  const ron = /(\d+(?:\.\d+)?)\s*(m?)Ohm/i.exec(d);
  if (ron) params.rdson = { max: num(ron[1]) * (ron[2] ? 1 : 1000) };
  return { category: 'mosfet', attributes: { polarity: polarity === 'N' ? 'N' : 'P' }, params };
};

/** Library (file name without `.kicad_sym`) → mapper; documented in the README. */
export function mapperOf(library: string): Mapper | null {
  if (library === 'Regulator_Linear') return ldo;
  if (library === 'Amplifier_Operational') return opamp;
  if (library === 'Comparator') return comparator;
  if (library === 'Timer') return timer;
  if (library === 'Timer_RTC') return rtc;
  if (library.startsWith('MCU_') && library !== 'MCU_Module') return mcu;
  if (library === 'Interface_CAN_LIN') return can;
  if (library === 'Interface_UART') return uart;
  if (library === 'Memory_EEPROM') return eeprom;
  if (library === 'Memory_Flash') return flash;
  if (library === 'Transistor_FET') return fet;
  return null;
}

/** Datasheet address as a URL, or null (`~`, empty, not an address). */
export function datasheetUrl(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v || v === '~') return null;
  const url = /^https?:\/\//i.test(v)
    ? v
    : /^www\.|^[a-z0-9-]+\.[a-z]{2,}\//i.test(v)
      ? `https://${v}`
      : null;
  if (!url || url.length > 300) return null;
  try {
    new URL(url);
    return url;
  } catch {
    return null;
  }
}

/**
 * Pins in number order, one per number. Stacked pins (several pins with one number, in
 * one unit or in several) count once. KiCad symbols leave out pins that are not
 * connected, so a number between 1 and the highest that no pin has is an NC pin.
 */
function pinList(s: KicadSymbol, category: CategoryCode, chans: number): Pin[] | string {
  const byNumber = new Map<number, KicadPin>();
  for (const p of s.pins) {
    if (!/^\d+$/.test(p.number))
      return `pin number "${p.number}" is not a number (grid arrays are not imported)`;
    const n = Number(p.number);
    const seen = byNumber.get(n);
    // Of stacked pins, the visible one names the pin.
    if (!seen || (seen.hidden && !p.hidden)) byNumber.set(n, p);
  }
  const max = Math.max(0, ...byNumber.keys());
  if (max === 0) return 'no pins';
  if (max > 1024) return 'more than 1,024 pins';
  const pins: Pin[] = [];
  for (let n = 1; n <= max; n++) {
    const p = byNumber.get(n);
    if (!p) {
      pins.push({ number: n, name: 'NC', function: 'NC' });
      continue;
    }
    const channel = chans > 1 && p.unit > 0 ? String.fromCharCode(64 + p.unit) : '';
    const name = (p.name === '' ? '~' : p.name).slice(0, 32);
    pins.push({ number: n, name, function: pinFunction(p.name, { category, channel, type: p.type }) });
  }
  return pins;
}

export type SymbolOutcome = { record: PartRecord } | { skipped: string } | { error: string };

/**
 * One symbol as a part record: `{ record }`, `{ skipped }` for symbols outside the
 * imported categories (not an error), or `{ error }` for a symbol that should have been
 * imported and could not.
 */
export function symbolToRecord(s: KicadSymbol, updatedAt?: string): SymbolOutcome {
  const mapper = mapperOf(s.library);
  if (!mapper || s.power) return { skipped: 'library not imported' };
  const description = (s.properties.ki_description ?? '').trim();
  const mapped = mapper(s, description);
  if (typeof mapped === 'string') return { skipped: mapped };
  const footprint = (s.properties.Footprint ?? '').trim();
  const pkg = footprint
    ? packageFromFootprint(footprint)
    : packagesFromDescription(description).join(' / ') || 'not stated';
  const pins = pinList(s, mapped.category, Number(mapped.attributes.channels ?? 1));
  if (typeof pins === 'string') return { error: pins };
  const sheet = datasheetUrl(s.properties.Datasheet);
  const maker = makerFromDatasheet(sheet) ?? UNKNOWN_MAKER;
  const record = {
    mpn: s.name.slice(0, 64),
    brand: maker.code,
    brandName: maker.name,
    origin: maker.origin,
    category: mapped.category,
    package: pkg.slice(0, 40),
    pinCount: pins.length,
    pins,
    attributes: mapped.attributes,
    params: mapped.params,
    lifecycle: 'active' as const,
    aec: /AEC-?Q100/i.test(description) ? ('Q100-1' as const) : null,
    datasheetUrl: sheet,
    description: description.slice(0, 300),
    // Symbol names are orderable numbers or placeholder families (`MCP6001x-LT`): the family is the name.
    family: s.name.slice(0, 64),
    ...(updatedAt ? { updatedAt } : {}),
  };
  const parsed = partRecordSchema.safeParse(record);
  if (!parsed.success)
    return {
      error: parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; '),
    };
  return { record: parsed.data };
}
