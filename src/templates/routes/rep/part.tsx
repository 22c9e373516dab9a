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
const PartScreen = island(() => import('~/features/parts/part-screen').then((m) => m.PartScreen), {
  withTemplate: apiScreenOnLoad,
});

/**
 * /rep/part/<id> (and the query form /rep/part?id=…): the site server renders a part into this
 * page's slot with the part's data beside it (decision 095), which the browser keeps as it is for
 * a visitor; a member, a client-side navigation or a page without that data get the screen that
 * reads the part from the API (decision 032).
 */
export default function PartPage({ location }: PageProps<object, SitePageContext>) {
  const pathname = location.pathname ?? '';
  const data = embeddedPageData(pathname);
  const search = partScreenSearch(pathname, location.search ?? '');
  return (
    <ServedPageSlot served={data?.kind === 'part'}>
      <BundleGate bundles={PARTS_STRINGS}>
        <PartScreen search={search} />
      </BundleGate>
    </ServedPageSlot>
  );
}

const RouteHead = routeHead('pages:rep-part');

export function Head(props: HeadProps<object, SitePageContext>) {
  const data = embeddedPageData(props.location.pathname ?? '');
  if (data?.kind !== 'part' || !data.head) return <RouteHead {...props} />;
  return <PartPageHead head={data.head} />;
}
