import type React from 'react';

/**
 * The markup the site build writes for an element, as Gatsby's HTML renderer would (React's
 * server renderer, which needs TextEncoder: jsdom has none).
 */
export function renderToStaticMarkup(element: React.ReactElement): string {
  Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import('util')>('util').TextEncoder });
  return (jest.requireActual('react-dom/server') as typeof import('react-dom/server')).renderToStaticMarkup(
    element,
  );
}
