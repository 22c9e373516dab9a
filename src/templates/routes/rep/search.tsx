import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from '../../../i18n/react';
import { PageFrame } from '../../../components/page-frame';
import { SiteHead, headT } from '../../../components/seo/site-head';
import { PartSearchScreen } from '../../../features/parts/part-search-screen';
import type { SitePageContext } from '@site/routing';

/** /rep/search: a static form; results come from the parts API for the URL's query. */
export default function PartSearchPage({ location }: PageProps<object, SitePageContext>) {
  const { t } = useTranslation();
  return (
    // On a phone the results come first: the page's description stays in its meta tags.
    <PageFrame
      title={t('pages:rep-search.title')}
      intro={t('pages:rep-search.description')}
      introOnPhone={false}
    >
      <PartSearchScreen search={location.search} />
    </PageFrame>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:rep-search.title')}
      description={t('pages:rep-search.description')}
    />
  );
}
