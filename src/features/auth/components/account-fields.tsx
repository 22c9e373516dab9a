import React from 'react';
import { useTranslation } from '~/i18n/react';
import { TextField } from '~/components/form/fields';

/** The member's e-mail address, as every account form asks for it. */
export function EmailField() {
  const { t } = useTranslation();
  return (
    <TextField name="email" type="email" autoComplete="email" label={t('account:fields.email')} required />
  );
}

export interface NewPasswordFieldsProps {
  /** Field of the new password; its confirmation is always `confirmPassword`. */
  name: string;
  label: string;
  /** The password rules as the form states them. */
  hint: string;
}

/** A new password and its confirmation: registration, a reset from a mailed link, a change. */
export function NewPasswordFields({ name, label, hint }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name={name} type="password" autoComplete="new-password" label={label} hint={hint} required />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('account:password.confirm')}
        required
      />
    </>
  );
}
