import fs from 'node:fs';
import path from 'node:path';
import {
  backgroundColours,
  colourRules,
  contrastRatio,
  customProperties,
  parseHex,
  resolveColour,
  type Rgb,
} from './contrast';

/** WCAG 2.2 AA for normal-size text (1.4.3). */
const AA_TEXT = 4.5;
const SRC = path.resolve(__dirname, '..');
const tokens = customProperties(fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8'));
const WHITE: Rgb = [255, 255, 255];

function token(name: string): Rgb {
  const colour = resolveColour(`var(${name})`, tokens);
  if (!colour) throw new Error(`${name} is not a colour token`);
  return colour;
}

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio(WHITE, [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHex('#777')!, WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseHex('#d9480f')!, WHITE)).toBeCloseTo(4.3, 1);
  });

  it('reads tokens through var() references and gradients', () => {
    const sheet = customProperties(':root { --a: #000; --b: var(--a); }');
    expect(resolveColour('var(--b)', sheet)).toEqual([0, 0, 0]);
    expect(backgroundColours('linear-gradient(90deg, var(--a), #fff)', sheet)).toEqual([[0, 0, 0], WHITE]);
    expect(backgroundColours('transparent', sheet)).toEqual([]);
  });
});

describe('design tokens (WCAG 2.2 AA)', () => {
  const surfaces = ['--color-surface', '--color-surface-alt', '--color-brand-soft', '--color-accent-soft'];
  const texts = [
    '--color-text',
    '--color-text-muted',
    '--color-brand',
    '--color-brand-strong',
    '--color-accent',
    '--color-accent-strong',
    '--color-success',
    '--color-warning',
    '--color-danger',
    '--color-info',
  ];
  for (const text of texts) {
    it.each(surfaces)(`${text} on %s reaches 4.5:1`, (surface) => {
      expect(contrastRatio(token(text), token(surface))).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }

  it.each([
    '--color-brand',
    '--color-brand-strong',
    '--color-accent',
    '--color-accent-strong',
    '--color-danger',
    '--color-info',
  ])('white text on %s reaches 4.5:1', (fill) => {
    expect(contrastRatio(WHITE, token(fill))).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('every rule that sets a text colour and a background together', () => {
  const rules = stylesheets(SRC).flatMap((file) =>
    colourRules(fs.readFileSync(file, 'utf8')).map((rule) => ({ file: path.relative(SRC, file), ...rule })),
  );

  it('finds the buttons and badges of the site', () => {
    expect(rules.some((rule) => rule.file.endsWith('badge.module.css') && rule.selector === '.members')).toBe(
      true,
    );
    expect(rules.length).toBeGreaterThan(40);
  });

  it('reaches 4.5:1 against each solid colour of its background', () => {
    const failures: string[] = [];
    for (const rule of rules) {
      const text = resolveColour(rule.color, tokens);
      if (!text) continue; // inherit / currentColor: the parent rule is checked instead
      for (const background of backgroundColours(rule.background, tokens)) {
        const ratio = contrastRatio(text, background);
        if (ratio < AA_TEXT) failures.push(`${rule.file} ${rule.selector}: ${ratio.toFixed(2)}:1`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps every footer text colour readable on the footer', () => {
    const css = fs.readFileSync(path.join(SRC, 'features/layout/site-footer.module.css'), 'utf8');
    const footer = colourRules(css).find((rule) => rule.selector === '.footer');
    const background = resolveColour(footer!.background, tokens)!;
    const colours = [...css.matchAll(/(?:^|[;{\s])color\s*:\s*([^;]+);/g)].map(([, value]) => value.trim());
    expect(colours.length).toBeGreaterThan(3);
    for (const colour of colours) {
      expect(contrastRatio(resolveColour(colour, tokens)!, background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
