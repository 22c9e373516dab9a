import React from 'react';
import { useTranslation } from '../../i18n/react';
import { ChangePasswordBodySchema } from '@site/contracts';
import { Form, applyFieldErrors } from '../../components/form/form';
import { SubmitButton, TextField } from '../../components/form/fields';
import { NewPasswordFields } from '../auth/components/account-fields';
import { ModalDialog } from '~/components/dialog/modal-dialog';
import * as dialogStyles from '~/components/dialog/modal-dialog.module.css';
import { useToast } from '../toast/use-toast';
import { useChangePassword } from './api/change-password';
import { useForceRelogin } from './use-end-session';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const changePassword = useChangePassword();
  const forceRelogin = useForceRelogin();
  return (
    <ModalDialog title={t('account:changePassword.title')} onClose={onClose}>
      <Form
        schema={ChangePasswordBodySchema}
        defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        label={t('account:changePassword.title')}
        onSubmit={async (values, form) => {
          const result = await changePassword(values);
          if (!result.ok) {
            applyFieldErrors(form, result.fieldErrors);
            return;
          }
          toast.success(result.msg || t('account:changePassword.done'));
          onClose();
          forceRelogin();
        }}
      >
        {() => (
          <>
            <TextField
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              label={t('account:changePassword.current')}
              required
            />
            <NewPasswordFields
              name="newPassword"
              label={t('account:changePassword.new')}
              hint={t('account:password.rules')}
            />
            <div className={dialogStyles.actions}>
              <button type="button" className={dialogStyles.secondary} onClick={onClose}>
                {t('common:dialog.cancel')}
              </button>
              <SubmitButton>{t('account:changePassword.submit')}</SubmitButton>
            </div>
          </>
        )}
      </Form>
    </ModalDialog>
  );
}
