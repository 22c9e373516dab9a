import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/localized-link';
import { useConsent } from './consent-context';
import * as styles from './cookie-banner.module.css';

export function CookieBanner() {
  const { t } = useTranslation();
  const { consent, ready, decide } = useConsent();
  if (!ready || consent !== null) return null;
  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.text}>
        <h2 id="cookie-banner-title" className={styles.title}>
          {t('common:cookie.title')}
        </h2>
        <p className={styles.message}>
          {t('common:cookie.message')} <LocalizedLink to="/privacy-policy">{t('common:cookie.policy')}</LocalizedLink>
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.reject} onClick={() => decide(false)}>
          {t('common:cookie.reject')}
        </button>
        <button type="button" className={styles.accept} onClick={() => decide(true)}>
          {t('common:cookie.accept')}
        </button>
      </div>
    </section>
  );
}
