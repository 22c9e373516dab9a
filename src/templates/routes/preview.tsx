import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { SiteHead, headT } from '../../components/seo/site-head';
import type { SitePageContext } from '@site/routing';
import { PreviewScreen } from '../../features/preview/preview-screen';

/** `/preview`: an unpublished item opened from the CMS (decision 073); not indexed. */
export default function PreviewPage({ pageContext }: PageProps<object, SitePageContext>) {
  return <PreviewScreen pageContext={pageContext} />;
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={{ ...pageContext, indexable: false }}
      title={t('pages:preview.title')}
      description={t('pages:preview.description')}
    />
  );
}
