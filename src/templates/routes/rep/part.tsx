import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { island } from '~/features/app-shell/island';
import '~/features/parts/part-styles';
import { ServedPageHead, ServedPageSlot, apiScreenOnLoad } from '~/features/parts/served-page-slot';
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
  return <ServedPageSlot kind="part" location={location} screen={PartScreen} />;
}

const RouteHead = routeHead('pages:rep-part');

export function Head(props: HeadProps<object, SitePageContext>) {
  return <ServedPageHead kind="part" routeHead={RouteHead} {...props} />;
}
