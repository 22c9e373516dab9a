import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { DetailPageContext } from '@site/routing';
import { useTranslation } from '../i18n/react';
import { LocalizedLink } from '../components/localized-link';
import { ArticleDetail, ArticleHead } from '../features/content/article-detail';
import { headT, pageUrl, siteNameOf } from '../components/seo/site-head';
import { MEMBERS_ONLY_BODY_CLASS, absoluteUrl, newsArticleLd } from '../components/seo/structured-data';
import { SITE_FILES } from '../components/seo/site-files';
import { publicConfig } from '../config/public-config';
import { Badge } from '../components/badge/badge';
import { CmsImage, type CmsImageFile } from '../components/cms-image/cms-image';
import { isoDate } from '../i18n/format-date';
import { NotSyncedMessage } from '../features/content/not-synced-message';
import { RichText } from '../features/content/rich-text';
import { MembersOnlyContent } from '../features/members-content/members-only-content';
import * as styles from '../features/content/detail-layout.module.css';

interface Neighbour {
  slug: string;
  title: string;
}

interface NewsDetailData {
  article: {
    slug: string;
    title: string;
    date: string;
    summary: string | null;
    hot: boolean;
    membersOnly: boolean;
    detailSynced: boolean;
    bodyHtml: string | null;
    cover: (CmsImageFile & { alternativeText: string | null }) | null;
    category: { name: string; slug: string } | null;
    tags: { name: string; slug: string }[];
    relatedBrands: { name: string; slug: string }[];
  };
  previous: Neighbour | null;
  next: Neighbour | null;
}

/** The cover fills the main column of the desktop layout (content width less the side column). */
const COVER_SIZES = '(min-width: 1200px) 850px, 70vw';

function NewsBody({ article }: { article: NewsDetailData['article'] }) {
  const { t } = useTranslation();
  if (!article.detailSynced) return <NotSyncedMessage message={t('news:detail.notSynced')} />;
  if (article.membersOnly) {
    // The class names the part only members see, for the article's structured data.
    return (
      <div className={MEMBERS_ONLY_BODY_CLASS}>
        <MembersOnlyContent kind="news" slug={article.slug} />
      </div>
    );
  }
  return article.bodyHtml ? <RichText html={article.bodyHtml} /> : null;
}

export default function NewsDetail({ data, pageContext }: PageProps<NewsDetailData, DetailPageContext>) {
  const { t } = useTranslation();
  const { article, previous, next } = data;
  const { locale, device } = pageContext;

  const facts = (
    <>
      {article.tags.length > 0 && (
        <section aria-labelledby="news-tags">
          <h2 id="news-tags" className={styles.sectionTitle}>
            {t('news:detail.tags')}
          </h2>
          <ul className={styles.chips}>
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <LocalizedLink
                  to="/news"
                  search={`?tag=${encodeURIComponent(tag.slug)}`}
                  className={styles.chip}
                >
                  #{tag.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {article.relatedBrands.length > 0 && (
        <section aria-labelledby="news-brands">
          <h2 id="news-brands" className={styles.sectionTitle}>
            {t('news:detail.relatedBrands')}
          </h2>
          <ul className={styles.chips}>
            {article.relatedBrands.map((brand) => (
              <li key={brand.slug}>
                <LocalizedLink to={`/brand/${encodeURIComponent(brand.slug)}`} className={styles.chip}>
                  {brand.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
  const hasFacts = article.tags.length > 0 || article.relatedBrands.length > 0;

  const labels = (
    <>
      {article.hot && <Badge tone="hot">{t('news:detail.hot')}</Badge>}
      {article.membersOnly && <Badge tone="members">{t('common:member.membersOnly')}</Badge>}
    </>
  );
  const pager = (previous || next) && (
    <nav aria-label={t('news:detail.pager')}>
      <ul className={styles.pager}>
        <li>
          {previous && (
            <LocalizedLink
              to={`/news/${encodeURIComponent(previous.slug)}`}
              rel="prev"
              className={styles.pagerLink}
            >
              <span className={styles.pagerLabel}>{t('news:detail.previous')}</span>
              <span>{previous.title}</span>
            </LocalizedLink>
          )}
        </li>
        <li>
          {next && (
            <LocalizedLink
              to={`/news/${encodeURIComponent(next.slug)}`}
              rel="next"
              className={`${styles.pagerLink} ${styles.pagerNext}`}
            >
              <span className={styles.pagerLabel}>{t('news:detail.next')}</span>
              <span>{next.title}</span>
            </LocalizedLink>
          )}
        </li>
      </ul>
    </nav>
  );

  return (
    <ArticleDetail
      section="news"
      article={article}
      locale={locale}
      columns={device}
      labels={labels}
      after={pager}
      backLabel={t('news:detail.backToList')}
    >
      <div className={styles.main}>
        {article.cover && device === 'pc' && (
          // The first picture of the page: loaded at once, before anything below it.
          <CmsImage
            className={styles.cover}
            image={article.cover}
            alt={article.cover.alternativeText ?? ''}
            sizes={COVER_SIZES}
            priority="high"
          />
        )}
        <NewsBody article={article} />
      </div>
      {hasFacts && <aside className={styles.aside}>{facts}</aside>}
    </ArticleDetail>
  );
}

export function Head({ data, pageContext }: HeadProps<NewsDetailData, DetailPageContext>) {
  const t = headT(pageContext.locale);
  const { article } = data;
  const description = article.summary ?? t('news:detail.metaDescription', { title: article.title });
  const image = article.cover
    ? {
        url: article.cover.url,
        alt: article.cover.alternativeText ?? article.title,
        width: article.cover.width ?? undefined,
        height: article.cover.height ?? undefined,
      }
    : null;
  const url = pageUrl(pageContext);
  const articleData = newsArticleLd({
    siteUrl: publicConfig.siteUrl,
    name: siteNameOf(pageContext.locale),
    locale: pageContext.locale,
    url,
    headline: article.title,
    description,
    datePublished: article.date.includes('T') ? article.date : isoDate(article.date),
    image: absoluteUrl(publicConfig.siteUrl, image?.url ?? SITE_FILES.sharingImage.url),
    keywords: article.tags.map((tag) => tag.name),
    section: article.category?.name,
    membersOnly: article.membersOnly,
  });
  return (
    <ArticleHead
      section="news"
      pageContext={pageContext}
      title={article.title}
      description={description}
      image={image}
      structuredData={[articleData]}
    />
  );
}

export const query = graphql`
  query NewsDetail($id: String!, $previousId: String!, $nextId: String!) {
    article: cmsNewsArticle(id: { eq: $id }) {
      slug
      title
      date
      summary
      hot
      membersOnly
      detailSynced
      bodyHtml
      cover {
        url
        width
        height
        srcSet
        sources {
          type
          srcSet
        }
        alternativeText
      }
      category {
        name
        slug
      }
      tags {
        name
        slug
      }
      relatedBrands {
        name
        slug
      }
    }
    previous: cmsNewsArticle(id: { eq: $previousId }) {
      slug
      title
    }
    next: cmsNewsArticle(id: { eq: $nextId }) {
      slug
      title
    }
  }
`;
