import { CATEGORIES, CATEGORY_CODES, type AecGrade, type CategoryCode, type Lifecycle } from '../categories';
import { functionKey, normalizeMpn, primaryValue } from '../normalize';
import type { ParamValue, PartRecord } from '../schema';
import { brandOf } from './brands';
import { CATALOG, type Series } from './catalog';
import { PARAM_MAKERS } from './params';
import { pinoutOf, PINOUTS } from './pinouts';
import { Rng, sig } from './prng';
import { WELL_KNOWN, type KnownGroup } from './well-known';

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** Called every `progressEvery` records and at the end. */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
}

export const MAX_GENERATED = 8_000_000;

/** Data date of generated records: the generator is deterministic, so it has no clock. */
const EPOCH = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

const LIFECYCLE_WEIGHTS: [Lifecycle, number][] = [
  ['active', 80],
  ['nrnd', 8],
  ['eol', 5],
  ['obsolete', 4],
  ['preview', 3],
];

/** Which pinouts fit a function (dual op-amps need 8-pin dual pinouts, and so on). */
function pinoutFits(category: CategoryCode, attrs: Record<string, string>, key: string): boolean {
  switch (category) {
    case 'opamp':
    case 'comparator':
      return key.startsWith(`amp${attrs.channels}-`);
    case 'diode':
      if (attrs.type === 'TVS-BI') return /-bi$|dfn1006/.test(key);
      if (attrs.type === 'ESD') return /dfn1006|sod523|sod323/.test(key);
      if (attrs.type === 'TVS-UNI') return /sma$|smb$|smc$/.test(key);
      return !/-bi$|dfn1006/.test(key);
    case 'logic':
      if (attrs.function.startsWith('1G')) return key.startsWith('logic-1g');
      if (['595', '245', '138'].includes(attrs.function)) return key.startsWith(`logic-${attrs.function}`);
      return key.startsWith('logic-14');
    case 'interface': {
      const prefix: Record<string, string> = {
        CAN: 'can-',
        'CAN-FD': 'can-',
        'RS-485': 'rs485-',
        'ISOLATOR-2CH': 'iso2-',
        'RS-232': 'rs232-',
        'USB-UART': 'usbuart-',
      };
      return key.startsWith(prefix[attrs.type] ?? '?');
    }
    case 'sensor': {
      if (attrs.type === 'TEMPERATURE')
        return attrs.bus === 'ANALOG'
          ? key === 'temp-sot23-5'
          : key === 'temp-sot563' || key === 'temp-wson6';
      const prefix: Record<string, string> = { HUMIDITY: 'hum-', CURRENT: 'current-', HALL: 'hall-' };
      return key.startsWith(prefix[attrs.type] ?? '?');
    }
    case 'memory':
      return key.startsWith(
        { 'SPI-NOR': 'nor-', 'I2C-EEPROM': 'eeprom-', 'SPI-EEPROM': 'spieeprom-' }[attrs.type] ?? '?',
      );
    case 'clock':
      return key.startsWith({ XO: 'xo-', RTC: 'rtc-', 'CLOCK-BUFFER': 'buffer-' }[attrs.type] ?? '?');
    default:
      return true;
  }
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';

/** Line number of a series: fixed-width digits, then letter-prefixed blocks once the digits run out. */
function lineNumber(counter: number, digits: number): string {
  const start = 10 ** (digits - 1);
  const capacity = 9 * start;
  const block = Math.floor(counter / capacity);
  const number = String(start + (counter % capacity));
  let letters = '';
  for (let n = block; n > 0; n = Math.floor((n - 1) / LETTERS.length))
    letters = LETTERS[(n - 1) % LETTERS.length] + letters;
  return letters + number;
}

const compiled = new Map<string, string[]>();

/** Templates split once into literal and placeholder pieces (odd indexes are placeholder names). */
function render(template: string, parts: Record<string, string>): string {
  let pieces = compiled.get(template);
  if (!pieces) {
    pieces = template.split(/\{([mfpaoq])\}/);
    compiled.set(template, pieces);
  }
  let out = '';
  for (let i = 0; i < pieces.length; i++) out += i % 2 === 0 ? pieces[i] : (parts[pieces[i]] ?? '');
  return out;
}

function describe(
  category: CategoryCode,
  attrs: Record<string, string>,
  params: Record<string, ParamValue>,
  pkg: string,
  aec: AecGrade | null,
): string {
  const def = CATEGORIES[category];
  const first = def.params[0];
  const value = params[first.key];
  const figure = value ? `${first.label} ${value.max ?? value.typ ?? value.min} ${first.unit}` : '';
  const fn = def.functionAttrs.map((a) => `${a} ${attrs[a]}`).join(', ');
  return `${def.label}: ${[fn, figure, pkg, aec ? `automotive AEC-${aec}` : ''].filter(Boolean).join('; ')}`;
}

const DATES = Array.from({ length: 640 }, (_, day) => new Date(EPOCH + day * DAY).toISOString().slice(0, 10));

function dateOf(rng: Rng): string {
  return DATES[rng.int(DATES.length)];
}

const pinsCache = new Map<string, PartRecord['pins']>();

/** Pin lists are shared between records of the same pinout and maker (they are never mutated). */
function pinsFor(pinoutKey: string, brand: string): PartRecord['pins'] {
  const key = `${pinoutKey}/${brand}`;
  let pins = pinsCache.get(key);
  if (!pins) {
    // Makers name the same pin differently; matching uses the function, not the name.
    const rename: Record<string, string> = brand === 'ti' ? { VIN: 'IN', VOUT: 'OUT' } : {};
    pins = pinoutOf(pinoutKey).functions.map((fn, i) => ({
      number: i + 1,
      name: rename[fn] ?? fn,
      function: fn,
    }));
    pinsCache.set(key, pins);
  }
  return pins;
}

function scale(
  params: Record<string, ParamValue>,
  tweak: Record<string, number> = {},
): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const [key, value] of Object.entries(params)) {
    const factor = tweak[key] ?? 1;
    const scaled: ParamValue = {};
    if (value.min !== undefined) scaled.min = sig(value.min * factor, 3);
    if (value.typ !== undefined) scaled.typ = sig(value.typ * factor, 3);
    if (value.max !== undefined) scaled.max = sig(value.max * factor, 3);
    out[key] = scaled;
  }
  return out;
}

