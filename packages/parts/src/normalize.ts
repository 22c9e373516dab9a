import { CATEGORIES, type CategoryCode } from './categories';
import type { ParamValue, Pin } from './schema';

/**
 * Search form of a part number: NFKC (full-width input from Japanese and Chinese
 * keyboards becomes ASCII), upper case, letters and digits only.
 */
export function normalizeMpn(mpn: string): string {
  return mpn
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}

/**
 * Packaging and ordering suffixes that do not change the part: reel and tube codes,
 * lead-free and green marks, NXP's ",215"-style packing codes, ADI's "-REEL7", "#PBF".
 */
const SUFFIXES = [
  /,\d{3}$/,
  /#(PBF|TRPBF)$/,
  /-(REEL7?|RL7?|R7|TR|T1|T3|7|13)$/,
  /\/(TR|T|R|TB)$/,
  /(TRPBF|PBF)$/,
  /(R2G|T1G|T3G|TR|RG4|G4)$/,
  /-Q1$/,
];

/**
 * Family of an imported part number when the data does not give one: the part number
 * without packaging and ordering suffixes, normalized. Applied repeatedly because
 * suffixes stack (`TPS7A0533PDBVRQ1`-style numbers carry reel and automotive marks).
 */
export function deriveFamily(mpn: string): string {
  let s = mpn.normalize('NFKC').toUpperCase().trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const re of SUFFIXES) {
      const next = s.replace(re, '');
      if (next !== s && normalizeMpn(next).length >= 3) {
        s = next;
        changed = true;
      }
    }
  }
  return normalizeMpn(s);
}

/**
 * 53-bit string hash (cyrb53): fits a JavaScript number exactly and a signed 64-bit
 * column, and at a few hundred thousand distinct keys collisions are practically absent
 * (the engine still compares the real pin functions).
 */
export function hash52(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Package names compared loosely: `SOT-23-5` equals `SOT23-5`, `sot 23 5`. */
export function normalizePackage(pkg: string): string {
  return pkg
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}

export function pinSignature(pkg: string, pins: readonly Pick<Pin, 'function'>[]): string {
  return `${normalizePackage(pkg)}|${pins.map((pin) => pin.function).join(',')}`;
}

export function functionKey(category: CategoryCode, attributes: Record<string, string>): string {
  const attrs = CATEGORIES[category].functionAttrs.map((a) => `${a}=${(attributes[a] ?? '').toUpperCase()}`);
  return `${category}|${attrs.join('|')}`;
}

/** The compared value of a parameter: the basis value, else typ, max, min. */
export function basisValue(value: ParamValue | undefined, basis: 'min' | 'typ' | 'max'): number | undefined {
  if (!value) return undefined;
  return value[basis] ?? value.typ ?? value.max ?? value.min;
}

/** Value ordering the substitute candidate window: the category's first parameter. */
export function primaryValue(category: CategoryCode, params: Record<string, ParamValue>): number {
  const def = CATEGORIES[category].params[0];
  return basisValue(params[def.key], def.basis) ?? 0;
}
