import { normalizePackage } from '../normalize';

/**
 * Pin functions from pin names as makers write them, and the pin-by-pin verdict of two
 * parts. Free of storage and Node modules (the comparison page uses it too). The table
 * of names is in the package README ("Pin names").
 */

/** Functions that may be left open on a board: an NC pin of the original facing one is a minor difference. */
export const OPTIONAL_FUNCTIONS = new Set(['NC', 'BYP', 'PG', 'EP']);

/** Categories whose supply pins are V+ and V− (op amps, comparators): their `GND` is V−. */
const SPLIT_SUPPLY = new Set(['opamp', 'comparator']);

/** KiCad markup: `~{X}` is X with an overbar (active low), `_{X}` and `^{X}` sub- and superscripts. */
export function plainPinName(name: string): { text: string; activeLow: boolean } {
  let activeLow = false;
  let text = name.replace(/~\{([^}]*)\}/g, (_, inner: string) => {
    activeLow = true;
    return inner;
  });
  text = text.replace(/[_^]\{([^}]*)\}/g, '$1').trim();
  if (/^n[A-Z]{2,}$/.test(text)) {
    // nSHDN, nEN: another way of writing active low.
    activeLow = true;
    text = text.slice(1);
  }
  const suffixed = /^(EN|SHDN|SD|CE|PD|OE)(#|\*|_B|_N)$/i.exec(text);
  if (suffixed) {
    activeLow = true;
    text = suffixed[1];
  }
  return { text, activeLow };
}

const ALIASES: [RegExp, string][] = [
  [/^(VIN|VI|IN|INPUT|V_?IN|VIN\d|IN\d)$/, 'VIN'],
  [/^(VOUT|VO|OUT|OUTPUT|V_?OUT|VOUT\d|OUT\d)$/, 'VOUT'],
  [/^(VCC|VDD|V_?CC|V_?DD)$/, 'VCC'],
  [/^(GND|VSS|GROUND|AGND|PGND|GND\d|ADJ\/GND|GND\/ADJ|TAB\/GND|GNDPAD)$/, 'GND'],
  [/^(NC|N\.C\.|NIC|N\/C|NC\d)$/, 'NC'],
  [/^(BP|BYP|BYPASS|NR|NR\/SS|CBYP|CNR)$/, 'BYP'],
  [/^(PG|PGOOD|PWRGD|POK|PWROK|PGD)$/, 'PG'],
  [/^(EP|EPAD|PAD|THERMALPAD)$/, 'EP'],
];

/** Enable pins by name, with the level that switches the part on when the name is not barred. */
const ENABLE: [RegExp, boolean][] = [
  // Named for "on": EN, CE, ON/~{OFF} (on when high).
  [/^(EN|ENABLE|CE|ON|ON\/OFF|SHDN\/EN|EN\/UVLO)$/, true],
  // Named for "off": SHDN, SD, INH, PD, DISABLE, OFF (off when high, so on when low).
  [/^(SHDN|SD|INH|INHIBIT|PD|PWRDN|DISABLE|OFF|STBY|STANDBY|SLEEP)$/, false],
];

export interface PinContext {
  category: string;
  /** Channel letter of a multi-unit amplifier (`A` for unit 1), or '' for a single channel. */
  channel: string;
  /** KiCad electrical type, used where the name says nothing (`~` outputs). */
  type: string;
}

const CODE = /[^A-Z0-9_+\-/]/g;

