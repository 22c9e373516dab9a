import React from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { useKatakanaWarning } from './form';
import * as styles from './form.module.css';

export interface FieldIds {
  errorId: string;
  hintId: string;
  warningId: string;
}

export function fieldIds(id: string): FieldIds {
  return { errorId: `${id}-error`, hintId: `${id}-hint`, warningId: `${id}-warning` };
}

/** The accessibility wiring every field shares: which messages describe it and whether it is invalid. */
export function useFieldState(name: string, id: string, hint?: string) {
  const { formState, getFieldState } = useFormContext();
  const { error } = getFieldState(name, formState);
  const warning = useKatakanaWarning(name);
  const ids = fieldIds(id);
  const describedBy = [hint && ids.hintId, error && ids.errorId, warning && ids.warningId]
    .filter(Boolean)
    .join(' ');
  return {
    error: error?.message,
    warning,
    ids,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  } as const;
}

/** Hint, error and half-width katakana warning under a field. */
export function FieldMessages({
  ids,
  hint,
  error,
  warning,
}: {
  ids: FieldIds;
  hint?: string;
  error?: string;
  warning: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {/* Messages are `validation:*` keys from @site/contracts or the API. */}
          {t(error as 'validation:field.invalid')}
        </p>
      )}
      {warning && (
        <p id={ids.warningId} className={styles.warning} role="status">
          {t('validation:text.halfWidthKatakana')}
        </p>
      )}
    </>
  );
}
