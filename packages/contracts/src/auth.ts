import { z } from './zod';
import {
  CompanyNameSchema,
  ConfirmPasswordSchema,
  EmailSchema,
  HoneypotSchema,
  LinkTokenSchema,
  PasswordSchema,
  UsernameSchema,
  checked,
  enteredPassword,
  withPasswordConfirmation,
} from './fields';
import { vmsg } from './messages';

const body = { error: vmsg('body.invalid') };

export const LoginBodySchema = z.object({ email: EmailSchema, password: enteredPassword() }, body);
export type LoginBody = z.input<typeof LoginBodySchema>;

export const RegisterBodySchema = withPasswordConfirmation(
  z.object(
    {
      companyName: CompanyNameSchema,
      username: UsernameSchema,
      email: EmailSchema,
      password: PasswordSchema,
      confirmPassword: ConfirmPasswordSchema,
      agreement: checked(vmsg('register.agreeTerms')),
      homepage: HoneypotSchema,
    },
    body,
  ),
);
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/**
 * The register form on the site: the body plus `reviewed`, true once the reader opened the
 * terms and the privacy policy. Ticking the agreement before that gives 'review first'.
 */
export const RegisterFormSchema = withPasswordConfirmation(
  z
    .object(
      {
        companyName: CompanyNameSchema,
        username: UsernameSchema,
        email: EmailSchema,
        password: PasswordSchema,
        confirmPassword: ConfirmPasswordSchema,
        agreement: checked(vmsg('register.agreeTerms')),
        reviewed: z.boolean(),
        homepage: HoneypotSchema,
      },
      body,
    )
    .refine((value) => value.reviewed, { path: ['agreement'], error: vmsg('register.reviewFirst') }),
);

export const ActivateBodySchema = z.object({ token: LinkTokenSchema }, body);
export type ActivateBody = z.input<typeof ActivateBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema, homepage: HoneypotSchema }, body);
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = withPasswordConfirmation(
  z.object(
    { token: LinkTokenSchema, password: PasswordSchema, confirmPassword: ConfirmPasswordSchema },
    body,
  ),
);
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/** Data-handler change: an existing member agrees to the terms and the privacy policy. */
export const ConsentBodySchema = z.object(
  { email: EmailSchema, agreement: checked(vmsg('consent.agreeRequired')), homepage: HoneypotSchema },
  body,
);
export type ConsentBody = z.input<typeof ConsentBodySchema>;

/** The consent form on the site; the documents must be opened before agreeing. */
export const ConsentFormSchema = z
  .object(
    {
      email: EmailSchema,
      agreement: checked(vmsg('consent.agreeRequired')),
      reviewed: z.boolean(),
      homepage: HoneypotSchema,
    },
    body,
  )
  .refine((value) => value.reviewed, { path: ['agreement'], error: vmsg('register.reviewFirst') });

export const ConsentCompleteBodySchema = ResetPasswordBodySchema;
export type ConsentCompleteBody = ResetPasswordBody;

export const MemberSchema = z.object({
  email: z.string(),
  username: z.string(),
  companyName: z.string(),
  locale: z.enum(['jp', 'zh', 'en']),
});
export type Member = z.infer<typeof MemberSchema>;

export const LoginResultSchema = z.object({
  token: z.string(),
  /** ISO time after which the session ends whatever happens (absolute expiry). */
  expiresAt: z.string(),
  member: MemberSchema,
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/**
 * What a registration did: `sent` the activation mail (for this registration, or again for an
 * unfinished earlier one: the answer does not tell them apart), or found the address
 * `already-registered` or registered with the previous handler (`consent-required`: agree
 * and reset the password instead).
 */
export const REGISTER_STATUSES = ['sent', 'already-registered', 'consent-required'] as const;
export const RegisterResultSchema = z.object({ status: z.enum(REGISTER_STATUSES) });
export type RegisterResult = z.infer<typeof RegisterResultSchema>;
