import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { PageFrame } from '../components/page-frame';
import { SiteHead, headT } from '../components/seo/site-head';
import { PAGE_DESCRIPTION_KEYS, PAGE_TITLE_KEYS, pageKeyForRoute } from '../lib/page-keys';
import type { SitePageContext } from '../lib/page-context';

/** Frame of a route whose screen is filled by its own feature. */
export default function StaticRoutePage({ pageContext }: PageProps<object, SitePageContext>) {
  const { t } = useTranslation();
  const key = pageKeyForRoute(pageContext.route);
  return <PageFrame title={t(PAGE_TITLE_KEYS[key])} intro={t(PAGE_DESCRIPTION_KEYS[key])} />;
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  const key = pageKeyForRoute(pageContext.route);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t(PAGE_TITLE_KEYS[key])}
      description={t(PAGE_DESCRIPTION_KEYS[key])}
    />
  );
}
