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

/** The phone the page benches load pages as: its viewport, a phone's user agent, Japanese. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/130.0.0.0 Mobile Safari/537.36',
  locale: 'ja-JP',
};

/** `--sites a=<folder>,… --routes /,/news --runs n`: what the page benches load, and how often. */
export function pageLoads(
  argv: readonly string[],
  defaultRuns: number,
): { sites: Array<{ name: string; dir: string }>; routes: string[]; runs: number } {
  const sites = namedFolders(optionValue(argv, 'sites', ''), 'sites');
  if (sites.length === 0) throw new Error('--sites name=<built folder>,… is required');
  const routes = optionValue(argv, 'routes', '/').split(',').filter(Boolean);
  const runs = Number(optionValue(argv, 'runs', String(defaultRuns)));
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  return { sites, routes, runs };
}
