import React, { useState } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from '~/i18n/react';
import { LOGIN_FAILURE } from '@site/contracts/src/api-codes';
import { Form, applyFieldErrors } from '~/components/form/form';
import { SubmitButton, TextField } from '~/components/form/fields';
import { EmailField } from './account-fields';
import { LocalizedLink } from '~/components/localized-link';
import { useLoginSearch } from '../return-target';
import { useLocale } from '~/i18n/locale-context';
import { sessionStore } from '../../session/session-store';
import { useGuestOnly } from '../../session/session-guards';
import { useLogin } from '../api/login';
import * as styles from './auth.module.css';
import { loadContracts } from '../../api/load-contracts';

/** Zod and the schema load when the reader first uses the form, not with the page (decision 041). */
const loadSchema = () => loadContracts().then((m) => m.LoginBodySchema);

/** State handed to history-active when login answers '2' (consent to the new handler first). */
export interface ConsentHandoff {
  consentEmail?: string;
}

export function LoginForm() {
  const { t } = useTranslation();
  const { pathFor } = useLocale();
  const login = useLogin();
  const loggedIn = useGuestOnly();
  const [wrongCredentials, setWrongCredentials] = useState(false);
  // Registration and password help keep the page to come back to.
  const returnSearch = useLoginSearch();
  if (loggedIn) return null;
  return (
    <div className={styles.panel}>
      <Form
        schema={loadSchema}
        defaultValues={{ email: '', password: '' }}
        label={t('account:login.title')}
        onSubmit={async (values, form) => {
          setWrongCredentials(false);
          const result = await login(values);
          if (result.ok) {
            // The guest-only guard sends the new member back where they came from (returnTo) or home.
            sessionStore.start(result.data.token, result.data.member, result.data.expiresAt);
            return;
          }
          if (result.msg === LOGIN_FAILURE.credentials) setWrongCredentials(true);
          else if (result.msg === LOGIN_FAILURE.consentRequired) {
            const state: ConsentHandoff = { consentEmail: values.email };
            void navigate(pathFor('/history-active'), { state });
          } else applyFieldErrors(form, result.fieldErrors);
        }}
      >
        {() => (
          <>
            {wrongCredentials && (
              <p role="alert" className={styles.alert}>
                {t('account:login.wrongCredentials')}
              </p>
            )}
            <EmailField />
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('account:fields.password')}
              required
            />
            <SubmitButton>{t('account:login.submit')}</SubmitButton>
          </>
        )}
      </Form>
      <div className={styles.links}>
        <LocalizedLink to="/forget-pwd" search={returnSearch}>
          {t('account:login.forgot')}
        </LocalizedLink>
        <LocalizedLink to="/register" search={returnSearch}>
          {t('account:login.register')}
        </LocalizedLink>
      </div>
    </div>
  );
}
