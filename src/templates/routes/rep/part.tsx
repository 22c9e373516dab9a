import React from 'react';
import type { PageProps } from 'gatsby';
import { routeHead } from '../../route-head';
import { PartScreen } from '~/features/parts/part-screen';
import type { SitePageContext } from '@site/routing';

/**
 * /rep/part?id=…: one static page for every part (millions cannot be prebuilt); the part
 * is read from the API in the browser (decision 032).
 */
export default function PartPage({ location }: PageProps<object, SitePageContext>) {
  return <PartScreen search={location.search} />;
}

export const Head = routeHead('pages:rep-part');
