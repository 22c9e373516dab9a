import React from 'react';
import type { PageProps } from 'gatsby';
import { routeHead } from '../../route-head';
import { CompareScreen } from '~/features/parts/compare-screen';
import type { SitePageContext } from '@site/routing';

/** /rep/compare?a=…&b=…: two parts side by side, read from the API in the browser (decision 032). */
export default function ComparePage({ location }: PageProps<object, SitePageContext>) {
  return <CompareScreen search={location.search} />;
}

export const Head = routeHead('pages:rep-compare');
