import React from 'react';
import { useTranslation } from '~/i18n/react';
import type { ResetPasswordBody } from '@site/contracts';
import type { FieldError } from '@site/contracts';
import { Form, applyFieldErrors } from '~/components/form/form';
import { SubmitButton } from '~/components/form/fields';
import { NewPasswordFields } from './account-fields';
import { loadContracts } from '../../api/load-contracts';

/** Zod and the schema load when the reader first uses the form, not with the page (decision 041). */
const loadSchema = () => loadContracts().then((m) => m.ResetPasswordBodySchema);

export interface NewPasswordFormProps {
  token: string;
  label: string;
  /** Returns the API's field errors, if any, to be shown on the fields. */
  onSubmit: (body: ResetPasswordBody) => Promise<FieldError[]>;
}

/** New password and its confirmation, for a token from a mailed link. */
export function NewPasswordForm({ token, label, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      schema={loadSchema}
      defaultValues={{ token, password: '', confirmPassword: '' }}
      label={label}
      onSubmit={async (values, form) => {
        applyFieldErrors(form, await onSubmit(values));
      }}
    >
      {() => (
        <>
          <NewPasswordFields
            name="password"
            label={t('account:password.new')}
            hint={t('account:password.rules')}
          />
          <SubmitButton>{t('account:password.submit')}</SubmitButton>
        </>
      )}
    </Form>
  );
}
