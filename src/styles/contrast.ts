/**
 * WCAG 2.2 contrast arithmetic over the site's stylesheets: the design tokens of
 * tokens.css and the colour pairs the CSS modules set together in one rule.
 */

export type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` as 0–255 channels; anything else (named colours, alpha) is null. */
export function parseHex(value: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Custom properties declared in a stylesheet (the last declaration wins). */
export function customProperties(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of stripComments(css).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    found.set(name, value.trim());
  }
  return found;
}

/** A value with `var(--x)` references resolved against the tokens, or null if unresolvable. */
export function resolveColour(value: string, tokens: Map<string, string>, depth = 0): Rgb | null {
  const trimmed = value.trim();
  const reference = /^var\(\s*(--[\w-]+)\s*(?:,\s*([^)]+))?\)$/.exec(trimmed);
  if (reference) {
    if (depth > 5) return null;
    const next = tokens.get(reference[1]) ?? reference[2];
    return next === undefined ? null : resolveColour(next, tokens, depth + 1);
  }
  if (/^(white|#fff|#ffffff)$/i.test(trimmed)) return [255, 255, 255];
  return parseHex(trimmed);
}

/**
 * The solid colours a background paints: one for a plain colour, every stop of a gradient.
 * Empty when nothing is solid (transparent, inherit, images).
 */
export function backgroundColours(value: string, tokens: Map<string, string>): Rgb[] {
  const plain = resolveColour(value, tokens);
  if (plain) return [plain];
  if (!/gradient\(/.test(value)) return [];
  const stops = value.match(/var\(\s*--[\w-]+\s*\)|#[0-9a-f]{3,6}\b/gi) ?? [];
  return stops.map((stop) => resolveColour(stop, tokens)).filter((c): c is Rgb => c !== null);
}

export interface ColourRule {
  selector: string;
  color: string;
  background: string;
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/**
 * Rules that set a text colour and a solid background together (buttons, badges, banners).
 * Nested at-rules are read as plain blocks: a rule inside `@media` is checked like any other.
 */
export function colourRules(css: string): ColourRule[] {
  const rules: ColourRule[] = [];
  for (const [, selector, body] of stripComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const color = /(?:^|;|\s)color\s*:\s*([^;]+)/.exec(body)?.[1];
    const background = /(?:^|;|\s)background(?:-color)?\s*:\s*([^;]+)/.exec(body)?.[1];
    if (color && background)
      rules.push({ selector: selector.trim(), color: color.trim(), background: background.trim() });
  }
  return rules;
}
