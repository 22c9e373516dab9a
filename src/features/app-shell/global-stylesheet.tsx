/**
 * Gatsby inlines the site's whole stylesheet (one `styles.<hash>.css`, about 57 kB) into every
 * page as `<style data-identity="gatsby-global-css">`: three quarters of each page's HTML. Every
 * page then carries, renders, compresses and transfers the same 57 kB again, and a release holds
 * 4,867 copies per variant. Linking the file instead keeps the page small and lets the browser
 * cache the stylesheet across pages (it is served immutable, with a precompressed copy); the
 * link sits where the `<style>` was, first in the head, so the preload scanner finds it at once.
 * Decision 077 has the measurements.
 */
import React from 'react';

/** What Gatsby's static entry marks its inlined stylesheet with. */
export const GATSBY_GLOBAL_CSS = 'gatsby-global-css';

interface HeadElementProps {
  'data-identity'?: string;
  'data-href'?: string;
}

/**
 * The head components with Gatsby's inlined global stylesheet replaced by a `<link>` to the same
 * file. Anything else is returned as it was.
 */
export function linkGlobalStylesheet(components: readonly React.ReactNode[]): React.ReactNode[] {
  return components.map((component) => {
    if (!React.isValidElement<HeadElementProps>(component) || component.type !== 'style') return component;
    const { 'data-identity': identity, 'data-href': href } = component.props;
    if (identity !== GATSBY_GLOBAL_CSS || !href) return component;
    return <link key={href} rel="stylesheet" href={href} />;
  });
}