function record(
  brandCode: string,
  mpn: string,
  family: string,
  category: CategoryCode,
  attrs: Record<string, string>,
  pinoutKey: string,
  params: Record<string, ParamValue>,
  lifecycle: Lifecycle,
  aec: AecGrade | null,
  updatedAt: string,
): PartRecord {
  const brand = brandOf(brandCode);
  const pins = pinsFor(pinoutKey, brandCode);
  const pkg = PINOUTS[pinoutKey].package;
  return {
    mpn,
    brand: brand.code,
    brandName: brand.name,
    origin: brand.origin,
    category,
    package: pkg,
    pinCount: pins.length,
    pins,
    attributes: attrs,
    params,
    lifecycle,
    aec,
    // Invented numbers get no address on a real maker's site.
    datasheetUrl: null,
    description: describe(category, attrs, params, pkg, aec),
    family: normalizeMpn(family),
    updatedAt,
    demo: true,
  };
}

function* knownRecords(group: KnownGroup, seed: number, index: number): Generator<PartRecord> {
  const rng = new Rng(seed, 0x7fff0000 + index);
  for (const member of group.members) {
    const params = scale(group.params, member.tweak);
    if (member.aec) params.temp = { min: -40, max: 125 };
    for (const order of member.orders) {
      const mpn = member.family + order;
      yield record(
        member.brand,
        mpn,
        member.family,
        group.category,
        group.attrs,
        member.pinout ?? group.pinout,
        params,
        member.lifecycle ?? 'active',
        member.aec ?? null,
        dateOf(rng),
      );
    }
  }
}

const CATEGORY_WEIGHTS = CATEGORY_CODES.map((c) => [c, CATALOG[c].weight] as const);

