import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { SiteHead, headT, pageUrl, siteNameOf } from '../../components/seo/site-head';
import { webSiteLd } from '../../components/seo/structured-data';
import { publicConfig } from '../../config/public-config';
import { brandItem, newsItem, type BrandNode, type NewsNode } from '@site/cms-content/src/list-items';
import { HomeScreen } from '../../features/listing/home-screen';
import type { SitePageContext } from '@site/routing';

interface HomeData {
  news: { nodes: NewsNode[] };
  brands: { nodes: BrandNode[] };
  enterprises: { totalCount: number };
  categories: { nodes: { slug: string; name: string }[] };
}

/** '/': tiles for the main sections, filled from the CMS at build time. */
export default function HomePage({ data }: PageProps<HomeData, SitePageContext>) {
  const { t } = useTranslation();
  return (
    <HomeScreen
      title={t('pages:home.title')}
      latestNews={data.news.nodes.map(newsItem)}
      featuredBrands={data.brands.nodes.map(brandItem)}
      enterpriseCount={data.enterprises.totalCount}
      enterpriseCategories={data.categories.nodes}
    />
  );
}

export function Head({ pageContext }: HeadProps<HomeData, SitePageContext>) {
  const t = headT(pageContext.locale);
  const description = t('pages:home.description');
  const website = webSiteLd({
    siteUrl: publicConfig.siteUrl,
    name: siteNameOf(pageContext.locale),
    locale: pageContext.locale,
    url: pageUrl(pageContext),
    description: t('common:site.tagline'),
  });
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:home.title')}
      description={description}
      structuredData={[website]}
    />
  );
}

export const query = graphql`
  query HomePage($locale: String!) {
    news: allCmsNewsArticle(
      filter: { locale: { eq: $locale } }
      sort: [{ date: DESC }, { slug: ASC }]
      limit: 5
    ) {
      nodes {
        slug
        title
        date(formatString: "YYYY-MM-DD")
        year
        hot
        membersOnly
        tags {
          slug
          name
        }
      }
    }
    brands: allCmsBrand(
      filter: { locale: { eq: $locale }, recommended: { eq: true } }
      sort: [{ name: ASC }, { slug: ASC }]
      limit: 6
    ) {
      nodes {
        slug
        name
        recommended
        automotiveGrade
        membersOnly
      }
    }
    enterprises: allCmsEnterprise(filter: { locale: { eq: $locale } }) {
      totalCount
    }
    categories: allCmsCategory(
      filter: { locale: { eq: $locale }, kind: { eq: "enterprise" } }
      sort: [{ name: ASC }]
    ) {
      nodes {
        slug
        name
      }
    }
  }
`;
