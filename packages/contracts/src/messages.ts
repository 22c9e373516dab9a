/**
 * Validation messages are keys of the `validation` translation namespace; the site
 * translates them at display (`t('validation:email.required')`), the API sends them as is.
 * `locales/{jp,zh,en}/validation.json` hold the texts; a test checks they cover this list.
 */
export const VALIDATION_KEYS = [
  'body.invalid',
  'field.invalid',
  'field.tooLong',
  'email.required',
  'email.invalid',
  'email.tooLong',
  'password.required',
  'password.tooShort',
  'password.tooLong',
  'password.uppercase',
  'password.lowercase',
  'password.digit',
  'password.special',
  'password.common',
  'password.confirmRequired',
  'password.mismatch',
  'password.currentRequired',
  'password.newRequired',
  'password.currentWrong',
  'username.required',
  'username.tooLong',
  'companyName.required',
  'companyName.tooLong',
  'register.agreeTerms',
  'register.reviewFirst',
  'consent.agreeRequired',
  'contact.regionRequired',
  'contact.contentRequired',
  'contact.contentTooLong',
  'contact.emailRequired',
  'contact.companyTooLong',
  'contact.privacyRequired',
  'text.halfWidthKatakana',
  'text.invisibleCharacters',
  'token.invalid',
  'visit.pageTitleInvalid',
  'visit.pageUrlInvalid',
  'visit.deviceTypeInvalid',
  'content.slugInvalid',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];
export const VALIDATION_NAMESPACE = 'validation';
export type ValidationMessage = `validation:${ValidationKey}`;

/** The message for a key, as stored in schemas and sent in field errors. */
export function vmsg(key: ValidationKey): ValidationMessage {
  return `${VALIDATION_NAMESPACE}:${key}`;
}
