import React from 'react';
import type { PageProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { island } from '~/features/app-shell/island';
import '~/features/parts/part-styles';
import { routeHead } from '../../route-head';

const PartScreen = island(() => import('~/features/parts/part-screen').then((m) => m.PartScreen));

/**
 * /rep/part?id=…: one static page for every part (millions cannot be prebuilt); the part
 * is read from the API in the browser (decision 032).
 */
export default function PartPage({ location }: PageProps<object, SitePageContext>) {
  return <PartScreen search={location.search} />;
}

export const Head = routeHead('pages:rep-part');
