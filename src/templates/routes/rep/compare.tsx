import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { island } from '~/features/app-shell/island';
import '~/features/parts/part-styles';
import { PAGE_SLOT_ID, embeddedPageData, partScreenSearch } from '~/features/parts/part-page-data';
import { PartPageHead } from '~/features/parts/part-page-head';
import { routeHead } from '../../route-head';

const CompareScreen = island(() => import('~/features/parts/compare-screen').then((m) => m.CompareScreen));
const ServerCompareScreen = island(() =>
  import('~/features/parts/server-compare-screen').then((m) => m.ServerCompareScreen),
);

/**
 * /rep/compare/<a>/<b> (and the query form /rep/compare?a=…&b=…): two parts side by side,
 * rendered by the site server into this page's slot (decision 095) or read from the API in
 * the browser (decision 032).
 */
export default function ComparePage({ location }: PageProps<object, SitePageContext>) {
  const pathname = location.pathname ?? '';
  const data = embeddedPageData(pathname);
  const search = partScreenSearch(pathname, location.search ?? '');
  return (
    <div id={PAGE_SLOT_ID}>
      {data?.kind === 'compare' ? (
        <ServerCompareScreen data={data} search={search} />
      ) : (
        <CompareScreen search={search} />
      )}
    </div>
  );
}

const RouteHead = routeHead('pages:rep-compare');

export function Head(props: HeadProps<object, SitePageContext>) {
  const data = embeddedPageData(props.location.pathname ?? '');
  if (data?.kind !== 'compare') return <RouteHead {...props} />;
  return <PartPageHead data={data} locale={props.pageContext.locale} device={props.pageContext.device} />;
}
