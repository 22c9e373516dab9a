import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { SiteHead, headT } from '../../components/seo/site-head';
import { brandItem, newsItem, type BrandNode, type NewsNode } from '../../features/listing/from-nodes';
import { HomeScreen } from '../../features/listing/home-screen';
import type { SitePageContext } from '../../lib/page-context';

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
  return <SiteHead pageContext={pageContext} title={t('pages:home.title')} description={t('pages:home.description')} />;
}

export const query = graphql`
  query HomePage($locale: String!) {
    news: allCmsNewsArticle(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }], limit: 5) {
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
    categories: allCmsCategory(filter: { locale: { eq: $locale }, kind: { eq: "enterprise" } }, sort: [{ name: ASC }]) {
      nodes {
        slug
        name
      }
    }
  }
`;
