import React, { Suspense, lazy, type ComponentType } from 'react';
import { reportChunkError } from './chunk-reload';

/**
 * A screen that hydrates on its own, right after the page around it (decision 041, "Form
 * and parts screens as islands").
 *
 * - Static HTML: rendered with the page as any component (Gatsby's HTML renderer waits for
 *   every Suspense boundary), so the reader sees the whole screen before any script runs.
 * - First load: its code is a chunk of its own, requested as soon as the page's template
 *   runs, in parallel with hydration; React hydrates the header, footer and page frame
 *   without it and keeps the screen's server HTML (a dehydrated Suspense boundary) until
 *   the chunk is in, then hydrates the screen. Forms stay disabled until then (`Form`).
 * - A client-side navigation shows the page frame at once and the screen when its chunk is
 *   in (started with the template, as the string bundles are).
 * - A chunk that fails to load asks for a reload (spec section 9), as `lazyPart` does.
 *
 * A page's stylesheet holds the CSS of its template's chunk group only, so the template imports
 * the island's stylesheets itself; `src/features/app-shell/islands.test.ts` checks that every
 * stylesheet an island reaches is reached by its template.
 */
export interface IslandOptions {
  /**
   * Whether the chunk is requested with the template (default) or only once the screen renders:
   * a page whose first load keeps the server's markup without the screen (the part pages,
   * `ServedPageSlot`) asks for it only if it shows it.
   */
  withTemplate?: () => boolean;
}

export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { withTemplate = () => true }: IslandOptions = {},
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        reportChunkError(error);
        const Nothing: ComponentType<P> = () => null;
        return { default: Nothing };
      },
    );
    return loading;
  };
  // In the browser, with the template: the chunk arrives while the page hydrates.
  if (typeof window !== 'undefined' && withTemplate()) void start();
  // `lazy` types its props for refs as well; an island passes plain props through.
  const Screen = lazy(start) as unknown as ComponentType<P>;
  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return Island;
}
