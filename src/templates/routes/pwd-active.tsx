import React from 'react';
import type { PageProps } from 'gatsby';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import type { SitePageContext } from '@site/routing';
import { linkTokenSearch } from '../../features/auth/components/link-token';
import { PasswordResetScreen } from '../../features/auth/components/password-reset-screen';

export default function PwdActivePage({ location }: PageProps<object, SitePageContext>) {
  const { title, intro } = usePageTexts('pages:pwd-active');
  return (
    <PageFrame title={title} intro={intro}>
      <PasswordResetScreen search={linkTokenSearch(location)} />
    </PageFrame>
  );
}

export const Head = routeHead('pages:pwd-active', { linkToken: true });
