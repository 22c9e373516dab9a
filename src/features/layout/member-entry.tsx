import React from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { useLoginSearch } from '../auth/return-target';
import * as styles from './member-entry.module.css';

/** Header entry for visitors: log in and free registration. */
export function MemberEntry({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  // Logging in (or registering) from the header brings the reader back to this page.
  const returnSearch = useLoginSearch();
  return (
    <div className={stacked ? styles.stacked : styles.inline}>
      <LocalizedLink
        to="/login"
        search={returnSearch}
        className={`link-button link-button-secondary ${styles.login}`}
      >
        {t('common:member.login')}
      </LocalizedLink>
      <LocalizedLink
        to="/register"
        search={returnSearch}
        className={`link-button link-button-accent ${styles.register}`}
      >
        {t('common:member.register')}
      </LocalizedLink>
    </div>
  );
}
