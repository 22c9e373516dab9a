import React, { useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { HONEYPOT_FIELD } from '@site/contracts/src/form-constants';
import { Form, applyFieldErrors } from '~/components/form/form';
import { HoneypotField, SubmitButton } from '~/components/form/fields';
import { EmailField } from './account-fields';
import { LocalizedLink } from '~/components/localized-link';
import { useGuestOnly } from '../../session/session-guards';
import { useForgotPassword } from '../api/forgot-password';
import { useLoginSearch } from '../return-target';
import * as styles from './auth.module.css';
import { loadContracts } from '../../api/load-contracts';

/** Zod and the schema load when the reader first uses the form, not with the page (decision 041). */
const loadSchema = () => loadContracts().then((m) => m.ForgotPasswordBodySchema);

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const loggedIn = useGuestOnly();
  const loginSearch = useLoginSearch();
  const [sent, setSent] = useState<string | null>(null);
  if (loggedIn) return null;
  if (sent !== null) {
    return (
      <section className={styles.panel} aria-labelledby="forgot-sent">
        <h2 id="forgot-sent">{t('account:forgot.sentTitle')}</h2>
        <p role="status">{sent || t('account:forgot.sent')}</p>
        <LocalizedLink to="/login" search={loginSearch}>
          {t('account:common.toLogin')}
        </LocalizedLink>
      </section>
    );
  }
  return (
    <div className={styles.panel}>
      <p>{t('account:forgot.intro')}</p>
      <Form
        schema={loadSchema}
        defaultValues={{ email: '', [HONEYPOT_FIELD]: '' }}
        label={t('account:forgot.title')}
        onSubmit={async (values, form) => {
          const result = await forgotPassword(values);
          if (result.ok) setSent(result.msg);
          else applyFieldErrors(form, result.fieldErrors);
        }}
      >
        {() => (
          <>
            <EmailField />
            <HoneypotField name={HONEYPOT_FIELD} />
            <SubmitButton>{t('account:forgot.submit')}</SubmitButton>
          </>
        )}
      </Form>
    </div>
  );
}
