import { z } from './zod';
import { DEVICE_TYPE_PATTERN } from './device-type';
import { vmsg } from './messages';

export * from './device-type';

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
      .refine((value) => DEVICE_TYPE_PATTERN.test(value), { error: vmsg('visit.deviceTypeInvalid') }),
  },
  { error: vmsg('body.invalid') },
);
export type PageVisitBody = z.input<typeof PageVisitBodySchema>;
