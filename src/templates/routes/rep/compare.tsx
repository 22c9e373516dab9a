import React from 'react';
import type { PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { island } from '~/features/app-shell/island';
import '~/features/parts/part-styles';
import { routeHead } from '../../route-head';

const CompareScreen = island(() => import('~/features/parts/compare-screen').then((m) => m.CompareScreen));

/** /rep/compare?a=…&b=…: two parts side by side, read from the API in the browser (decision 032). */
export default function ComparePage({ location }: PageProps<object, SitePageContext>) {
  return <CompareScreen search={location.search} />;
}

export const Head = routeHead('pages:rep-compare');
