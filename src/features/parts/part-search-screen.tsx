import React, { useCallback, useId, useMemo } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../../i18n/locale-context';
import { SEARCH_PAGE_SIZE, useSearchParts, type SearchAnswer } from './api/search-parts';
import { usePartText } from './labels';
import { SEARCH_ROUTE } from './part-query';
import { SearchResults } from './search-results';
import { PartsStatus } from './parts-status';
import { PartSearchForm } from './search-form';
import {
  EMPTY_SEARCH,
  MAX_PAGE,
  isSearchable,
  parseSearchQuery,
  toApiSearch,
  toSearch,
  withPage,
  type PartSearchQuery,
} from './search-query';
// After the parts' own modules, so that every page reaches the stylesheets in one order
// (src/components/stylesheet-order.test.ts).
import { EmptyState, LoadFailed } from '../listing/list-feedback';
import { Pager } from '../../components/pager/pager';
// After list-feedback and the pager: the news list reaches their stylesheets before the notice box's.
import { PartsRegisterPrompt } from './parts-register-prompt';
import { useHydrated } from '../../lib/use-hydrated';
import { usePartsRequest } from './use-parts-request';
import * as styles from './search.module.css';

const MATCH_KEYS = {
  exact: 'parts:search.match.exact',
  prefix: 'parts:search.match.prefix',
  keyword: 'parts:search.match.keyword',
  browse: 'parts:search.match.browse',
} as const;

function useCountText() {
  const { t } = useTranslation();
  const text = usePartText();
  return (data: SearchAnswer) => {
    if (data.totalCapped) return t('parts:search.countCapped', { total: text.number(data.total) });
    if (data.total === 1) return t('parts:search.countOne');
    return t('parts:search.count', { total: text.number(data.total) });
  };
}

/**
 * The substitute search: form, live result count, tolerant-match notice, results and
 * pages. Everything it shows follows the URL's query string (shareable, Back works).
 */
export function PartSearchScreen({ search }: { search: string }) {
  const { t } = useTranslation();
  const { pathFor, device } = useLocale();
  const hydrated = useHydrated();
  const resultsId = useId();
  const countText = useCountText();
  // Static HTML is the empty form; the query string is read once the page runs.
  const query = useMemo(() => (hydrated ? parseSearchQuery(search) : EMPTY_SEARCH), [hydrated, search]);
  const runSearch = useSearchParts();
  const request = usePartsRequest(isSearchable(query) ? toApiSearch(query, SEARCH_PAGE_SIZE) : null, () =>
    runSearch(query),
  );
  const go = useCallback(
    (next: PartSearchQuery) => void navigate(pathFor(SEARCH_ROUTE) + toSearch(next)),
    [pathFor],
  );

  const data = request.status === 'ready' ? request.data : null;
  const pageCount = data && !data.limited ? Math.min(Math.ceil(data.total / data.pageSize), MAX_PAGE) : 1;

  return (
    <div className={`${styles.screen} ${styles[device]}`}>
      <PartSearchForm query={query} onSearch={go} />
      <section aria-labelledby={resultsId} className={styles.resultsSection}>
        <h2 id={resultsId} className="visually-hidden">
          {t('parts:search.resultsTitle')}
        </h2>
        <PartsStatus status={request.status} testId="search-status">
          {request.status === 'idle' && <p className={styles.statusLine}>{t('parts:search.idle')}</p>}
          {request.status === 'loading' && <p className={styles.statusLine}>{t('parts:search.loading')}</p>}
          {request.status === 'failed' && <p className={styles.statusLine}>{t('parts:search.failed')}</p>}
          {data && (
            <>
              <p className={styles.count}>
                {countText(data)}
                {data.limited &&
                  data.items.length < data.total &&
                  ` ${t('parts:search.previewCount', { shown: data.items.length })}`}
              </p>
              {data.notExact ? (
                <p className={styles.notice} data-testid="not-exact-notice">
                  <strong>{data.notice ?? t('parts:search.notExact')}</strong>
                  {data.matchedOn && ` ${t('parts:search.matchedOn', { value: data.matchedOn })}`}
                </p>
              ) : (
                data.match !== 'none' &&
                data.match !== 'tolerant' && (
                  <p className={styles.matchLine}>{t(MATCH_KEYS[data.match], { query: data.query })}</p>
                )
              )}
            </>
          )}
        </PartsStatus>
        {request.status === 'failed' && (
          <LoadFailed
            message={t('parts:search.failedHint')}
            retryLabel={t('parts:search.retry')}
            onRetry={request.retry}
          />
        )}
        {data && data.total === 0 && (
          <EmptyState
            message={t('parts:search.empty')}
            hint={t('parts:search.emptyHint')}
            action={
              <LocalizedLink to={SEARCH_ROUTE} className={styles.reset}>
                {t('parts:search.clear')}
              </LocalizedLink>
            }
          />
        )}
        {data && data.total > 0 && data.items.length === 0 && (
          <EmptyState
            message={t('parts:search.pageEmpty')}
            action={
              <LocalizedLink to={SEARCH_ROUTE} search={toSearch(withPage(query, 1))} className={styles.reset}>
                {t('parts:search.firstPage')}
              </LocalizedLink>
            }
          />
        )}
        {data && data.items.length > 0 && (
          <>
            <SearchResults items={data.items} />
            <Pager
              label={t('parts:search.pagerLabel')}
              route={SEARCH_ROUTE}
              page={data.page}
              pageCount={pageCount}
              searchFor={(page) => toSearch(withPage(query, page))}
              className={styles.pager}
            />
          </>
        )}
        {data?.limited && <PartsRegisterPrompt text={t('parts:prompt.search')} />}
      </section>
    </div>
  );
}
