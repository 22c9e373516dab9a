import { child, children, head, parseSExpr, type SExpr } from './sexpr';

/** KiCad pin electrical types (`power_in`, `no_connect`, …), as written in the file. */
export type PinType =
  | 'input'
  | 'output'
  | 'bidirectional'
  | 'tri_state'
  | 'passive'
  | 'free'
  | 'unspecified'
  | 'power_in'
  | 'power_out'
  | 'open_collector'
  | 'open_emitter'
  | 'no_connect';

export interface KicadPin {
  /** As written: usually digits, letters and digits for grid arrays (`A1`). */
  number: string;
  name: string;
  type: PinType;
  hidden: boolean;
  /** 0: common to every unit; 1..n: unit A, B, … of a multi-unit symbol. */
  unit: number;
}

/** One symbol of a library with its `extends` resolved: properties of its own, pins of the base. */
export interface KicadSymbol {
  library: string;
  name: string;
  /** The base symbol when this one is derived (`extends`). */
  extendsName: string | null;
  properties: Record<string, string>;
  pins: KicadPin[];
  /** Units other than the common one (1 for a single-unit symbol). */
  units: number;
  /** Whether the symbol is a power flag (`(power)`): not a part. */
  power: boolean;
}

export interface SymbolIssue {
  library: string;
  symbol: string;
  message: string;
}

interface RawSymbol {
  name: string;
  extendsName: string | null;
  properties: Record<string, string>;
  pins: KicadPin[];
  units: number;
  power: boolean;
}

const PIN_TYPES = new Set<string>([
  'input',
  'output',
  'bidirectional',
  'tri_state',
  'passive',
  'free',
  'unspecified',
  'power_in',
  'power_out',
  'open_collector',
  'open_emitter',
  'no_connect',
]);

function text(e: SExpr | undefined): string | undefined {
  return typeof e === 'string' ? e : undefined;
}

/** `(hide)` atom (KiCad 6) or `(hide yes)` (KiCad 7 and later). */
function isHidden(pin: SExpr[]): boolean {
  return pin.some((c) => c === 'hide' || (head(c) === 'hide' && (c as SExpr[])[1] !== 'no'));
}

function readPin(pin: SExpr[], unit: number): KicadPin {
  const type = text(pin[1]) ?? '';
  if (!PIN_TYPES.has(type)) throw new Error(`unknown pin type "${type}"`);
  const name = text(child(pin, 'name')?.[1]);
  const number = text(child(pin, 'number')?.[1]);
  if (number === undefined || number === '') throw new Error('a pin without a number');
  return { number, name: name ?? '', type: type as PinType, hidden: isHidden(pin), unit };
}

function readSymbol(e: SExpr[]): RawSymbol {
  const name = text(e[1]);
  if (!name) throw new Error('a symbol without a name');
  const properties: Record<string, string> = {};
  for (const p of children(e, 'property')) {
    const key = text(p[1]);
    const value = text(p[2]);
    if (key !== undefined && value !== undefined) properties[key] = value;
  }
  const pins: KicadPin[] = [];
  let units = 0;
  // Drawing units are named `<name>_<unit>_<body style>`; body style 2 is the De Morgan
  // alternative of style 1 with the same pins, so only style 0 and 1 are read.
  for (const unit of children(e, 'symbol')) {
    const m = /_(\d+)_(\d+)$/.exec(text(unit[1]) ?? '');
    if (!m) throw new Error(`unit "${text(unit[1])}" is not named <symbol>_<unit>_<style>`);
    const unitNo = Number(m[1]);
    if (Number(m[2]) > 1) continue;
    units = Math.max(units, unitNo);
    for (const pin of children(unit, 'pin')) pins.push(readPin(pin, unitNo));
  }
  return {
    name,
    extendsName: text(child(e, 'extends')?.[1]) ?? null,
    properties,
    pins,
    units: Math.max(units, 1),
    power: child(e, 'power') !== undefined,
  };
}

/**
 * Symbols of one `.kicad_sym` text. A symbol that cannot be read is reported and left
 * out; the others are returned. A derived symbol takes its pins (and unit count) from
 * its base, and every property it does not set itself.
 */
export function readLibrary(
  library: string,
  source: string,
  onIssue: (issue: SymbolIssue) => void = () => undefined,
): KicadSymbol[] {
  let top: SExpr[];
  try {
    top = parseSExpr(source);
  } catch (error) {
    onIssue({ library, symbol: '*', message: `not a symbol library: ${(error as Error).message}` });
    return [];
  }
  const lib = top.find((e) => head(e) === 'kicad_symbol_lib') as SExpr[] | undefined;
  if (!lib) {
    onIssue({ library, symbol: '*', message: 'not a symbol library: no (kicad_symbol_lib …)' });
    return [];
  }
  const raw = new Map<string, RawSymbol>();
  for (const e of children(lib, 'symbol')) {
    const name = text(e[1]) ?? '?';
    try {
      raw.set(name, readSymbol(e));
    } catch (error) {
      onIssue({ library, symbol: name, message: (error as Error).message });
    }
  }
  const out: KicadSymbol[] = [];
  for (const s of raw.values()) {
    // Bases may be derived themselves; a cycle or a missing base is the symbol's error.
    const chain: RawSymbol[] = [s];
    let base = s;
    let problem: string | null = null;
    while (base.extendsName) {
      const next = raw.get(base.extendsName);
      if (!next) {
        problem = `extends "${base.extendsName}", which is not in the library`;
        break;
      }
      if (chain.includes(next)) {
        problem = `extends itself through "${base.extendsName}"`;
        break;
      }
      chain.push(next);
      base = next;
    }
    if (problem) {
      onIssue({ library, symbol: s.name, message: problem });
      continue;
    }
    const properties: Record<string, string> = {};
    for (const link of [...chain].reverse()) Object.assign(properties, link.properties);
    out.push({
      library,
      name: s.name,
      extendsName: s.extendsName,
      properties,
      pins: base.pins,
      units: base.units,
      power: base.power,
    });
  }
  return out;
}
