import React from 'react';
import { useTranslation } from '../../i18n/react';
import { detailRoute } from '@site/routing';
import { StaticMarkup } from '../../components/static-markup';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../../i18n/locale-context';
import { FilterGroup } from './filter-group';
import { formatDate } from '../../i18n/format-date';
import { ListStatus } from './list-status';
import { ListLayout } from './list-layout';
import type { ListScreenProps } from './news-list-screen';
import { Pagination } from './pagination';
import { toSearch, withFilter } from './query-state';
import { useListView } from './use-list-view';
import * as styles from './list-items.module.css';

/** Notices: filtered by year or by category (one at a time), newest first. */
export function NoticeListScreen({ search, firstPage, total, listing }: ListScreenProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { query, slice, status, asBuilt, retry } = useListView({
    type: 'announce',
    search,
    firstPage,
    total,
    indexUrl: listing.indexUrl,
  });

  const filters = (
    <>
      <FilterGroup
        sameAsServer={asBuilt}
        title={t('announce:list.byYear')}
        options={[
          { key: 'all', label: t('announce:list.all'), search: '', current: !query.year && !query.category },
          ...listing.facets.years.map((year) => ({
            key: String(year),
            label: t('announce:list.year', { year }),
            search: toSearch(withFilter(query, { year, category: undefined })),
            current: query.year === year,
          })),
        ]}
      />
      <FilterGroup
        sameAsServer={asBuilt}
        title={t('announce:list.byCategory')}
        options={listing.facets.categories.map((category) => ({
          key: category.slug,
          label: category.name,
          search: toSearch(withFilter(query, { category: category.slug, year: undefined })),
          current: query.category === category.slug,
        }))}
      />
    </>
  );

  return (
    <ListLayout filtersLabel={t('announce:list.filters')} filters={filters}>
      <ListStatus
        ns="announce"
        status={status}
        total={slice.total}
        search={toSearch(query)}
        onRetry={retry}
      />
      {status === 'ready' && slice.total > 0 && (
        <>
          <StaticMarkup as="ul" className={styles.entries} sameAsServer={asBuilt}>
            {slice.items.map((item) => (
              <li key={item.slug} className={styles.entry}>
                <article className={styles.article}>
                  <div className={styles.meta}>
                    {item.date && <time dateTime={item.date}>{formatDate(item.date, locale)}</time>}
                    {item.category && <span className={styles.category}>{item.category.name}</span>}
                  </div>
                  <h2 className={styles.title}>
                    <LocalizedLink to={detailRoute('announce', item.slug)}>{item.title}</LocalizedLink>
                  </h2>
                </article>
              </li>
            ))}
          </StaticMarkup>
          <Pagination query={query} page={slice.page} pageCount={slice.pageCount} />
        </>
      )}
    </ListLayout>
  );
}
