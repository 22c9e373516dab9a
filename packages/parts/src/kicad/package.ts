/**
 * Packages from KiCad footprint names. The footprint library's names carry body sizes,
 * pitches and pad variants (`SOIC-8_3.9x4.9mm_P1.27mm`, `SOT-223-3_TabPin2`) that one
 * package comes in; the substitute search compares the package a buyer orders by.
 */

/** Footprint name (after the library's `Lib:` prefix) → package, first match wins. */
const RULES: [RegExp, (m: RegExpExecArray) => string][] = [
  // SOT-23 comes as SOT-23 and SOT-23-3; TSOT-23 is the thin variant of the same pinout.
  [/^T?SOT-23(?:-3)?(?:_|$)/, () => 'SOT-23'],
  [/^T?SOT-23-(\d+)/, (m) => `SOT-23-${m[1]}`],
  [/^SOT-223/, () => 'SOT-223'],
  [/^SOT-89(?:-3)?(?:_|$)/, () => 'SOT-89'],
  [/^SOT-89-(\d+)/, (m) => `SOT-89-${m[1]}`],
  // SOT-353 / SOT-363 are SC-70-5 / SC-70-6 by another name.
  [/^SOT-353|^SC-70-5/, () => 'SC-70-5'],
  [/^SOT-363|^SC-70-6/, () => 'SC-70-6'],
  [/^SOT-323|^SC-70(?:_|$)/, () => 'SC-70'],
  [/^SOT-(\d+)(?:-(\d+))?/, (m) => `SOT-${m[1]}${m[2] ? `-${m[2]}` : ''}`],
  [/^SC-(\d+)(?:-(\d+))?/, (m) => `SC-${m[1]}${m[2] ? `-${m[2]}` : ''}`],
  [
    /^(SOIC|SO|SOP|SSOP|TSSOP|MSOP|HTSSOP|VSSOP|TSOP|HSOP|QSOP)-(\d+)(-\d+EP)?/,
    (m) => `${m[1]}-${m[2]}${m[3] ?? ''}`,
  ],
  [/^(DIP|PDIP|CERDIP)-(\d+)/, (m) => `DIP-${m[2]}`],
  [
    /^(QFN|DFN|WDFN|UDFN|VQFN|WQFN|TQFN|UQFN|HVQFN|VSON|WSON|SON|USON|HVSON|LFCSP|MLF|VDFN|XDFN)-(\d+)(-\d+EP)?_(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)mm/,
    (m) => `${m[1]}-${m[2]}${m[3] ?? ''} (${m[4]}x${m[5]})`,
  ],
  [/^(LQFP|TQFP|QFP|PQFP|VQFP)-(\d+)/, (m) => `${m[1]}-${m[2]}`],
  [/^TO-(\d+)(?:-(\d+))?/, (m) => `TO-${m[1]}${m[2] ? `-${m[2]}` : ''}`],
  [/^PLCC-(\d+)/, (m) => `PLCC-${m[1]}`],
];

/**
 * The package of a footprint (`Package_SO:SOIC-8_3.9x4.9mm_P1.27mm` → `SOIC-8`), or the
 * footprint name without its library and size details when no rule knows it.
 */
export function packageFromFootprint(footprint: string): string {
  const name = footprint.includes(':') ? footprint.slice(footprint.indexOf(':') + 1) : footprint;
  for (const [re, make] of RULES) {
    const m = re.exec(name);
    if (m) return make(m);
  }
  return name.split('_')[0].slice(0, 40);
}

/**
 * Packages a symbol without a fixed footprint lists in its description
 * (`…, DIP-8/SOIC-8/TO-99-8`): the text after the last comma when it names packages.
 */
export function packagesFromDescription(description: string): string[] {
  const last = description.split(',').pop()?.trim() ?? '';
  const names = last
    .replace(/\s+package$/i, '')
    .split(/\s*(?:\/|\band\b|\bor\b)\s*/)
    .map((s) => s.trim())
    .filter((s) => /^[A-Z][A-Z0-9]*-?\d+[A-Z0-9-]*$/i.test(s));
  return [...new Set(names.map((n) => packageFromFootprint(n.toUpperCase())))];
}
