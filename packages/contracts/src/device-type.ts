/**
 * The `deviceType` of page visits, without zod: the site's app shell formats it on every
 * page, and importing it from here keeps zod out of its first-load JavaScript.
 */
export const VISIT_DEVICES = ['mobile', 'computer'] as const;
export const VISIT_LANGUAGES = ['Japanese', 'Chinese', 'English'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];
export type VisitLanguage = (typeof VISIT_LANGUAGES)[number];

/** Language label of each site locale in `deviceType`. */
export const VISIT_LANGUAGE_OF_LOCALE = { jp: 'Japanese', zh: 'Chinese', en: 'English' } as const;

// 'mobile' or 'computer', a space, the language label, then an optional suffix
// (the spec's test suffix, e.g. 'computer Japanese test').
export const DEVICE_TYPE_PATTERN =
  /^(mobile|computer) (Japanese|Chinese|English)(?: ([A-Za-z0-9_-]{1,32}))?$/;

export interface ParsedDeviceType {
  device: VisitDevice;
  language: VisitLanguage;
  suffix: string | null;
}

export function parseDeviceType(value: string): ParsedDeviceType | null {
  const match = DEVICE_TYPE_PATTERN.exec(value);
  if (!match) return null;
  return { device: match[1] as VisitDevice, language: match[2] as VisitLanguage, suffix: match[3] ?? null };
}

/** `deviceType` for a device and locale, as the site sends it. */
export function formatDeviceType(
  device: VisitDevice,
  locale: keyof typeof VISIT_LANGUAGE_OF_LOCALE,
  suffix?: string,
) {
  const base = `${device} ${VISIT_LANGUAGE_OF_LOCALE[locale]}`;
  return suffix ? `${base} ${suffix}` : base;
}
