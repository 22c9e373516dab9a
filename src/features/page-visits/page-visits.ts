import type { PageVisitBody } from '@site/contracts';
// The zod-free module: page visits are recorded from the app shell on every page.
import { formatDeviceType } from '@site/contracts/src/device-type';
import { parsePath, type Device } from '@site/routing';
import { publicConfig } from '../../config/public-config';
import type { ApiHandlers } from '../api/api-client';
import { recordVisit } from './api/record-visit';

// Gatsby's Head API writes the new title just after the route update.
const TITLE_SETTLE_MS = 50;

const QUIET: Omit<ApiHandlers, 'locale'> = {
  errorToast: () => undefined,
  fatal: () => undefined,
  messages: { network: '', unavailable: '', unknown: '' },
};

export function visitBody(
  pathname: string,
  search: string,
  title: string,
  suffix: string | undefined = publicConfig.visitSuffix,
): PageVisitBody {
  const parsed = parsePath(pathname);
  const device: Device = parsed.device ?? publicConfig.rootDevice;
  return {
    pageTitle: title.slice(0, 300),
    pageUrl: `${pathname}${search}`.slice(0, 2000),
    deviceType: formatDeviceType(device === 'mobile' ? 'mobile' : 'computer', parsed.locale, suffix),
  };
}

let lastRecorded: string | null = null;

/**
 * Records the page now shown, after every route change and whatever the cookie choice: the
 * record holds no identifier and sets no cookie (docs/decisions/051-page-visits-and-consent.md).
 * A change of the fragment alone is no new page.
 */
export function recordPageVisit(location: Pick<Location, 'pathname' | 'search'>, win: Window = window): void {
  const key = location.pathname + location.search;
  if (key === lastRecorded) return;
  lastRecorded = key;
  win.setTimeout(() => {
    const body = visitBody(location.pathname, location.search, win.document.title);
    void recordVisit({ ...QUIET, locale: parsePath(location.pathname).locale }, body);
  }, TITLE_SETTLE_MS);
}

/** Forgets the last address (a page reached again after leaving counts again). */
export function resetPageVisits(): void {
  lastRecorded = null;
}
