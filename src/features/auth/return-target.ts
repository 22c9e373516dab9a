import { useSyncExternalStore } from 'react';
import { parsePath, returnTarget, returnTargetFromSearch, returnToSearch } from '@site/routing';
import { useLocale } from '../../i18n/locale-context';

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

const currentAddress = () => window.location.pathname + window.location.search;

/**
 * Where the reader is now, as a checked return target, or the one the current page was given
 * (login, register and forget-pwd pass on the `returnTo` they were opened with). Static HTML
 * and hydration use the page's own path; the browser's address (with its query) follows.
 */
export function useReturnTarget(): string | null {
  const { pathFor, route } = useLocale();
  const address = useSyncExternalStore(subscribe, currentAddress, () => null);
  if (address === null) return returnTarget(pathFor(route));
  return returnTarget(address) ?? returnTargetFromSearch(window.location.search);
}

/**
 * The query of a link into login (or registration) that brings the reader back here; none
 * from a home page, where login leads anyway.
 */
export function useLoginSearch(): string {
  const target = useReturnTarget();
  if (target !== null && !target.includes('?') && parsePath(target).route === '/') return '';
  return returnToSearch(target);
}

/** Where a reader who has just logged in goes: the checked `returnTo`, else the home page. */
export function afterLoginTarget(search: string, home: string): string {
  return returnTargetFromSearch(search) ?? home;
}
