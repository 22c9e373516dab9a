import { z } from './zod';
import { HONEYPOT_FIELD, LINK_TOKEN_PATTERN } from './form-constants';
import { vmsg, type ValidationMessage } from './messages';

export { HONEYPOT_FIELD, LINK_TOKEN_PATTERN };

/** A new password is 8–20 characters, as the spec's hint says and every form states (decision 090). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/**
 * Longest password accepted where one is entered (login, the current password): passwords
 * set before the 8–20 rule keep working; the bound keeps hashing work small.
 */
export const ENTERED_PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/**
 * Characters a name must not hold: controls (C0, DEL, C1: NUL, CR, LF, ...), format characters
 * (bidirectional overrides and isolates, direction marks, zero-width spaces, BOM), line and
 * paragraph separators, lone surrogates and the Hangul fillers that render as nothing. Names
 * go into mails and other people's screens: these would hide, reorder or forge text there.
 * The joiners (U+200C, U+200D) stay: some scripts and emoji need them.
 */
export const INVISIBLE_CHARACTERS =
  /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;
const VISIBLE_CHARACTER = /[\p{L}\p{N}\p{P}\p{S}]/u;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_CHARACTERS.test(text);
}

/** A one-line text without control or invisible characters (`text.invisibleCharacters`). */
export function plainText<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((value) => !hasInvisibleCharacters(value), {
    error: vmsg('text.invisibleCharacters'),
  });
}

/**
 * A required, trimmed name; every failure of the field (type or emptiness) gives `required`,
 * and so does a name with nothing visible in it (only joiners, say).
 */
export function requiredText(required: ValidationMessage, max: number, tooLong: ValidationMessage) {
  return plainText(
    z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong }),
  ).refine(
    // Empty and invisible values have their own message already.
    (value) => value === '' || hasInvisibleCharacters(value) || VISIBLE_CHARACTER.test(value),
    { error: required },
  );
}

/** An email field with its own required message (contact uses a different text than login). */
export function emailField(required: ValidationMessage = vmsg('email.required')) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(EMAIL_MAX_LENGTH, { error: vmsg('email.tooLong') })
    .pipe(z.email({ error: vmsg('email.invalid') }))
    .transform((email) => email.toLowerCase());
}

export const EmailSchema = emailField();

/** Password rules of the spec (section 5) and security.md item 1; the common-password list is checked by the API. */
export const PasswordSchema = z
  .string({ error: vmsg('password.required') })
  .min(1, { error: vmsg('password.required') })
  .min(PASSWORD_MIN_LENGTH, { error: vmsg('password.tooShort') })
  .max(PASSWORD_MAX_LENGTH, { error: vmsg('password.tooLong') })
  .regex(/\p{Lu}/u, { error: vmsg('password.uppercase') })
  .regex(/\p{Ll}/u, { error: vmsg('password.lowercase') })
  .regex(/\p{Nd}/u, { error: vmsg('password.digit') })
  .regex(/[^\p{L}\p{N}]/u, { error: vmsg('password.special') });

/** A password being entered to log in or to prove identity: only presence and size are checked. */
export function enteredPassword(required: ValidationMessage = vmsg('password.required')) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .max(ENTERED_PASSWORD_MAX_LENGTH, { error: vmsg('password.tooLong') });
}

/** The repeat only has to match; a new password that is too long is said once, at the password. */
export const ConfirmPasswordSchema = z
  .string({ error: vmsg('password.confirmRequired') })
  .min(1, { error: vmsg('password.confirmRequired') })
  .max(ENTERED_PASSWORD_MAX_LENGTH, { error: vmsg('password.tooLong') });

export const UsernameSchema = requiredText(
  vmsg('username.required'),
  NAME_MAX_LENGTH,
  vmsg('username.tooLong'),
);
export const CompanyNameSchema = requiredText(
  vmsg('companyName.required'),
  NAME_MAX_LENGTH,
  vmsg('companyName.tooLong'),
);

/** One-time token from a mailed link (activation, reset, password setup). */
export const LinkTokenSchema = z
  .string({ error: vmsg('token.invalid') })
  .regex(LINK_TOKEN_PATTERN, { error: vmsg('token.invalid') });

/** The hidden `HONEYPOT_FIELD`: any short value passes, the API drops such a submission. */
export const HoneypotSchema = z.string().max(200).optional();

type WithPasswords = { password: string; confirmPassword: string };

/** Adds the 'Passwords do not match' check on `confirmPassword`, also while other fields are still invalid. */
export function withPasswordConfirmation<T extends z.ZodType<WithPasswords>>(schema: T) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: vmsg('password.mismatch'),
    when: (payload) => {
      const value = payload.value as Partial<Record<string, unknown>> | null;
      return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
}

export const PasswordAndConfirmPasswordSchema = withPasswordConfirmation(
  z.object(
    { password: PasswordSchema, confirmPassword: ConfirmPasswordSchema },
    { error: vmsg('body.invalid') },
  ),
);

/** A checkbox that must be ticked. */
export function checked(message: ValidationMessage) {
  return z.literal(true, { error: message });
}
