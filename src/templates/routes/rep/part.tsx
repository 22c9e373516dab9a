import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { SiteHead, headT } from '../../../components/seo/site-head';
import { PartScreen } from '../../../features/parts/part-screen';
import type { SitePageContext } from '@site/routing';

/**
 * /rep/part?id=…: one static page for every part (millions cannot be prebuilt); the part
 * is read from the API in the browser (decision 032).
 */
export default function PartPage({ location }: PageProps<object, SitePageContext>) {
  return <PartScreen search={location.search} />;
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:rep-part.title')}
      description={t('pages:rep-part.description')}
    />
  );
}
