import React from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../locale/locale-context';
import * as styles from './parts.module.css';

export interface PartsPagerProps {
  /** Accessible name of this pager (a page may hold more than one list). */
  label: string;
  route: string;
  page: number;
  pageCount: number;
  /** Query string of another page of the same list. */
  searchFor: (page: number) => string;
}

/** Page numbers around the current one; the first and last stay reachable. */
export function pageWindow(page: number, pageCount: number, around: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= around) pages.push(n);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Links to the other pages of a parts list; the current one is marked with aria-current. */
export function PartsPager({ label, route, page, pageCount, searchFor }: PartsPagerProps) {
  const { t } = useTranslation();
  const { device } = useLocale();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={styles.pagerStatus}>{t('common:pagination.status', { page, total: pageCount })}</p>
      <ul className={styles.pagerList}>
        <li>
          {page > 1 ? (
            <LocalizedLink to={route} search={searchFor(page - 1)} className={styles.pagerStep} rel="prev">
              {t('common:pagination.previous')}
            </LocalizedLink>
          ) : (
            <span className={styles.pagerDisabled} aria-disabled="true">
              {t('common:pagination.previous')}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount, device === 'mobile' ? 1 : 2).map((n, position) =>
          n === 'gap' ? (
            <li key={`gap-${position}`} className={styles.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <LocalizedLink
                to={route}
                search={searchFor(n)}
                className={n === page ? styles.pagerCurrent : styles.pagerNumber}
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
            <LocalizedLink to={route} search={searchFor(page + 1)} className={styles.pagerStep} rel="next">
              {t('common:pagination.next')}
            </LocalizedLink>
          ) : (
            <span className={styles.pagerDisabled} aria-disabled="true">
              {t('common:pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
