import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/localized-link';
import { useSession } from '../session/session-store';
import * as styles from './register-prompt.module.css';

/** Invites visitors to register; members never see it. */
export function RegisterPrompt() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  if (loggedIn) return null;
  return (
    <aside className={styles.prompt} aria-labelledby="news-register-title" data-testid="register-prompt">
      <h2 id="news-register-title" className={styles.title}>
        {t('news:register.title')}
      </h2>
      <p className={styles.text}>{t('news:register.text')}</p>
      <div className={styles.actions}>
        <LocalizedLink to="/register" className={styles.primary}>
          {t('news:register.action')}
        </LocalizedLink>
        <LocalizedLink to="/login" className={styles.secondary}>
          {t('news:register.login')}
        </LocalizedLink>
      </div>
    </aside>
  );
}