function* lineRecords(
  rng: Rng,
  series: Series,
  category: CategoryCode,
  model: string,
): Generator<PartRecord> {
  const spec = CATALOG[category];
  const fixed = series.fixed ?? {};
  const variants = new Map<string, Record<string, string>>();
  const wanted = category === 'mcu' ? 1 : 1 + rng.int(3);
  for (let tries = 0; variants.size < wanted && tries < 8; tries++) {
    const attrs = { ...spec.functions(rng, fixed), ...fixed };
    if (Object.keys(series.packages).some((k) => pinoutFits(category, attrs, k)))
      variants.set(functionKey(category, attrs), attrs);
  }
  const quality = rng.next() * 2 - 1;
  const lifecycle = rng.weighted(LIFECYCLE_WEIGHTS);
  const automotive = series.aec !== undefined && rng.next() < 0.3;
  // Drawn as when generated parts had datasheet addresses, so the same seed gives the same parts.
  rng.next();
  const orders = series.orders.filter((_, i) => i === 0 || rng.next() < 0.6);
  // Series whose numbers carry no function code or automotive mark would repeat a number.
  const seen = new Set<string>();
  for (const attrs of variants.values()) {
    const fits = Object.keys(series.packages).filter((k) => pinoutFits(category, attrs, k));
    const chosen = fits.filter((_, i) => i === 0 || rng.next() < 0.5);
    for (const pinoutKey of chosen) {
      const params = PARAM_MAKERS[category](rng, attrs, pinoutKey, quality);
      const parts = { m: model, f: series.fn(attrs), p: series.packages[pinoutKey] };
      const updatedAt = dateOf(rng);
      const marked =
        automotive && ((series.template.includes('{a}') && series.aec![0] !== '') || series.aec![1] !== '');
      const grades: (AecGrade | null)[] = marked
        ? [null, category === 'mosfet' || category === 'diode' ? 'Q101' : 'Q100-1']
        : [null];
      for (const aec of grades) {
        const aecParts: Record<string, string> = aec ? { a: series.aec![0], q: series.aec![1] } : {};
        const family = render(series.template, { ...parts, ...aecParts, o: '', q: '' });
        const p = aec ? { ...params, temp: { min: -40, max: 125 } } : params;
        for (const order of orders) {
          const mpn = render(series.template, { ...parts, ...aecParts, o: order });
          const key = normalizeMpn(mpn);
          if (seen.has(key)) continue;
          seen.add(key);
          yield record(series.brand, mpn, family, category, attrs, pinoutKey, p, lifecycle, aec, updatedAt);
        }
      }
    }
  }
}

/**
 * Deterministic stream of realistic part records: the well-known parts first, then
 * product lines of the makers' series. The same seed gives the same records, and a
 * smaller count gives a prefix of a larger one.
 */
export function* generateParts(options: GenerateOptions): Generator<PartRecord> {
  const { count, seed = 1, onProgress, progressEvery = 100_000 } = options;
  if (!Number.isInteger(count) || count < 0 || count > MAX_GENERATED)
    throw new RangeError(`count must be an integer from 0 to ${MAX_GENERATED}`);
  let done = 0;
  const emit = function* (records: Iterable<PartRecord>): Generator<PartRecord, boolean> {
    for (const r of records) {
      if (done >= count) return false;
      yield r;
      done++;
      if (onProgress && done % progressEvery === 0) onProgress(done, count);
    }
    return done < count;
  };
  let more = true;
  for (let i = 0; more && i < WELL_KNOWN.length; i++)
    more = yield* emit(knownRecords(WELL_KNOWN[i], seed, i));
  const counters = new Map<Series, number>();
  for (let lineIndex = 0; more; lineIndex++) {
    const rng = new Rng(seed, lineIndex);
    const category = rng.weighted(CATEGORY_WEIGHTS);
    const series = rng.pick(CATALOG[category].series);
    const counter = counters.get(series) ?? 0;
    counters.set(series, counter + 1);
    more = yield* emit(lineRecords(rng, series, category, lineNumber(counter, series.digits)));
  }
  if (onProgress && done % progressEvery !== 0) onProgress(done, count);
}

export { primaryValue };
