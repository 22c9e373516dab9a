import React from 'react';
import { StaticMarkup } from '../../components/static-markup';
import type { ExtraBundle } from '../../i18n/bundles';
import { useHydrated } from '../../lib/use-hydrated';
import { sessionStore, useSession } from '../session/session-store';
import { PAGE_SLOT_ID, PUBLIC_DATA_ID } from './part-page-data';

/*
 * The part pages the site server renders (decision 095) in the browser: the server's markup is
 * the page, and React keeps it as it is (`StaticMarkup`: no component of the part view runs,
 * none of its code loads; docs/decisions/098-phone-main-thread-work.md, seventh round). A
 * member gets the screens of decision 032 once the page runs, which read everything from the
 * API with their token; a client-side render of the address (a navigation, history) shows the
 * same screens.
 */

/** The string bundles of the API screens, which load them with their chunk (not the route's, decision 098). */
export const PARTS_STRINGS: readonly ExtraBundle[] = ['parts'];

/**
 * Whether this document's first render will show the API screen: not on a page the site server
 * rendered (its data beside the root) unless a member reads it. The route asks for the screen's
 * chunk with its template only then (`island`'s `withTemplate`).
 */
export function apiScreenOnLoad(): boolean {
  const served = typeof document !== 'undefined' && document.getElementById(PUBLIC_DATA_ID) !== null;
  return !served || sessionStore.token() !== null;
}

export interface ServedPageSlotProps {
  /** Whether the document is the site server's page of this address (`embeddedPageData`). */
  served: boolean;
  /** The API screen: a member's view of a served page, every view of any other. */
  children: React.ReactNode;
}

/** The route's slot, which the site server fills: kept for visitors, the screen for members. */
export function ServedPageSlot({ served, children }: ServedPageSlotProps) {
  const hydrated = useHydrated();
  const { loggedIn } = useSession();
  if (!served) return <div id={PAGE_SLOT_ID}>{children}</div>;
  return (
    <StaticMarkup id={PAGE_SLOT_ID} links="document" sameAsServer={!(hydrated && loggedIn)}>
      {children}
    </StaticMarkup>
  );
}
