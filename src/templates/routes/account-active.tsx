import React from 'react';
import type { PageProps } from 'gatsby';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import type { SitePageContext } from '@site/routing';
import { linkTokenSearch } from '../../features/auth/components/link-token';
import { AccountActivationScreen } from '../../features/auth/components/account-activation-screen';

export default function AccountActivePage({ location }: PageProps<object, SitePageContext>) {
  const { title, intro } = usePageTexts('pages:account-active');
  return (
    <PageFrame title={title} intro={intro}>
      <AccountActivationScreen search={linkTokenSearch(location)} />
    </PageFrame>
  );
}

export const Head = routeHead('pages:account-active', { linkToken: true });
