import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { SiteHead, headT } from '../../../components/seo/site-head';
import { CompareScreen } from '../../../features/parts/compare-screen';
import type { SitePageContext } from '@site/routing';

/** /rep/compare?a=…&b=…: two parts side by side, read from the API in the browser (decision 032). */
export default function ComparePage({ location }: PageProps<object, SitePageContext>) {
  return <CompareScreen search={location.search} />;
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:rep-compare.title')}
      description={t('pages:rep-compare.description')}
    />
  );
}
