import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { DetailPageContext } from '@site/routing';
import { useTranslation } from '../i18n/react';
import { headT } from '../components/seo/site-head';
import { formatDate } from '../i18n/format-date';
import { ArticleDetail, ArticleHead } from '../features/content/article-detail';
import { RichText } from '../features/content/rich-text';

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
  // A notice has no side column: one column on either device.
  return (
    <ArticleDetail
      section="announce"
      article={notice}
      locale={pageContext.locale}
      columns="mobile"
      backLabel={t('announce:detail.backToList')}
    >
      {notice.bodyHtml && <RichText html={notice.bodyHtml} />}
    </ArticleDetail>
  );
}

export function Head({ data, pageContext }: HeadProps<AnnounceDetailData, DetailPageContext>) {
  const t = headT(pageContext.locale);
  const { notice } = data;
  return (
    <ArticleHead
      section="announce"
      pageContext={pageContext}
      title={notice.title}
      description={t('announce:detail.metaDescription', {
        title: notice.title,
        date: formatDate(notice.date, pageContext.locale),
      })}
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
