import React from 'react';
import type { HeadProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { useTranslation } from '../i18n/react';
import type { Resources } from '../i18n/resource-types';
import { SiteHead, headT } from '../components/seo/site-head';
import { TAKE_LINK_TOKEN_SCRIPT } from '../features/auth/components/link-token';

/**
 * A route's own texts: `pages:<route>` holds its `title` and `description`, used by the page
 * (heading and intro) and by its head (title, description, sharing tags). Written once per
 * route as `'pages:login'`, which the i18n check reads as using both.
 */
export type PageTexts = `pages:${keyof Resources['pages'] & string}`;

/** The page's heading and intro for `PageFrame`, in the reader's language. */
export function usePageTexts(key: PageTexts): { title: string; intro: string } {
  const { t } = useTranslation();
  return { title: t(`${key}.title`), intro: t(`${key}.description`) };
}

/**
 * The `Head` of a route whose head is its own texts. `linkToken`: the page is opened from a
 * mailed link with a one-time token in its address, which must leak to no other site
 * (security.md item 3) and leaves the address before Gatsby starts (decision 042).
 */
export function routeHead(key: PageTexts, options: { linkToken?: boolean } = {}) {
  return function Head({ pageContext }: HeadProps<object, SitePageContext>) {
    const t = headT(pageContext.locale);
    return (
      <SiteHead pageContext={pageContext} title={t(`${key}.title`)} description={t(`${key}.description`)}>
        {options.linkToken && <meta name="referrer" content="no-referrer" />}
        {options.linkToken && <script dangerouslySetInnerHTML={{ __html: TAKE_LINK_TOKEN_SCRIPT }} />}
      </SiteHead>
    );
  };
}
