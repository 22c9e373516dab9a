import React from 'react';
import { useTranslation } from '../../i18n/react';
import { detailRoute } from '@site/routing';
import { Badge, BadgeRow } from '../../components/badge/badge';
import { StaticMarkup } from '../../components/static-markup';
import { LocalizedLink } from '../../components/localized-link';
import { FilterGroup } from './filter-group';
import type { ListItem } from '@site/cms-content/src/list-index';
import { KeywordSearch } from './keyword-search';
import { ListStatus } from './list-status';
import { ListLayout } from './list-layout';
import type { ListScreenProps } from './news-list-screen';
import { Pagination } from './pagination';
import { ALPHABET, toSearch, withFilter } from './query-state';
import { useListView } from './use-list-view';
import * as styles from './list-items.module.css';

function EnterpriseCard({ item }: { item: ListItem }) {
  const { t } = useTranslation();
  return (
    <li>
      <article className={styles.card}>
        <h2 className={styles.plainTitle}>
          {item.hasDetail ? (
            <LocalizedLink to={detailRoute('org', item.slug)}>{item.title}</LocalizedLink>
          ) : (
            item.title
          )}
        </h2>
        <BadgeRow>
          {item.recommended && <Badge tone="recommended">{t('org:list.recommended')}</Badge>}
          {item.automotiveGrade === 'certified' && (
            <Badge tone="automotive">{t('org:list.automotive.certified')}</Badge>
          )}
          {item.automotiveGrade === 'in-progress' && (
            <Badge tone="neutral">{t('org:list.automotive.inProgress')}</Badge>
          )}
          {item.membersOnly && <Badge tone="members">{t('common:member.membersOnly')}</Badge>}
        </BadgeRow>
        {item.category && <p className={styles.meta}>{item.category.name}</p>}
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        {item.certifications && item.certifications.length > 0 && (
          <p className={styles.certifications}>
            {t('org:list.certifications', { list: item.certifications.join(' / ') })}
          </p>
        )}
      </article>
    </li>
  );
}

/** Enterprise overview: keyword, category and A–Z (plus 'Other') filters, company count. */
export function OrgListScreen({ search, firstPage, total, listing }: ListScreenProps) {
  const { t } = useTranslation();
  const { query, slice, status, asBuilt, go, retry } = useListView({
    type: 'org',
    search,
    firstPage,
    total,
    indexUrl: listing.indexUrl,
  });
  const filtered = Boolean(query.category || query.initial || query.q);

  const filters = (
    <>
      <KeywordSearch
        label={t('org:list.searchLabel')}
        button={t('org:list.searchButton')}
        placeholder={t('org:list.searchPlaceholder')}
        value={query.q ?? ''}
        required={false}
        onSearch={(q) => go(withFilter(query, { q }))}
      />
      <FilterGroup
        sameAsServer={asBuilt}
        title={t('org:list.byCategory')}
        options={[
          { key: 'all', label: t('org:list.all'), search: '', current: !filtered },
          ...listing.facets.categories.map((category) => ({
            key: category.slug,
            label: category.name,
            search: toSearch(withFilter(query, { category: category.slug })),
            current: query.category === category.slug,
          })),
        ]}
      />
      <FilterGroup
        sameAsServer={asBuilt}
        title={t('org:list.byAlphabet')}
        compact
        options={ALPHABET.map((letter) => ({
          key: letter,
          label: letter === 'Other' ? t('org:list.otherInitial') : letter,
          search: toSearch(withFilter(query, { initial: letter })),
          current: query.initial === letter,
        }))}
      />
    </>
  );

  return (
    <ListLayout filtersLabel={t('org:list.filters')} filters={filters}>
      <ListStatus ns="org" status={status} total={slice.total} search={toSearch(query)} onRetry={retry} />
      {status === 'ready' && slice.total > 0 && (
        <>
          <StaticMarkup as="ul" className={styles.cards} sameAsServer={asBuilt}>
            {slice.items.map((item) => (
              <EnterpriseCard key={item.slug} item={item} />
            ))}
          </StaticMarkup>
          <Pagination query={query} page={slice.page} pageCount={slice.pageCount} />
        </>
      )}
    </ListLayout>
  );
}
