import React from 'react';
import type { Device, DetailPageContext, Locale } from '@site/routing';
import { LocalizedLink } from '../../components/localized-link';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, detailBreadcrumbs, type SiteHeadProps } from '../../components/seo/site-head';
import type { JsonLd } from '../../components/seo/structured-data';
import { formatDate, isoDate } from '../../i18n/format-date';
import * as styles from './detail-layout.module.css';

/** Sections whose items are dated articles: their list is `/<section>`. */
export type ArticleSection = 'news' | 'announce';

/** What every dated article has. */
export interface ArticleFacts {
  title: string;
  /** The CMS date ('2024-10-10' or a timestamp). */
  date: string;
  category: { name: string; slug: string } | null;
}

export interface ArticleDetailProps {
  section: ArticleSection;
  article: ArticleFacts;
  locale: Locale;
  /** `pc` puts a side column beside the main one, `mobile` stacks them (detail-layout.module.css). */
  columns: Device;
  /** Labels after the date and category (badges). */
  labels?: React.ReactNode;
  /** The content of the column grid: the body and, on pc, a side column. */
  children?: React.ReactNode;
  /** Between the columns and the link back to the list (the news pager). */
  after?: React.ReactNode;
  /** The text of the link back to the list. */
  backLabel: string;
}

/**
 * The screen of a dated article (a news item, a notice): title, a line with its date, its
 * category (a link to the list filtered by it) and labels, the body, then a link back to the list.
 */
export function ArticleDetail({
  section,
  article: { title, date, category },
  locale,
  columns,
  labels,
  children,
  after,
  backLabel,
}: ArticleDetailProps) {
  const list = `/${section}`;
  return (
    <PageFrame element="article" title={title}>
      <div className={styles.meta}>
        <time dateTime={isoDate(date)}>{formatDate(date, locale)}</time>
        {category && (
          <LocalizedLink to={list} search={`?category=${encodeURIComponent(category.slug)}`}>
            {category.name}
          </LocalizedLink>
        )}
        {labels}
      </div>
      <div className={`${styles.layout} ${styles[columns]}`}>{children}</div>
      {after}
      <LocalizedLink to={list} className={styles.back}>
        {backLabel}
      </LocalizedLink>
    </PageFrame>
  );
}

export interface ArticleHeadProps extends Pick<SiteHeadProps, 'title' | 'description' | 'image'> {
  section: ArticleSection;
  pageContext: DetailPageContext;
  /** The article's own structured data, before its breadcrumbs. */
  structuredData?: JsonLd[];
}

/** The head of a dated article: an `article` page whose breadcrumbs lead through its list. */
export function ArticleHead({ section, pageContext, structuredData = [], ...head }: ArticleHeadProps) {
  return (
    <SiteHead
      pageContext={pageContext}
      {...head}
      type="article"
      structuredData={[...structuredData, detailBreadcrumbs(pageContext, section, head.title)]}
    />
  );
}
