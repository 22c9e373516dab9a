import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { island } from '~/features/app-shell/island';
import '~/features/parts/part-styles';
import { ServedPageHead, ServedPageSlot, apiScreenOnLoad } from '~/features/parts/served-page-slot';
import { routeHead } from '../../route-head';

// A visitor on a page the site server rendered does not see the screen: its chunk is asked
// for with the template only when it will be shown.
const CompareScreen = island(() => import('~/features/parts/compare-screen').then((m) => m.CompareScreen), {
  withTemplate: apiScreenOnLoad,
});

/**
 * /rep/compare/<a>/<b> (and the query form /rep/compare?a=…&b=…): two parts side by side,
 * rendered by the site server into this page's slot (decision 095), which the browser keeps as it
 * is for a visitor, or read from the API in the browser (decision 032).
 */
export default function ComparePage({ location }: PageProps<object, SitePageContext>) {
  return <ServedPageSlot kind="compare" location={location} screen={CompareScreen} />;
}

const RouteHead = routeHead('pages:rep-compare');

export function Head(props: HeadProps<object, SitePageContext>) {
  return <ServedPageHead kind="compare" routeHead={RouteHead} {...props} />;
}
