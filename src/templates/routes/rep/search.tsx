import React from 'react';
import type { PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { PageFrame } from '~/components/page-frame';
import { island } from '~/features/app-shell/island';
import '~/features/parts/part-search-styles';
import { routeHead, usePageTexts } from '../../route-head';

const PartSearchScreen = island(() =>
  import('~/features/parts/part-search-screen').then((m) => m.PartSearchScreen),
);

/** /rep/search: a static form; results come from the parts API for the URL's query. */
export default function PartSearchPage({ location }: PageProps<object, SitePageContext>) {
  const { title, intro } = usePageTexts('pages:rep-search');
  return (
    // On a phone the results come first: the page's description stays in its meta tags.
    <PageFrame title={title} intro={intro} introOnPhone={false}>
      <PartSearchScreen search={location.search} />
    </PageFrame>
  );
}

export const Head = routeHead('pages:rep-search');
