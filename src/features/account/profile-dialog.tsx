import React from 'react';
import { useTranslation } from '../../i18n/react';
import { ProfileBodySchema, type Member } from '@site/contracts';
import { Form, applyFieldErrors } from '../../components/form/form';
import { SubmitButton, TextField } from '../../components/form/fields';
import { ModalDialog } from '~/components/dialog/modal-dialog';
import * as dialogStyles from '~/components/dialog/modal-dialog.module.css';
import { sessionStore } from '../session/session-store';
import { useToast } from '../toast/use-toast';
import { useUpdateProfile } from './api/update-profile';

export function ProfileDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const updateProfile = useUpdateProfile();
  return (
    <ModalDialog title={t('account:profile.title')} onClose={onClose}>
      {member && <p>{t('account:profile.email', { email: member.email })}</p>}
      <Form
        schema={ProfileBodySchema}
        defaultValues={{ username: member?.username ?? '', companyName: member?.companyName ?? '' }}
        label={t('account:profile.title')}
        onSubmit={async (values, form) => {
          const result = await updateProfile(values);
          if (!result.ok) {
            applyFieldErrors(form, result.fieldErrors);
            return;
          }
          sessionStore.setMember(result.data);
          toast.success(result.msg || t('account:profile.done'));
          onClose();
        }}
      >
        {() => (
          <>
            <TextField
              name="username"
              autoComplete="nickname"
              label={t('account:fields.username')}
              required
            />
            <TextField
              name="companyName"
              autoComplete="organization"
              label={t('account:fields.companyName')}
              required
            />
            <div className={dialogStyles.actions}>
              <button type="button" className={dialogStyles.secondary} onClick={onClose}>
                {t('common:dialog.cancel')}
              </button>
              <SubmitButton>{t('account:profile.submit')}</SubmitButton>
            </div>
          </>
        )}
      </Form>
    </ModalDialog>
  );
}
