import { useCallback, useMemo } from 'react';
import { navigate } from 'gatsby';
import { useLocale } from '../../i18n/locale-context';
import type { ListItem, ListType } from '@site/cms-content/src/list-index';
import { PAGE_SIZE } from './list-config';
import { EMPTY_QUERY, isDefaultQuery, parseListQuery, toSearch, type ListQuery } from './query-state';
import { filterItems, paginate, type PageSlice } from './search';
import { useSearchIndex } from './search-index-client';
import { useHydrated } from '../../lib/use-hydrated';

export interface ListViewInput {
  type: ListType;
  /** `location.search` of the page. */
  search: string;
  /** The first page of the unfiltered list, from the page query. */
  firstPage: ListItem[];
  total: number;
  indexUrl: string;
}

export interface ListView {
  query: ListQuery;
  status: 'ready' | 'loading' | 'error';
  /**
   * Whether the screen shows the list as the build wrote it (the first page, no filter): its
   * entries and filter links can then keep the server's markup (`StaticMarkup`).
   */
  asBuilt: boolean;
  slice: PageSlice<ListItem>;
  /** Opens another list state as a new history entry, so back and forward restore it. */
  go: (next: ListQuery) => void;
  retry: () => void;
}

/**
 * The state of a list screen. Until the page is hydrated it shows exactly the static first
 * page (the HTML the build wrote); after that the query string decides, and any filter,
 * keyword or later page is answered from the prebuilt index, downloaded once.
 */
export function useListView({ type, search, firstPage, total, indexUrl }: ListViewInput): ListView {
  const { pathFor, route } = useLocale();
  // The query string decides once the page runs; that re-render of the whole list is a
  // transition, in slices (useHydrated, decision 098).
  const hydrated = useHydrated();

  const query = useMemo(
    () => (hydrated ? parseListQuery(type, search) : EMPTY_QUERY),
    [hydrated, type, search],
  );
  const needsIndex = !isDefaultQuery(query);
  const index = useSearchIndex(indexUrl, needsIndex);
  const pageSize = PAGE_SIZE[type];

  const matches = useMemo(
    () => (needsIndex && index.status === 'ready' ? filterItems(index.index, query) : null),
    // The page number does not change the matches; leaving it out keeps paging cheap.
    [needsIndex, index.index, query.year, query.tag, query.category, query.initial, query.q],
  );

  const slice = useMemo<PageSlice<ListItem>>(() => {
    if (matches) return paginate(matches, query.page, pageSize);
    return { items: firstPage, page: 1, pageCount: Math.max(1, Math.ceil(total / pageSize)), total };
  }, [matches, query.page, pageSize, firstPage, total]);

  const status: ListView['status'] =
    !needsIndex || index.status === 'ready' ? 'ready' : index.status === 'error' ? 'error' : 'loading';

  const go = useCallback(
    (next: ListQuery) => void navigate(pathFor(route) + toSearch(next)),
    [pathFor, route],
  );

  return { query, status, slice, go, retry: index.retry, asBuilt: !needsIndex };
}
