import React from 'react';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../locale/locale-context';
import { toSearch, withPage, type ListQuery } from './query-state';
import * as styles from './pagination.module.css';

export interface PaginationProps {
  query: ListQuery;
  page: number;
  pageCount: number;
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

/** Links to the other pages of a list, keeping its filters; the current page is marked with aria-current. */
export function Pagination({ query, page, pageCount }: PaginationProps) {
  const { t } = useTranslation();
  const { route, device } = useLocale();
  if (pageCount <= 1) return null;
  const link = (n: number) => toSearch(withPage(query, n));
  return (
    <nav className={styles.pagination} aria-label={t('common:pagination.label')}>
      <p className={styles.status}>{t('common:pagination.status', { page, total: pageCount })}</p>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <LocalizedLink to={route} search={link(page - 1)} className={styles.step} rel="prev">
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
                search={link(n)}
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
            <LocalizedLink to={route} search={link(page + 1)} className={styles.step} rel="next">
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
