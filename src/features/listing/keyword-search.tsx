import React, { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useHydrated } from '../../lib/use-hydrated';
import * as styles from './keyword-search.module.css';

export interface KeywordSearchProps {
  /** Translated label, button text and placeholder. */
  label: string;
  button: string;
  placeholder: string;
  /** Current keyword from the URL. */
  value: string;
  /** When true an empty keyword is refused with `common:search.keywordRequired`. */
  required: boolean;
  onSearch: (keyword: string | undefined) => void;
}

/** A search form (role search) whose keyword lives in the URL. */
export function KeywordSearch({ label, button, placeholder, value, required, onSearch }: KeywordSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [error, setError] = useState(false);
  const hydrated = useHydrated();
  // Back and forward change the URL: the field follows it.
  useEffect(() => setText(value), [value]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword && required) {
      setError(true);
      return;
    }
    setError(false);
    onSearch(keyword || undefined);
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <label htmlFor={`${id}-q`} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          className={styles.input}
          value={text}
          placeholder={placeholder}
          maxLength={100}
          disabled={!hydrated}
          enterKeyHint="search"
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error && event.target.value.trim()) setError(false);
          }}
        />
        <button type="submit" className={styles.button} disabled={!hydrated}>
          {button}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {t('common:search.keywordRequired')}
        </p>
      )}
    </form>
  );
}
