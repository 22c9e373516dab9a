import { startTransition, useEffect, useState } from 'react';

/**
 * False in the static HTML and during hydration, true once React runs the page. Controls the
 * page's scripts handle (search boxes, forms) stay disabled until then, so nothing is typed
 * into fields hydration would reset and no native submission puts values in a URL.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The page re-renders what depends on it (a whole form): in a transition, in slices (decision 098).
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
