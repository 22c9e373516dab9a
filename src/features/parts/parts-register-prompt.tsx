import React, { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import * as styles from './parts.module.css';

/** Tells visitors what the preview leaves out and where to register. */
export function PartsRegisterPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <aside className={styles.prompt} aria-labelledby={id} data-testid="parts-register-prompt">
      <h2 id={id} className={styles.promptTitle}>
        {t('parts:prompt.title')}
      </h2>
      <p className={styles.promptText}>{text}</p>
      <div className={styles.promptActions}>
        <LocalizedLink to="/register" className={styles.primary}>
          {t('parts:prompt.register')}
        </LocalizedLink>
        <LocalizedLink to="/login" className={styles.secondary}>
          {t('parts:prompt.login')}
        </LocalizedLink>
      </div>
    </aside>
  );
}
