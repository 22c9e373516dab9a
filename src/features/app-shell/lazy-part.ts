import { lazy, type ComponentType } from 'react';
import { reportChunkError } from './chunk-reload';

/**
 * `React.lazy` for parts of the shell no page needs before it hydrates (toasts, dialogs,
 * the cookie banner): they stay out of the app chunk and load when first shown. A chunk
 * that fails to load reloads the page (spec section 9); until then the part shows nothing
 * instead of breaking the tree around it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      reportChunkError(error);
      const Nothing: ComponentType<P> = () => null;
      return { default: Nothing };
    }
  });
}
