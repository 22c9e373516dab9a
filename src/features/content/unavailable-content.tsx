import React from 'react';
import { useTranslation } from '../../i18n/react';
import { NoticeActions } from '../../components/notice-box/notice-box';
import { PageFrame } from '../../components/page-frame';
import * as styles from './unavailable-content.module.css';

/** Stands for an item the site may not show: explains and offers the way on. */
export function UnavailableContent() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:unavailable.title')}>
      <p className={styles.message}>{t('common:unavailable.message')}</p>
      <NoticeActions
        label={t('common:unavailable.title')}
        primary={{ to: '/', label: t('common:unavailable.home') }}
        secondary={{ to: '/news', label: t('common:unavailable.news') }}
      />
    </PageFrame>
  );
}
