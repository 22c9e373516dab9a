import React from 'react';
import type { PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { PageFrame } from '~/components/page-frame';
import { island } from '~/features/app-shell/island';
import { linkTokenSearch } from '~/features/auth/components/link-token';
import '~/features/auth/components/auth-styles';
import { routeHead, usePageTexts } from '../route-head';

const PasswordResetScreen = island(() =>
  import('~/features/auth/components/password-reset-screen').then((m) => m.PasswordResetScreen),
);

export default function PwdActivePage({ location }: PageProps<object, SitePageContext>) {
  const { title, intro } = usePageTexts('pages:pwd-active');
  return (
    <PageFrame title={title} intro={intro}>
      <PasswordResetScreen search={linkTokenSearch(location)} />
    </PageFrame>
  );
}

export const Head = routeHead('pages:pwd-active', { linkToken: true });
