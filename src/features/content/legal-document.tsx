import React from 'react';
import { useTranslation } from '../../i18n/react';
import type { Locale } from '@site/routing';
import { PageFrame } from '../../components/page-frame';
import { formatDate, isoDate } from '../../i18n/format-date';
import { RichText } from './rich-text';
import { UnavailableContent } from './unavailable-content';
import * as styles from './legal-document.module.css';

export interface LegalDocumentData {
  title: string;
  effectiveDate: string;
  bodyHtml: string | null;
}

/** Privacy policy and terms of use: the full text from the CMS with its effective date. */
export function LegalDocument({ document, locale }: { document: LegalDocumentData | null; locale: Locale }) {
  const { t } = useTranslation();
  if (!document?.bodyHtml) return <UnavailableContent />;
  return (
    <PageFrame
      element="article"
      title={document.title}
      intro={t('legal:effectiveDate', { date: formatDate(document.effectiveDate, locale) })}
    >
      <div className={styles.document}>
        <RichText html={document.bodyHtml} />
        <p className={styles.dated}>
          <time dateTime={isoDate(document.effectiveDate)}>
            {t('legal:enacted', { date: formatDate(document.effectiveDate, locale) })}
          </time>
        </p>
      </div>
    </PageFrame>
  );
}
