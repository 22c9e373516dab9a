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
} as const;

export type Bundle = keyof typeof BUNDLES;
export type ExtraBundle = Exclude<Bundle, 'core'>;
export type BundledNamespace = (typeof BUNDLES)[Bundle][number];

const FORM_SCREEN: readonly ExtraBundle[] = ['forms', 'validation'];

/**
 * Bundles a route's screen renders with, besides `core`. Loaded before the page hydrates,
 * and before it renders on a client-side navigation. A test walks every template's imports
 * and checks this table against the namespaces it uses.
 */
const ROUTE_BUNDLES: Readonly<Record<string, readonly ExtraBundle[]>> = {
  // The keyword search of these lists refuses an empty keyword with a validation message.
  '/news': ['validation'],
  '/org': ['validation'],
  '/login': FORM_SCREEN,
  '/register': FORM_SCREEN,
  '/forget-pwd': FORM_SCREEN,
  '/pwd-active': FORM_SCREEN,
  '/history-active': FORM_SCREEN,
  '/account-active': ['forms'],
  '/contact': FORM_SCREEN,
  '/rep/search': ['parts'],
  '/rep/part': ['parts'],
  '/rep/compare': ['parts'],
};

/** Bundles the member dialogs (profile, change password) need. */
export const MEMBER_DIALOG_BUNDLES: readonly ExtraBundle[] = FORM_SCREEN;

export function bundlesForRoute(route: string): readonly ExtraBundle[] {
  const normalized = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return ROUTE_BUNDLES[normalized] ?? [];
}
