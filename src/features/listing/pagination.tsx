import React from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/locale-context';
import { Pager } from '../../components/pager/pager';
import { toSearch, withPage, type ListQuery } from './query-state';
import * as styles from './pagination.module.css';

export interface PaginationProps {
  query: ListQuery;
  page: number;
  pageCount: number;
}

/** Links to the other pages of a content list, keeping its filters. */
export function Pagination({ query, page, pageCount }: PaginationProps) {
  const { t } = useTranslation();
  const { route } = useLocale();
  return (
    <Pager
      label={t('common:pagination.label')}
      route={route}
      page={page}
      pageCount={pageCount}
      searchFor={(n) => toSearch(withPage(query, n))}
      className={styles.pagination}
    />
  );
}
