import React, { useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { HONEYPOT_FIELD } from '@site/contracts/src/form-constants';
import { Form, applyFieldErrors } from '~/components/form/form';
import { CheckboxField, HoneypotField, SubmitButton } from '~/components/form/fields';
import { EmailField } from './account-fields';
import { useLogoutOnEnter } from '../../session/session-guards';
import { useCompleteConsent } from '../api/complete-consent';
import { useRequestConsent } from '../api/request-consent';
import { DocumentReview, type ReviewDocument } from './document-review';
import { LinkResult } from './link-result';
import { NewPasswordForm } from './new-password-form';
import { linkToken } from './link-token';
import * as styles from './auth.module.css';
import { loadContracts } from '../../api/load-contracts';

/** Zod and the schema load when the reader first uses the form, not with the page (decision 041). */
const loadSchema = () => loadContracts().then((m) => m.ConsentFormSchema);

export interface ConsentScreenProps {
  search: string;
  /** Email carried over from a login that answered 'consent first'. */
  email?: string;
}

/**
 * history-active: an existing member of the previous data handler agrees to the new terms
 * and privacy policy, receives a password-setup mail, and sets the password from its link.
 */
export function ConsentScreen({ search, email }: ConsentScreenProps) {
  useLogoutOnEnter();
  const token = linkToken(search);
  const hasTokenParam = new URLSearchParams(search).has('token');
  if (token) return <PasswordSetup token={token} />;
  if (hasTokenParam) return <SetupFailed />;
  return <ConsentRequest email={email ?? ''} />;
}

function ConsentRequest({ email }: { email: string }) {
  const { t } = useTranslation();
  const requestConsent = useRequestConsent();
  const [opened, setOpened] = useState<ReadonlySet<ReviewDocument>>(new Set());
  const [thanks, setThanks] = useState<string | null>(null);
  if (thanks !== null) {
    return (
      <section className={styles.panel} aria-labelledby="consent-thanks">
        <h2 id="consent-thanks">{t('account:consent.thanksTitle')}</h2>
        <p role="status">{thanks || t('account:consent.thanks')}</p>
      </section>
    );
  }
  return (
    <div className={styles.panel}>
      <div className={styles.notice}>
        <p>{t('account:consent.handlerChange')}</p>
      </div>
      <Form
        schema={loadSchema}
        defaultValues={{ email, agreement: false as unknown as true, reviewed: false, [HONEYPOT_FIELD]: '' }}
        label={t('account:consent.title')}
        onSubmit={async ({ reviewed: _reviewed, ...body }, form) => {
          const result = await requestConsent(body);
          if (result.ok) setThanks(result.msg);
          else applyFieldErrors(form, result.fieldErrors);
        }}
      >
        {() => (
          <>
            <EmailField />
            <DocumentReview opened={opened} onOpen={(doc) => setOpened((set) => new Set([...set, doc]))} />
            <CheckboxField name="agreement" label={t('account:consent.agreement')} required />
            <HoneypotField name={HONEYPOT_FIELD} />
            <SubmitButton>{t('account:consent.submit')}</SubmitButton>
          </>
        )}
      </Form>
    </div>
  );
}

function SetupFailed() {
  const { t } = useTranslation();
  return (
    <LinkResult
      success={false}
      title={t('account:consent.failedTitle')}
      message={t('account:consent.failed')}
      action={{ to: '/history-active', label: t('account:consent.again') }}
    />
  );
}

function PasswordSetup({ token }: { token: string }) {
  const { t } = useTranslation();
  const completeConsent = useCompleteConsent();
  const [outcome, setOutcome] = useState<{ success: boolean; msg: string } | null>(null);
  if (outcome?.success) {
    return (
      <LinkResult
        success
        title={t('account:consent.doneTitle')}
        message={outcome.msg || t('account:consent.done')}
        action={{ to: '/login', label: t('account:common.toLogin') }}
      />
    );
  }
  if (outcome) return <SetupFailed />;
  return (
    <div className={styles.panel}>
      <NewPasswordForm
        token={token}
        label={t('account:consent.setupTitle')}
        onSubmit={async (body) => {
          const result = await completeConsent(body);
          if (result.ok) setOutcome({ success: true, msg: result.msg });
          else if (result.fieldErrors.length === 0) setOutcome({ success: false, msg: result.msg });
          return result.ok ? [] : result.fieldErrors;
        }}
      />
    </div>
  );
}
