import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { island } from '~/features/app-shell/island';
import '~/features/parts/part-styles';
import { PAGE_SLOT_ID, embeddedPageData, partScreenSearch } from '~/features/parts/part-page-data';
import { PartPageHead } from '~/features/parts/part-page-head';
import { routeHead } from '../../route-head';

const PartScreen = island(() => import('~/features/parts/part-screen').then((m) => m.PartScreen));
const ServerPartScreen = island(() =>
  import('~/features/parts/server-part-screen').then((m) => m.ServerPartScreen),
);

/**
 * /rep/part/<id> (and the query form /rep/part?id=…): the site server renders a part into this
 * page's slot with the part's data beside it (decision 095), which the browser hydrates; a
 * client-side navigation, or a page without that data, reads the part from the API (decision 032).
 */
export default function PartPage({ location }: PageProps<object, SitePageContext>) {
  const pathname = location.pathname ?? '';
  const data = embeddedPageData(pathname);
  const search = partScreenSearch(pathname, location.search ?? '');
  return (
    <div id={PAGE_SLOT_ID}>
      {data?.kind === 'part' ? (
        <ServerPartScreen data={data} search={search} />
      ) : (
        <PartScreen search={search} />
      )}
    </div>
  );
}

const RouteHead = routeHead('pages:rep-part');

export function Head(props: HeadProps<object, SitePageContext>) {
  const data = embeddedPageData(props.location.pathname ?? '');
  if (data?.kind !== 'part') return <RouteHead {...props} />;
  return <PartPageHead data={data} locale={props.pageContext.locale} device={props.pageContext.device} />;
}
