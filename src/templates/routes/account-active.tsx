import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { PageFrame } from '../../components/page-frame';
import { SiteHead, headT } from '../../components/seo/site-head';
import type { SitePageContext } from '@site/routing';
import { TAKE_LINK_TOKEN_SCRIPT, linkTokenSearch } from '../../features/auth/components/link-token';
import { AccountActivationScreen } from '../../features/auth/components/account-activation-screen';

export default function AccountActivePage({ location }: PageProps<object, SitePageContext>) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages:account-active.title')} intro={t('pages:account-active.description')}>
      <AccountActivationScreen search={linkTokenSearch(location)} />
    </PageFrame>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const t = headT(pageContext.locale);
  return (
    <SiteHead
      pageContext={pageContext}
      title={t('pages:account-active.title')}
      description={t('pages:account-active.description')}
    >
      {/* The address holds a one-time token: it must not leak to other sites (security.md item 3). */}
      <meta name="referrer" content="no-referrer" />
      {/* Takes the token out of the address before Gatsby starts (decision 042). */}
      <script dangerouslySetInnerHTML={{ __html: TAKE_LINK_TOKEN_SCRIPT }} />
    </SiteHead>
  );
}
