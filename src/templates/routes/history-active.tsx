import React from 'react';
import type { PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { PageFrame } from '~/components/page-frame';
import { island } from '~/features/app-shell/island';
import { linkTokenSearch } from '~/features/auth/components/link-token';
import type { ConsentHandoff } from '~/features/auth/components/login-form';
import '~/features/auth/components/auth-styles';
import { routeHead, usePageTexts } from '../route-head';

const ConsentScreen = island(() =>
  import('~/features/auth/components/consent-screen').then((m) => m.ConsentScreen),
);

export default function HistoryActivePage({ location }: PageProps<object, SitePageContext>) {
  const { title, intro } = usePageTexts('pages:history-active');
  return (
    <PageFrame title={title} intro={intro}>
      <ConsentScreen
        search={linkTokenSearch(location)}
        email={(location.state as ConsentHandoff | null)?.consentEmail}
      />
    </PageFrame>
  );
}

export const Head = routeHead('pages:history-active', { linkToken: true });
