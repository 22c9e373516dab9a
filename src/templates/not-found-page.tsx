import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { PageFrame } from '../components/page-frame';
import { LocalizedLink } from '../components/localized-link';
import { SiteHead, headT } from '../components/seo/site-head';
import type { SitePageContext } from '../lib/page-context';

/** The catch-all not-found page, one per locale and layout; served with status 404. */
export default function NotFoundPage({ location }: PageProps<object, SitePageContext>) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:notFound.title')}>
      <p role="alert" data-testid="not-found-message">
        {t('common:notFound.message', { path: location.pathname })}
      </p>
      <p>{t('common:notFound.hint')}</p>
      <p>
        <LocalizedLink to="/">{t('common:notFound.backHome')}</LocalizedLink>
      </p>
    </PageFrame>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return <SiteHead pageContext={pageContext} title={t('pages:not-found.title')} description={t('pages:not-found.description')} />;
}
