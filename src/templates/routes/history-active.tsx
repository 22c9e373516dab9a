import React from 'react';
import type { PageProps } from 'gatsby';
import { PageFrame } from '../../components/page-frame';
import { routeHead, usePageTexts } from '../route-head';
import type { SitePageContext } from '@site/routing';
import { linkTokenSearch } from '../../features/auth/components/link-token';
import { ConsentScreen } from '../../features/auth/components/consent-screen';
import type { ConsentHandoff } from '../../features/auth/components/login-form';

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
