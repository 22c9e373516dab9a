import React from 'react';
import { useTranslation } from '../../i18n/react';
import { NoticeBox } from '../../components/notice-box/notice-box';
import { useLoginSearch } from '../auth/return-target';

/** Tells visitors what the preview leaves out and where to register. */
export function PartsRegisterPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const returnSearch = useLoginSearch();
  return (
    <NoticeBox
      as="aside"
      compact
      title={t('parts:prompt.title')}
      text={text}
      primary={{ to: '/register', search: returnSearch, label: t('parts:prompt.register') }}
      secondary={{ to: '/login', search: returnSearch, label: t('parts:prompt.login') }}
      testId="parts-register-prompt"
    />
  );
}
