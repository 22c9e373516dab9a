import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { LocalizedLink } from '../components/localized-link';
import { PageFrame } from '../components/page-frame';
import { SiteHead, detailBreadcrumbs, headT } from '../components/seo/site-head';
import type { DetailPageContext } from '@site/routing';
import { formatDate, isoDate } from '../i18n/format-date';
import { RichText } from '../features/content/rich-text';
import * as styles from '../features/content/detail-layout.module.css';

interface AnnounceDetailData {
  notice: {
    title: string;
    date: string;
    category: { name: string; slug: string } | null;
    bodyHtml: string | null;
  };
}

export default function AnnounceDetail({
  data,
  pageContext,
}: PageProps<AnnounceDetailData, DetailPageContext>) {
  const { t } = useTranslation();
  const { notice } = data;
  return (
    <PageFrame element="article" title={notice.title}>
      <div className={styles.meta}>
        <time dateTime={isoDate(notice.date)}>{formatDate(notice.date, pageContext.locale)}</time>
        {notice.category && (
          <LocalizedLink to="/announce" search={`?category=${encodeURIComponent(notice.category.slug)}`}>
            {notice.category.name}
          </LocalizedLink>
        )}
      </div>
      <div className={`${styles.layout} ${styles.mobile}`}>
        {notice.bodyHtml && <RichText html={notice.bodyHtml} />}
      </div>
      <LocalizedLink to="/announce" className={styles.back}>
        {t('announce:detail.backToList')}
      </LocalizedLink>
    </PageFrame>
  );
}

export function Head({ data, pageContext }: HeadProps<AnnounceDetailData, DetailPageContext>) {
  const t = headT(pageContext.locale);
  const { notice } = data;
  return (
    <SiteHead
      pageContext={pageContext}
      title={notice.title}
      description={t('announce:detail.metaDescription', {
        title: notice.title,
        date: formatDate(notice.date, pageContext.locale),
      })}
      type="article"
      structuredData={[detailBreadcrumbs(pageContext, 'announce', notice.title)]}
    />
  );
}

export const query = graphql`
  query AnnounceDetail($id: String!) {
    notice: cmsNotice(id: { eq: $id }) {
      title
      date
      category {
        name
        slug
      }
      bodyHtml
    }
  }
`;
