import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/localized-link';
import { PageFrame } from '../../components/page-frame';
import * as styles from './unavailable-content.module.css';

/** Stands for an item the site may not show: explains and offers the way on. */
export function UnavailableContent() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:unavailable.title')}>
      <p className={styles.message}>{t('common:unavailable.message')}</p>
      <nav className={styles.links} aria-label={t('common:unavailable.title')}>
        <LocalizedLink to="/" className={styles.primary}>
          {t('common:unavailable.home')}
        </LocalizedLink>
        <LocalizedLink to="/news" className={styles.secondary}>
          {t('common:unavailable.news')}
        </LocalizedLink>
      </nav>
    </PageFrame>
  );
}
