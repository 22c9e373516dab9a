import React from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../localized-link';
import * as styles from './member-entry.module.css';

/** Header entry for visitors: log in and free registration. */
export function MemberEntry({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={stacked ? styles.stacked : styles.inline}>
      <LocalizedLink to="/login" className={styles.login}>
        {t('common:member.login')}
      </LocalizedLink>
      <LocalizedLink to="/register" className={styles.register}>
        {t('common:member.register')}
      </LocalizedLink>
    </div>
  );
}
