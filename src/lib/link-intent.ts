/**
 * What happens when a reader is about to follow a site link (pointer over it, finger on it,
 * keyboard focus): the app shell registers it (gatsby-browser: the page's data, chunks and string
 * bundles, `src/features/app-shell/prefetch-route.ts`); nothing in tests or on the server.
 */
let handler: ((href: string) => void) | undefined;

export function onLinkIntent(next: ((href: string) => void) | undefined): void {
  handler = next;
}

export function linkIntent(href: string): void {
  handler?.(href);
}
