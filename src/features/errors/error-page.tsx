import React from 'react';
import { useTranslation } from '../../i18n/react';
import * as styles from './error-page.module.css';

export interface ErrorPageProps {
  statusCode: number;
  message: string;
}

/**
 * Spec section 2: error status code, error reason and a back-to-home button that goes to
 * '/' with a full load, so that whatever state broke is left behind.
 */
export function ErrorPage({ statusCode, message }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t('common:error.title')}
      </h1>
      <dl className={styles.details}>
        <dt>{t('common:error.statusCode')}</dt>
        <dd data-testid="error-status">{statusCode}</dd>
        <dt>{t('common:error.reason')}</dt>
        <dd data-testid="error-reason">{message}</dd>
      </dl>
      <button type="button" className={styles.home} onClick={() => window.location.assign('/')}>
        {t('common:error.backHome')}
      </button>
    </section>
  );
}
