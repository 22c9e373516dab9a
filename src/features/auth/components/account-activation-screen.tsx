import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { useLogoutOnEnter } from '../../session/session-guards';
import { useActivateAccount } from '../api/activate-account';
import { LinkResult } from './link-result';
import { linkToken } from './link-token';

type Outcome = 'pending' | 'success' | 'failure';

/** account-active: the activation link is used once, on arrival. */
export function AccountActivationScreen({ search }: { search: string }) {
  const { t } = useTranslation();
  useLogoutOnEnter();
  const activate = useActivateAccount();
  const token = linkToken(search);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'pending' : 'failure');
  const sent = useRef(false);

  useEffect(() => {
    // Links are single use: a second render must not spend the token again.
    if (!token || sent.current) return;
    sent.current = true;
    void activate({ token }).then((result) => setOutcome(result.ok ? 'success' : 'failure'));
  }, [token, activate]);

  if (outcome === 'pending') return <p role="status">{t('account:activation.pending')}</p>;
  if (outcome === 'success') {
    return (
      <LinkResult
        success
        title={t('account:activation.successTitle')}
        message={t('account:activation.success')}
        action={{ to: '/login', label: t('account:common.toLogin') }}
      />
    );
  }
  return (
    <LinkResult
      success={false}
      title={t('account:activation.failedTitle')}
      message={t('account:activation.failed')}
      action={{ to: '/register', label: t('account:activation.registerAgain') }}
    />
  );
}
