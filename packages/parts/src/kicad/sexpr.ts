/**
 * S-expressions as KiCad writes them (`.kicad_sym`): lists in parentheses, atoms and
 * double-quoted strings with backslash escapes. Quoted and bare atoms are both strings:
 * KiCad's grammar never needs to tell them apart.
 */
export type SExpr = string | SExpr[];

export class SExprError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at offset ${offset}`);
  }
}

const OPEN = 40; // (
const CLOSE = 41; // )
const QUOTE = 34; // "
const BACKSLASH = 92;

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** Parses every top-level expression of a text. */
export function parseSExpr(text: string): SExpr[] {
  const root: SExpr[] = [];
  const stack: SExpr[][] = [root];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
    } else if (c === OPEN) {
      const list: SExpr[] = [];
      stack[stack.length - 1].push(list);
      stack.push(list);
      i++;
    } else if (c === CLOSE) {
      if (stack.length === 1) throw new SExprError('unbalanced ")"', i);
      stack.pop();
      i++;
    } else if (c === QUOTE) {
      let out = '';
      let j = i + 1;
      let start = j;
      for (;;) {
        if (j >= n) throw new SExprError('unterminated string', i);
        const d = text.charCodeAt(j);
        if (d === QUOTE) break;
        if (d === BACKSLASH) {
          out += text.slice(start, j);
          const e = text[j + 1];
          out += e === 'n' ? '\n' : e === 't' ? '\t' : (e ?? '');
          j += 2;
          start = j;
        } else j++;
      }
      out += text.slice(start, j);
      stack[stack.length - 1].push(out);
      i = j + 1;
    } else {
      let j = i;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (isSpace(d) || d === OPEN || d === CLOSE) break;
        j++;
      }
      stack[stack.length - 1].push(text.slice(i, j));
      i = j;
    }
  }
  if (stack.length !== 1) throw new SExprError('missing ")"', n);
  return root;
}

/** The head atom of a list, or undefined. */
export function head(e: SExpr): string | undefined {
  return Array.isArray(e) && typeof e[0] === 'string' ? e[0] : undefined;
}

/** Child lists with the given head. */
export function children(e: SExpr[], name: string): SExpr[][] {
  return e.filter((c): c is SExpr[] => Array.isArray(c) && c[0] === name);
}

export function child(e: SExpr[], name: string): SExpr[] | undefined {
  return e.find((c): c is SExpr[] => Array.isArray(c) && c[0] === name);
}
