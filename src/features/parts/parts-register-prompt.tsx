import React, { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { useLoginSearch } from '../auth/return-target';
import * as styles from './parts.module.css';

/** Tells visitors what the preview leaves out and where to register. */
export function PartsRegisterPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const returnSearch = useLoginSearch();
  return (
    <aside className={styles.prompt} aria-labelledby={id} data-testid="parts-register-prompt">
      <h2 id={id} className={styles.promptTitle}>
        {t('parts:prompt.title')}
      </h2>
      <p className={styles.promptText}>{text}</p>
      <div className={styles.promptActions}>
        <LocalizedLink to="/register" search={returnSearch} className={styles.primary}>
          {t('parts:prompt.register')}
        </LocalizedLink>
        <LocalizedLink to="/login" search={returnSearch} className={styles.secondary}>
          {t('parts:prompt.login')}
        </LocalizedLink>
      </div>
    </aside>
  );
}
