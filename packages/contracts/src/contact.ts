import { z } from './zod';
import { HoneypotSchema, checked, emailField, plainText } from './fields';
import { CONTACT_REGIONS } from './form-constants';
import { vmsg } from './messages';

export { CONTACT_REGIONS, type ContactRegion } from './form-constants';

export const CONTACT_CONTENT_MAX_LENGTH = 5000;
export const CONTACT_COMPANY_MAX_LENGTH = 200;

export const ContactBodySchema = z.object(
  {
    region: z.enum(CONTACT_REGIONS, { error: vmsg('contact.regionRequired') }),
    content: z
      .string({ error: vmsg('contact.contentRequired') })
      .trim()
      .min(1, { error: vmsg('contact.contentRequired') })
      .max(CONTACT_CONTENT_MAX_LENGTH, { error: vmsg('contact.contentTooLong') }),
    email: emailField(vmsg('contact.emailRequired')),
    company: plainText(
      z
        .string({ error: vmsg('field.invalid') })
        .trim()
        .max(CONTACT_COMPANY_MAX_LENGTH, { error: vmsg('contact.companyTooLong') }),
    )
      .optional()
      .default(''),
    privacyConsent: checked(vmsg('contact.privacyRequired')),
    homepage: HoneypotSchema,
  },
  { error: vmsg('body.invalid') },
);
export type ContactBody = z.input<typeof ContactBodySchema>;
