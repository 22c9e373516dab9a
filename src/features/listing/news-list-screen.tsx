import React from 'react';
import { useTranslation } from '../../i18n/react';
import { detailRoute } from '@site/routing';
import { Badge, BadgeRow } from '../../components/badge/badge';
import { StaticMarkup } from '../../components/static-markup';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../../i18n/locale-context';
import { FilterGroup } from './filter-group';
import { formatDate } from '../../i18n/format-date';
import type { ListItem, Term } from '@site/cms-content/src/list-index';
import { KeywordSearch } from './keyword-search';
import type { ListingContext } from '@site/cms-content/src/list-facets';
import { ListStatus } from './list-status';
import { ListLayout } from './list-layout';
import { Pagination } from './pagination';
import { EMPTY_QUERY, toSearch, withFilter } from './query-state';
import { RegisterPrompt } from './register-prompt';
import { useListView } from './use-list-view';
import * as styles from './list-items.module.css';

export interface ListScreenProps {
  search: string;
  firstPage: ListItem[];
  total: number;
  listing: ListingContext;
}

function NewsEntry({ item }: { item: ListItem }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <li className={styles.entry}>
      <article className={styles.article}>
        <div className={styles.meta}>
          {item.date && <time dateTime={item.date}>{formatDate(item.date, locale)}</time>}
          {item.category && <span className={styles.category}>{item.category.name}</span>}
          <BadgeRow>
            {item.hot && <Badge tone="hot">{t('news:list.hot')}</Badge>}
            {item.membersOnly && <Badge tone="members">{t('common:member.membersOnly')}</Badge>}
          </BadgeRow>
        </div>
        <h2 className={styles.title}>
          <LocalizedLink to={detailRoute('news', item.slug)}>{item.title}</LocalizedLink>
        </h2>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        {item.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('news:list.tagsOf')}>
            {item.tags.map((tag) => (
              <li key={tag.slug}>
                <LocalizedLink
                  to="/news"
                  search={toSearch(withFilter(EMPTY_QUERY, { tag: tag.slug }))}
                  className={styles.tag}
                >
                  #{tag.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

/**
 * The category choices: the build's, plus the one a link asked for. Article pages link to
 * their category (`/news?category=…`); its name comes from the matching articles.
 */
function categoryChoices(facets: Term[], active: string | undefined, items: ListItem[]): Term[] {
  if (!active || facets.some((category) => category.slug === active)) return facets;
  const found = items.find((item) => item.category?.slug === active)?.category;
  return found ? [...facets, found] : facets;
}

/** News list: side menu (all, years, categories, popular tags), keyword search, results and pages. */
export function NewsListScreen({ search, firstPage, total, listing }: ListScreenProps) {
  const { t } = useTranslation();
  const { query, slice, status, asBuilt, go, retry } = useListView({
    type: 'news',
    search,
    firstPage,
    total,
    indexUrl: listing.indexUrl,
  });
  const filtered = Boolean(query.year || query.tag || query.category || query.q);

  const filters = (
    <>
      <KeywordSearch
        label={t('news:list.searchLabel')}
        button={t('news:list.searchButton')}
        placeholder={t('news:list.searchPlaceholder')}
        value={query.q ?? ''}
        required
        onSearch={(q) => go(withFilter(query, { q }))}
      />
      <FilterGroup
        sameAsServer={asBuilt}
        title={t('news:list.byYear')}
        options={[
          { key: 'all', label: t('news:list.all'), search: '', current: !filtered },
          ...listing.facets.years.map((year) => ({
            key: String(year),
            label: t('news:list.year', { year }),
            search: toSearch(withFilter(query, { year })),
            current: query.year === year,
          })),
        ]}
      />
      <FilterGroup
        sameAsServer={asBuilt}
        title={t('news:list.byCategory')}
        options={categoryChoices(listing.facets.categories, query.category, slice.items).map((category) => ({
          key: category.slug,
          label: category.name,
          search: toSearch(withFilter(query, { category: category.slug })),
          current: query.category === category.slug,
        }))}
      />
      <FilterGroup
        sameAsServer={asBuilt}
        title={t('news:list.popularTags')}
        options={listing.facets.tags.map((tag) => ({
          key: tag.slug,
          label: tag.name,
          search: toSearch(withFilter(query, { tag: tag.slug })),
          current: query.tag === tag.slug,
        }))}
      />
      <RegisterPrompt />
    </>
  );

  return (
    <ListLayout filtersLabel={t('news:list.filters')} filters={filters}>
      <ListStatus ns="news" status={status} total={slice.total} search={toSearch(query)} onRetry={retry} />
      {status === 'ready' && slice.total > 0 && (
        <>
          <StaticMarkup as="ul" className={styles.entries} sameAsServer={asBuilt}>
            {slice.items.map((item) => (
              <NewsEntry key={item.slug} item={item} />
            ))}
          </StaticMarkup>
          <Pagination query={query} page={slice.page} pageCount={slice.pageCount} />
        </>
      )}
    </ListLayout>
  );
}
