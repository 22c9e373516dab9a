import React from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/locale-context';
import { LocalizedLink } from '../localized-link';
import * as styles from './pager.module.css';

export interface PagerProps {
  /** Accessible name of the navigation (a page may hold more than one list). */
  label: string;
  /** Route of the list's page; each link adds its query. */
  route: string;
  page: number;
  pageCount: number;
  /** Query string of another page of the same list, filters kept. */
  searchFor: (page: number) => string;
  /** Spacing from the list above, which each screen sets. */
  className?: string;
}

/** Page numbers shown around the current one; the first and last are always reachable. */
export function visiblePages(page: number, pageCount: number, around: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= around) pages.push(n);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Links to the other pages of a list; the current page is marked with aria-current. */
export function Pager({ label, route, page, pageCount, searchFor, className }: PagerProps) {
  const { t } = useTranslation();
  const { device } = useLocale();
  if (pageCount <= 1) return null;
  return (
    <nav className={className ? `${styles.pager} ${className}` : styles.pager} aria-label={label}>
      <p className={styles.status}>{t('common:pagination.status', { page, total: pageCount })}</p>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <LocalizedLink to={route} search={searchFor(page - 1)} className={styles.step} rel="prev">
              {t('common:pagination.previous')}
            </LocalizedLink>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              {t('common:pagination.previous')}
            </span>
          )}
        </li>
        {visiblePages(page, pageCount, device === 'mobile' ? 1 : 2).map((n, position) =>
          n === 'gap' ? (
            <li key={`gap-${position}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <LocalizedLink
                to={route}
                search={searchFor(n)}
                className={n === page ? styles.current : styles.number}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('common:pagination.page', { page: n })}
              >
                {n}
              </LocalizedLink>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <LocalizedLink to={route} search={searchFor(page + 1)} className={styles.step} rel="next">
              {t('common:pagination.next')}
            </LocalizedLink>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              {t('common:pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
