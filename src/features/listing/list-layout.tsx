import React from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as styles from './list-layout.module.css';

export interface ListLayoutProps {
  /** Label of the filter area (a landmark on desktop, a disclosure on mobile). */
  filtersLabel: string;
  filters: React.ReactNode;
  children: React.ReactNode;
}

/**
 * Desktop: filters in a side menu beside the results. Mobile: filters folded into a
 * disclosure above the results, so the list starts on the first screen.
 */
export function ListLayout({ filtersLabel, filters, children }: ListLayoutProps) {
  const { device } = useLocale();
  if (device === 'mobile') {
    return (
      <div className={styles.mobile}>
        <details className={styles.disclosure}>
          <summary className={styles.summary}>{filtersLabel}</summary>
          <div className={styles.filters}>{filters}</div>
        </details>
        <div className={styles.results}>{children}</div>
      </div>
    );
  }
  return (
    <div className={styles.pc}>
      <aside className={styles.side} aria-label={filtersLabel}>
        {filters}
      </aside>
      <div className={styles.results}>{children}</div>
    </div>
  );
}
