import React, { type ComponentType } from 'react';
import type { HeadProps } from 'gatsby';
import type { SitePageContext } from '@site/routing';
import { StaticMarkup } from '../../components/static-markup';
import { BundleGate } from '../app-shell/bundle-gate';
import { useHydrated } from '../../lib/use-hydrated';
import { sessionStore, useSession } from '../session/session-store';
import { PartPageHead } from './part-page-head';
import {
  PAGE_SLOT_ID,
  embeddedDataElement,
  embeddedPageData,
  partScreenSearch,
  type PublicPageData,
} from './part-page-data';

/*
 * The part pages the site server renders (decision 095) in the browser, for both routes
 * (`/rep/part`, `/rep/compare`): the server's markup is the page, and React keeps it as it is
 * (`StaticMarkup`: no component of the part view runs, none of its code loads;
 * docs/decisions/098-phone-main-thread-work.md, seventh round). A member gets the screens of
 * decision 032 once the page runs, which read everything from the API with their token; a
 * client-side render of the address (a navigation, history) shows the same screens.
 */

/**
 * Whether this document's first render will show the API screen: not on a page the site server
 * rendered (its data beside the root) unless a member reads it. The route asks for the screen's
 * chunk with its template only then (`island`'s `withTemplate`).
 */
export function apiScreenOnLoad(): boolean {
  return embeddedDataElement() === null || sessionStore.token() !== null;
}

type PageKind = PublicPageData['kind'];
type Location = { pathname?: string; search?: string };

export interface ServedPageSlotProps {
  /** The route's kind of page, which the embedded data must be for this address. */
  kind: PageKind;
  location: Location;
  /** The API screen: a member's view of a served page, every view of any other. */
  screen: ComponentType<{ search: string }>;
}

/**
 * The route's page: its slot, which the site server fills, kept for visitors; the API screen for
 * members and everywhere else, with the parts strings, which the screens load themselves (the
 * routes name none, so a visitor's page does without them).
 */
export function ServedPageSlot({ kind, location, screen: Screen }: ServedPageSlotProps) {
  const hydrated = useHydrated();
  const { loggedIn } = useSession();
  const pathname = location.pathname ?? '';
  const screen = (
    <BundleGate bundles={['parts']}>
      <Screen search={partScreenSearch(pathname, location.search ?? '')} />
    </BundleGate>
  );
  if (embeddedPageData(pathname)?.kind !== kind) return <div id={PAGE_SLOT_ID}>{screen}</div>;
  return (
    <StaticMarkup id={PAGE_SLOT_ID} links="document" sameAsServer={!(hydrated && loggedIn)}>
      {screen}
    </StaticMarkup>
  );
}

/** The route's head: the one the server embedded with its page, the route's own elsewhere. */
export function ServedPageHead({
  kind,
  routeHead: RouteHead,
  ...props
}: HeadProps<object, SitePageContext> & {
  kind: PageKind;
  routeHead: ComponentType<HeadProps<object, SitePageContext>>;
}) {
  const data = embeddedPageData(props.location.pathname ?? '');
  if (data?.kind !== kind || !data.head) return <RouteHead {...props} />;
  return <PartPageHead head={data.head} />;
}
