import { z } from './zod';
import {
  CompanyNameSchema,
  ConfirmPasswordSchema,
  PasswordSchema,
  UsernameSchema,
  enteredPassword,
} from './fields';
import { vmsg } from './messages';

/** Personal-information dialog. */
export const ProfileBodySchema = z.object(
  { username: UsernameSchema, companyName: CompanyNameSchema },
  { error: vmsg('body.invalid') },
);
export type ProfileBody = z.input<typeof ProfileBodySchema>;

/** Change-password dialog: current and new password required, new one confirmed. */
export const ChangePasswordBodySchema = z
  .object(
    {
      currentPassword: enteredPassword(vmsg('password.currentRequired')),
      newPassword: z
        .string({ error: vmsg('password.newRequired') })
        .min(1, { error: vmsg('password.newRequired') })
        .pipe(PasswordSchema),
      confirmPassword: ConfirmPasswordSchema,
    },
    { error: vmsg('body.invalid') },
  )
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: vmsg('password.mismatch'),
    when: (payload) => {
      const value = payload.value as Partial<Record<string, unknown>> | null;
      return typeof value?.newPassword === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;
