import { z } from 'zod';
import { vmsg } from './messages';

export const VISIT_DEVICES = ['mobile', 'computer'] as const;
export const VISIT_LANGUAGES = ['Japanese', 'Chinese', 'English'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];
export type VisitLanguage = (typeof VISIT_LANGUAGES)[number];

/** Language label of each site locale in `deviceType`. */
export const VISIT_LANGUAGE_OF_LOCALE = { jp: 'Japanese', zh: 'Chinese', en: 'English' } as const;

// 'mobile' or 'computer', a space, the language label, then an optional suffix
// (the spec's test suffix, e.g. 'computer Japanese test').
const DEVICE_TYPE = /^(mobile|computer) (Japanese|Chinese|English)(?: ([A-Za-z0-9_-]{1,32}))?$/;

export interface ParsedDeviceType {
  device: VisitDevice;
  language: VisitLanguage;
  suffix: string | null;
}

export function parseDeviceType(value: string): ParsedDeviceType | null {
  const match = DEVICE_TYPE.exec(value);
  if (!match) return null;
  return { device: match[1] as VisitDevice, language: match[2] as VisitLanguage, suffix: match[3] ?? null };
}

/** `deviceType` for a device and locale, as the site sends it. */
export function formatDeviceType(device: VisitDevice, locale: keyof typeof VISIT_LANGUAGE_OF_LOCALE, suffix?: string) {
  const base = `${device} ${VISIT_LANGUAGE_OF_LOCALE[locale]}`;
  return suffix ? `${base} ${suffix}` : base;
}

export const PAGE_TITLE_MAX_LENGTH = 300;
export const PAGE_URL_MAX_LENGTH = 2000;

/** Body of `POST /website/enterPage` and `POST /website/newEnterPage`. */
export const PageVisitBodySchema = z.object(
  {
    pageTitle: z
      .string({ error: vmsg('visit.pageTitleInvalid') })
      .max(PAGE_TITLE_MAX_LENGTH, { error: vmsg('visit.pageTitleInvalid') }),
    // A path ('/news/abc') or an absolute http(s) URL of the page.
    pageUrl: z
      .string({ error: vmsg('visit.pageUrlInvalid') })
      .min(1, { error: vmsg('visit.pageUrlInvalid') })
      .max(PAGE_URL_MAX_LENGTH, { error: vmsg('visit.pageUrlInvalid') })
      .regex(/^(\/|https?:\/\/)\S*$/, { error: vmsg('visit.pageUrlInvalid') }),
    deviceType: z
      .string({ error: vmsg('visit.deviceTypeInvalid') })
      .refine((value) => DEVICE_TYPE.test(value), { error: vmsg('visit.deviceTypeInvalid') }),
  },
  { error: vmsg('body.invalid') },
);
export type PageVisitBody = z.input<typeof PageVisitBodySchema>;
