import { FORM_BUNDLES, routeRecord, type StringBundle } from '@site/routing';

/**
 * The browser loads a language's strings in bundles of namespaces, each its own chunk.
 * `core` (the app shell and every content page) is loaded before any page hydrates; the
 * others only where a screen uses them, so a news article does not download the parts
 * search's or the forms' strings (docs/decisions/041-first-load-javascript.md).
 */
export const BUNDLES = {
  core: ['about', 'announce', 'brand', 'common', 'home', 'legal', 'member', 'news', 'org', 'pages', 'rep'],
  validation: ['validation'],
  forms: ['account', 'contact'],
  parts: ['parts'],
} as const satisfies Record<'core' | StringBundle, readonly string[]>;

export type Bundle = keyof typeof BUNDLES;
export type ExtraBundle = Exclude<Bundle, 'core'>;
export type BundledNamespace = (typeof BUNDLES)[Bundle][number];

/** Bundles the member dialogs (profile, change password) need. */
export const MEMBER_DIALOG_BUNDLES: readonly ExtraBundle[] = FORM_BUNDLES;

/**
 * Bundles a route's screen renders with, besides `core`: the route table's `bundles`
 * (`@site/routing`). Loaded before the page hydrates, and before it renders on a client-side
 * navigation. A test walks every template's imports and checks the table against the
 * namespaces it uses.
 */
export function bundlesForRoute(route: string): readonly ExtraBundle[] {
  return routeRecord(route)?.bundles ?? [];
}
