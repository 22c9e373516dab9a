import React, { useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { useLogoutOnEnter } from '../../session/session-guards';
import { useResetPassword } from '../api/reset-password';
// The form first: its shared field styles then precede auth.module.css here as on every auth page.
import { NewPasswordForm } from './new-password-form';
import { LinkResult } from './link-result';
import { linkToken } from './link-token';
import * as styles from './auth.module.css';

type Outcome = { success: boolean; msg: string } | null;

/** pwd-active: the new password from the reset mail's link, then completed or failed. */
export function PasswordResetScreen({ search }: { search: string }) {
  const { t } = useTranslation();
  useLogoutOnEnter();
  const resetPassword = useResetPassword();
  const token = linkToken(search);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { success: false, msg: '' });

  if (outcome?.success) {
    return (
      <LinkResult
        success
        title={t('account:reset.doneTitle')}
        message={outcome.msg || t('account:reset.done')}
        action={{ to: '/login', label: t('account:common.toLogin') }}
      />
    );
  }
  if (outcome) {
    return (
      <LinkResult
        success={false}
        title={t('account:reset.failedTitle')}
        message={t('account:reset.failed')}
        action={{ to: '/forget-pwd', label: t('account:reset.again') }}
      />
    );
  }
  return (
    <div className={styles.panel}>
      <NewPasswordForm
        token={token!}
        label={t('account:reset.title')}
        onSubmit={async (body) => {
          const result = await resetPassword(body);
          if (result.ok) setOutcome({ success: true, msg: result.msg });
          else if (result.fieldErrors.length === 0) setOutcome({ success: false, msg: result.msg });
          return result.ok ? [] : result.fieldErrors;
        }}
      />
    </div>
  );
}
