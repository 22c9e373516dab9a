import React from 'react';
import { useTranslation } from '../../i18n/react';
import type { TranslationKey } from '../../i18n/translator';
import { LocalizedLink } from '../../components/localized-link';
import { EmptyState, LoadFailed, ResultCount } from './list-feedback';
import type { ListView } from './use-list-view';
import * as styles from './list-items.module.css';

/**
 * Each content list's strings (keys written in full, as the i18n check reads them) and the
 * route that shows the whole list.
 */
const LISTS = {
  news: {
    route: '/news',
    loading: 'news:list.loading',
    countOne: 'news:list.countOne',
    count: 'news:list.count',
    loadFailed: 'news:list.loadFailed',
    retry: 'news:list.retry',
    empty: 'news:list.empty',
    emptyHint: 'news:list.emptyHint',
    showAll: 'news:list.showAll',
  },
  announce: {
    route: '/announce',
    loading: 'announce:list.loading',
    countOne: 'announce:list.countOne',
    count: 'announce:list.count',
    loadFailed: 'announce:list.loadFailed',
    retry: 'announce:list.retry',
    empty: 'announce:list.empty',
    emptyHint: undefined,
    showAll: 'announce:list.showAll',
  },
  brand: {
    route: '/brand',
    loading: 'brand:list.loading',
    countOne: 'brand:list.countOne',
    count: 'brand:list.count',
    loadFailed: 'brand:list.loadFailed',
    retry: 'brand:list.retry',
    empty: 'brand:list.empty',
    emptyHint: undefined,
    showAll: 'brand:list.showAll',
  },
  org: {
    route: '/org',
    loading: 'org:list.loading',
    countOne: 'org:list.countOne',
    count: 'org:list.count',
    loadFailed: 'org:list.loadFailed',
    retry: 'org:list.retry',
    empty: 'org:list.empty',
    emptyHint: 'org:list.emptyHint',
    showAll: 'org:list.showAll',
  },
} as const satisfies Record<string, ListTexts>;

interface ListTexts {
  route: string;
  loading: TranslationKey;
  countOne: TranslationKey;
  count: TranslationKey;
  loadFailed: TranslationKey;
  retry: TranslationKey;
  empty: TranslationKey;
  emptyHint: TranslationKey | undefined;
  showAll: TranslationKey;
}

export type ListNamespace = keyof typeof LISTS;

export interface ListStatusProps {
  ns: ListNamespace;
  status: ListView['status'];
  total: number;
  /** The list state the count belongs to (its query string). */
  search: string;
  onRetry: () => void;
}

/**
 * What a content list shows above or instead of its items: the live result count, a failed
 * load with its retry, and the empty result with a link back to the whole list.
 */
export function ListStatus({ ns, status, total, search, onRetry }: ListStatusProps) {
  const { t } = useTranslation();
  const texts: ListTexts = LISTS[ns];
  const count =
    status === 'loading'
      ? t(texts.loading)
      : total === 1
        ? t(texts.countOne)
        : t(texts.count, { count: total });
  return (
    <>
      <ResultCount text={count} busy={status === 'loading'} query={search} />
      {status === 'error' && (
        <LoadFailed message={t(texts.loadFailed)} retryLabel={t(texts.retry)} onRetry={onRetry} />
      )}
      {status === 'ready' && total === 0 && (
        <EmptyState
          message={t(texts.empty)}
          hint={texts.emptyHint && t(texts.emptyHint)}
          action={
            <LocalizedLink to={texts.route} className={styles.reset}>
              {t(texts.showAll)}
            </LocalizedLink>
          }
        />
      )}
    </>
  );
}
