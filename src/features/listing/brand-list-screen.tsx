import React from 'react';
import { useTranslation } from '../../i18n/react';
import { detailRoute } from '@site/routing';
import { Badge, BadgeRow } from '../../components/badge/badge';
import { StaticMarkup } from '../../components/static-markup';
import { LocalizedLink } from '../../components/localized-link';
import { FilterGroup } from './filter-group';
import type { ListItem } from './index-format';
import { ListStatus } from './list-status';
import { ListLayout } from './list-layout';
import type { ListScreenProps } from './news-list-screen';
import { Pagination } from './pagination';
import { toSearch, withFilter } from './query-state';
import { useListView } from './use-list-view';
import * as styles from './list-items.module.css';

function BrandCard({ item }: { item: ListItem }) {
  const { t } = useTranslation();
  return (
    <li>
      <article className={styles.card}>
        {item.logoUrl && (
          <img className={styles.logo} src={item.logoUrl} alt="" loading="lazy" width={240} height={72} />
        )}
        <h2 className={styles.title}>
          <LocalizedLink to={detailRoute('brand', item.slug)}>{item.title}</LocalizedLink>
        </h2>
        <BadgeRow>
          {item.recommended && <Badge tone="recommended">{t('brand:list.recommended')}</Badge>}
          {item.automotiveGrade === 'certified' && (
            <Badge tone="automotive">{t('brand:list.automotiveGrade')}</Badge>
          )}
          {item.membersOnly && <Badge tone="members">{t('common:member.membersOnly')}</Badge>}
        </BadgeRow>
        {item.category && <p className={styles.meta}>{item.category.name}</p>}
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
      </article>
    </li>
  );
}

/** PrimeSelect featured brands: total count, category filter, recommended and automotive-grade badges. */
export function BrandListScreen({ search, firstPage, total, listing }: ListScreenProps) {
  const { t } = useTranslation();
  const { query, slice, status, asBuilt, retry } = useListView({
    type: 'brand',
    search,
    firstPage,
    total,
    indexUrl: listing.indexUrl,
  });

  const filters = (
    <FilterGroup
      sameAsServer={asBuilt}
      title={t('brand:list.byCategory')}
      options={[
        { key: 'all', label: t('brand:list.all'), search: '', current: !query.category },
        ...listing.facets.categories.map((category) => ({
          key: category.slug,
          label: category.name,
          search: toSearch(withFilter(query, { category: category.slug })),
          current: query.category === category.slug,
        })),
      ]}
    />
  );

  return (
    <ListLayout filtersLabel={t('brand:list.filters')} filters={filters}>
      <ListStatus ns="brand" status={status} total={slice.total} search={toSearch(query)} onRetry={retry} />
      {status === 'ready' && slice.total > 0 && (
        <>
          <StaticMarkup as="ul" className={styles.cards} sameAsServer={asBuilt}>
            {slice.items.map((item) => (
              <BrandCard key={item.slug} item={item} />
            ))}
          </StaticMarkup>
          <Pagination query={query} page={slice.page} pageCount={slice.pageCount} />
        </>
      )}
    </ListLayout>
  );
}
