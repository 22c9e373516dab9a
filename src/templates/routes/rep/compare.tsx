import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { BundleGate } from '~/features/app-shell/bundle-gate';
import { island } from '~/features/app-shell/island';
import '~/features/parts/part-styles';
import { embeddedPageData, partScreenSearch } from '~/features/parts/part-page-data';
import { PARTS_STRINGS, ServedPageSlot, apiScreenOnLoad } from '~/features/parts/served-page-slot';
import { PartPageHead } from '~/features/parts/part-page-head';
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
  const pathname = location.pathname ?? '';
  const data = embeddedPageData(pathname);
  const search = partScreenSearch(pathname, location.search ?? '');
  return (
    <ServedPageSlot served={data?.kind === 'compare'}>
      <BundleGate bundles={PARTS_STRINGS}>
        <CompareScreen search={search} />
      </BundleGate>
    </ServedPageSlot>
  );
}

const RouteHead = routeHead('pages:rep-compare');

export function Head(props: HeadProps<object, SitePageContext>) {
  const data = embeddedPageData(props.location.pathname ?? '');
  if (data?.kind !== 'compare' || !data.head) return <RouteHead {...props} />;
  return <PartPageHead head={data.head} />;
}
