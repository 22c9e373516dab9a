import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's renderer for the first page (`replaceHydrateFunction` in gatsby-browser), the same as
 * Gatsby's own except that the hydration is a transition.
 *
 * `hydrateRoot` alone hydrates the whole page in React's default lane, which is not time-sliced:
 * the header, the page and the footer hydrate in one task (on a phone, with Lighthouse's 4×
 * slower CPU, 150–300 ms on a list page: the largest long task of the load). Started inside
 * `startTransition`, the same hydration runs in a transition lane, which React splits into
 * slices of about 5 ms and yields between them, so a tap or a scroll is handled in between
 * and no slice is a long task. The HTML is the server's until hydration is done, as before;
 * islands (decisions 041 and 081) still keep their server HTML until their chunk is in.
 *
 * Gatsby already calls this in a task of its own (a zero-delay timer in `production-app.js`, after
 * the template's modules were evaluated), so the root is created in a task that holds little else.
 * A page without server markup in `#gatsby-focus-wrapper` is rendered, not hydrated, as
 * Gatsby does (docs/decisions/098-phone-main-thread-work.md).
 */
export function hydrateInTransition(
  element: ReactElement,
  container: Element,
  doc: Document = document,
): void {
  const focus = doc.getElementById('gatsby-focus-wrapper');
  if (!focus || focus.children.length === 0) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