/** The canonical function of one pin (upper case, as `pinSchema.function` requires). */
export function pinFunction(rawName: string, ctx: PinContext): string {
  const { text, activeLow } = plainPinName(rawName);
  const upper = text.toUpperCase().replace(/\s+/g, '');
  // ON/~{OFF}: the bar is on OFF, so the pin is an active-high enable.
  if (/^ON\/OFF$/.test(upper)) return 'EN';
  if (SPLIT_SUPPLY.has(ctx.category)) {
    const ch = ctx.channel;
    if (upper === '+' || /^(\+IN|IN\+|INP|NONINV)[A-D]?$/.test(upper) || upper === `IN${ch}+`)
      return `IN${ch}+`;
    if (upper === '-' || /^(-IN|IN-|INN|INV)[A-D]?$/.test(upper) || upper === `IN${ch}-`) return `IN${ch}-`;
    if (upper === '~' || upper === '' || /^(OUT|VOUT|VO|Q)[A-D]?$/.test(upper)) return `OUT${ch}`;
    if (/^(V\+|\+V|VCC|VDD|VS\+|\+VS|V\+S|VCC\+|VP|V_?S)$/.test(upper)) return 'V+';
    if (/^(V-|-V|VEE|VSS|VS-|-VS|V-S|GND|VN|VCC-)$/.test(upper)) return 'V-';
  }
  for (const [re, on] of ENABLE) if (re.test(upper)) return on !== activeLow ? 'EN' : 'EN_N';
  for (const [re, fn] of ALIASES) if (re.test(upper)) return activeLow ? `${fn}_N` : fn;
  if (ctx.category === 'interface') {
    // Transceivers: receiver output and driver input, as RS-485 and CAN parts name them.
    if (/^(R|RO|RXD|RX)$/.test(upper)) return 'RXD';
    if (/^(D|DI|TXD|TX)$/.test(upper)) return 'TXD';
  }
  if (upper === '~' || upper === '') return ctx.type === 'no_connect' ? 'NC' : 'PIN';
  const code = upper.replace(CODE, '').slice(0, activeLow ? 22 : 24) || 'PIN';
  return activeLow ? `${code}_N` : code;
}

/** How one pin number of the candidate compares with the original's. */
export type PinMatch = 'same' | 'renamed' | 'optional' | 'different' | 'missing';

export interface PinRow {
  number: number;
  original: { name: string; function: string } | null;
  candidate: { name: string; function: string } | null;
  match: PinMatch;
}

export interface PinComparison {
  /** Same package and every pin the same function, or an NC pin of the original facing an optional one. */
  pinToPin: boolean;
  samePackage: boolean;
  /** Pins where an NC of the original faces an optional function (minor differences). */
  minor: number;
  rows: PinRow[];
}

interface PinLike {
  number: number;
  name: string;
  function: string;
}

/**
 * Pin by pin: `same` (same name and function), `renamed` (another name, same function),
 * `optional` (NC of the original, an optional function of the candidate: minor), `different`,
 * `missing` (a pin number only one part has).
 */
export function comparePins(
  original: { package: string; pins: readonly PinLike[] },
  candidate: { package: string; pins: readonly PinLike[] },
): PinComparison {
  // A symbol without a fixed footprint lists its packages (`DIP-8 / SOIC-8`): one in common is enough.
  const packages = (p: string) => new Set(p.split(' / ').map(normalizePackage));
  const theirs = packages(candidate.package);
  const samePackage = [...packages(original.package)].some((p) => theirs.has(p));
  const count = Math.max(original.pins.length, candidate.pins.length);
  const rows: PinRow[] = [];
  let minor = 0;
  let different = 0;
  for (let i = 0; i < count; i++) {
    const o = original.pins[i];
    const c = candidate.pins[i];
    let match: PinMatch;
    if (!o || !c) match = 'missing';
    else if (o.function === c.function) match = o.name === c.name ? 'same' : 'renamed';
    else if (o.function === 'NC' && OPTIONAL_FUNCTIONS.has(c.function)) match = 'optional';
    else match = 'different';
    if (match === 'optional') minor++;
    if (match === 'different' || match === 'missing') different++;
    rows.push({
      number: i + 1,
      original: o ? { name: o.name, function: o.function } : null,
      candidate: c ? { name: c.name, function: c.function } : null,
      match,
    });
  }
  return { pinToPin: samePackage && different === 0, samePackage, minor, rows };
}
