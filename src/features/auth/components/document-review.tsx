import React from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '~/i18n/react';
import { useLocale } from '~/i18n/locale-context';
import * as styles from './auth.module.css';

type Document = 'terms' | 'privacy';

/**
 * Links that open the terms and the privacy policy in a new tab. Once both were opened the
 * form's `reviewed` field turns true; the contract's schema refuses the agreement before that.
 */
export function DocumentReview({
  opened,
  onOpen,
}: {
  opened: ReadonlySet<Document>;
  onOpen: (doc: Document) => void;
}) {
  const { t } = useTranslation();
  const { pathFor } = useLocale();
  const { setValue, getValues, trigger, formState } = useFormContext<{
    reviewed: boolean;
    agreement: boolean;
  }>();
  const open = (doc: Document) => {
    onOpen(doc);
    const both = new Set([...opened, doc]).size === 2;
    setValue('reviewed', both);
    // A 'review first' error goes away as soon as it no longer applies.
    if (both && formState.isSubmitted && getValues('agreement')) void trigger('agreement');
  };
  return (
    <ul className={styles.documents}>
      <li>
        {/* A plain anchor: Gatsby's Link would navigate this tab instead of opening a new one. */}
        <a
          href={pathFor('/terms-of-use')}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => open('terms')}
        >
          {t('account:documents.terms')}
        </a>
        {opened.has('terms') && <span className={styles.reviewed}>{t('account:documents.opened')}</span>}
      </li>
      <li>
        <a
          href={pathFor('/privacy-policy')}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => open('privacy')}
        >
          {t('account:documents.privacy')}
        </a>
        {opened.has('privacy') && <span className={styles.reviewed}>{t('account:documents.opened')}</span>}
      </li>
    </ul>
  );
}

export type { Document as ReviewDocument };
