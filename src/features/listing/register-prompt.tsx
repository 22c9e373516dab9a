import React from 'react';
import { useTranslation } from '../../i18n/react';
import { NoticeBox } from '../../components/notice-box/notice-box';
import { useSession } from '../session/session-store';
import { useLoginSearch } from '../auth/return-target';

/** Invites visitors to register; members never see it. */
export function RegisterPrompt() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const returnSearch = useLoginSearch();
  if (loggedIn) return null;
  return (
    <NoticeBox
      as="aside"
      compact
      title={t('news:register.title')}
      text={t('news:register.text')}
      primary={{ to: '/register', search: returnSearch, label: t('news:register.action') }}
      secondary={{ to: '/login', search: returnSearch, label: t('news:register.login') }}
      testId="register-prompt"
    />
  );
}
