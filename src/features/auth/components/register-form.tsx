import React, { useState } from 'react';
import { useTranslation } from '~/i18n/react';
import type { RegisterResult } from '@site/contracts';
import { HONEYPOT_FIELD } from '@site/contracts/src/form-constants';
import { Form, applyFieldErrors } from '~/components/form/form';
import { CheckboxField, HoneypotField, SubmitButton, TextField } from '~/components/form/fields';
import { EmailField, NewPasswordFields } from './account-fields';
import { LocalizedLink } from '~/components/localized-link';
import { useGuestOnly } from '../../session/session-guards';
import { useRegister } from '../api/register';
import { useLoginSearch } from '../return-target';
import { DocumentReview, type ReviewDocument } from './document-review';
import * as styles from './auth.module.css';
import { loadContracts } from '../../api/load-contracts';

/** Zod and the schema load when the reader first uses the form, not with the page (decision 041). */
const loadSchema = () => loadContracts().then((m) => m.RegisterFormSchema);

interface Outcome {
  status: RegisterResult['status'];
  msg: string;
}

function isRegisterResult(data: unknown): data is RegisterResult {
  return typeof (data as { status?: unknown } | null)?.status === 'string';
}

export function RegisterForm() {
  const { t } = useTranslation();
  const register = useRegister();
  const loggedIn = useGuestOnly();
  const [opened, setOpened] = useState<ReadonlySet<ReviewDocument>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const loginSearch = useLoginSearch();
  if (loggedIn) return null;

  if (outcome?.status === 'sent') {
    return (
      <section className={styles.panel} aria-labelledby="register-sent">
        <h2 id="register-sent">{t('account:register.sentTitle')}</h2>
        <p role="status">{outcome.msg}</p>
      </section>
    );
  }

  return (
    <div className={styles.panel}>
      {outcome?.status === 'already-registered' && (
        <div role="alert" className={styles.notice}>
          <p>{outcome.msg || t('account:register.alreadyRegistered')}</p>
          <LocalizedLink to="/login" search={loginSearch}>
            {t('account:register.toLogin')}
          </LocalizedLink>
        </div>
      )}
      {outcome?.status === 'consent-required' && (
        <div role="alert" className={styles.notice}>
          <p>{outcome.msg || t('account:register.consentRequired')}</p>
          <LocalizedLink to="/history-active">{t('account:register.toConsent')}</LocalizedLink>
        </div>
      )}
      <Form
        schema={loadSchema}
        defaultValues={{
          companyName: '',
          username: '',
          email: '',
          password: '',
          confirmPassword: '',
          agreement: false as unknown as true,
          reviewed: false,
          [HONEYPOT_FIELD]: '',
        }}
        label={t('account:register.title')}
        onSubmit={async ({ reviewed: _reviewed, ...body }, form) => {
          const result = await register(body);
          if (result.ok) setOutcome({ status: result.data.status, msg: result.msg });
          else if (isRegisterResult(result.data)) setOutcome({ status: result.data.status, msg: result.msg });
          else applyFieldErrors(form, result.fieldErrors);
        }}
      >
        {() => (
          <>
            <TextField
              name="companyName"
              autoComplete="organization"
              label={t('account:fields.companyName')}
              required
            />
            <TextField
              name="username"
              autoComplete="nickname"
              label={t('account:fields.username')}
              required
            />
            <EmailField />
            <NewPasswordFields
              name="password"
              label={t('account:fields.password')}
              hint={t('account:password.rules')}
            />
            <DocumentReview opened={opened} onOpen={(doc) => setOpened((set) => new Set([...set, doc]))} />
            <CheckboxField name="agreement" label={t('account:register.agreement')} required />
            <HoneypotField name={HONEYPOT_FIELD} />
            <SubmitButton>{t('account:register.submit')}</SubmitButton>
          </>
        )}
      </Form>
    </div>
  );
}
