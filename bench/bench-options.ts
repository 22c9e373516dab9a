/**
 * What the browser benches share: their command-line reading and the flags Debian's Chromium
 * runs with (README: never a downloaded browser; no sandbox, GPU, background networking,
 * component updates or first-run pages).
 */

/** Chromium's flags for every bench. Lighthouse adds `--headless=new`; Playwright adds its own headless flag. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** `--name value`: the value, the fallback when the option is not given; an option without a value is an error. */
export function optionValue(argv: readonly string[], name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const next = argv[i + 1];
  if (next === undefined || next.startsWith('--')) throw new Error(`--${name} needs a value`);
  return next;
}

/** `a=<folder>,b=<folder>`: named folders, in order. */
export function namedFolders(value: string, name: string): Array<{ name: string; dir: string }> {
  return value
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [label, dir] = entry.split('=');
      if (!label || !dir) throw new Error(`--${name} takes name=folder,name=folder`);
      return { name: label, dir };
    });
}
