import React, { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { LANGUAGE_NAMES, LOCALES, HTML_LANG, isLocale } from '@site/routing';
import { useLocale } from './locale-context';
import * as styles from './language-switch.module.css';

/** A native select: keyboard and screen-reader friendly on every device. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { locale, switchLocale, pending } = useLocale();
  const id = useId();
  return (
    <div className={styles.root} aria-busy={pending}>
      <label htmlFor={id} className={compact ? styles.visuallyHidden : styles.label}>
        {t('common:language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        disabled={pending}
        onChange={(event) => {
          if (isLocale(event.target.value)) void switchLocale(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={HTML_LANG[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {pending && (
        <span role="status" className={styles.visuallyHidden}>
          {t('common:language.switching')}
        </span>
      )}
    </div>
  );
}
