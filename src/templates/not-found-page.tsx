import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { PageFrame } from '../components/page-frame';
import { LocalizedLink } from '../components/localized-link';
import { SiteHead, headT } from '../components/seo/site-head';
import { publicConfig } from '../config/public-config';
import type { SitePageContext } from '@site/routing';
import { pageIdentity } from '../lib/page-identity';
import { useHydrated } from '../lib/use-hydrated';

/**
 * The catch-all not-found page, one per locale and layout; served with status 404 at any
 * unknown address. Its static HTML is rendered at `<prefix>/404.html`, so the address the
 * visitor asked for is only known in the browser: the message names it once the page has
 * hydrated, so the hydrated page matches the server's HTML.
 */
export default function NotFoundPage({ location }: PageProps<object, SitePageContext>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <PageFrame title={t('common:notFound.title')}>
      <p role="alert" data-testid="not-found-message">
        {/* A no-break space holds the line until the address is known, so nothing moves. */}
        {hydrated ? t('common:notFound.message', { path: location.pathname }) : '\u00a0'}
      </p>
      <p>{t('common:notFound.hint')}</p>
      <p>
        <LocalizedLink to="/">{t('common:notFound.backHome')}</LocalizedLink>
      </p>
    </PageFrame>
  );
}

export function Head({ pageContext, location }: HeadProps<object, SitePageContext>) {
  // The language and layout of the address, like the page itself (page-identity.ts).
  const identity = pageIdentity(pageContext, location.pathname, publicConfig.rootDevice);
  const t = headT(identity.locale);
  return (
    <SiteHead
      pageContext={{ ...pageContext, ...identity, alternates: [], indexable: false }}
      title={t('pages:not-found.title')}
      description={t('pages:not-found.description')}
    />
  );
}
