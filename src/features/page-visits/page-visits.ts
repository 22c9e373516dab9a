import type { PageVisitBody } from '@site/contracts';
// The zod-free module: page visits are recorded from the app shell on every page.
import { formatDeviceType } from '@site/contracts/src/device-type';
import { parsePath, type Device } from '@site/routing';
import { publicConfig } from '../../config/public-config';
import { whenIdle } from '../../lib/when-idle';
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
 * Whether the page now shown is where a visit entered the site: the first page of a page load
 * (no earlier route in this document) reached from anywhere but this site (another site's
 * link, a mail, a bookmark, a typed address). Read from the referrer, so no cookie or storage
 * is needed (decision 091).
 */
export function isEntryPage(prevLocation: unknown, win: Window = window): boolean {
  if (prevLocation) return false;
  const referrer = win.document.referrer;
  // No referrer at all: typed, bookmarked, or sent with no-referrer.
  if (!referrer) return true;
  try {
    return new URL(referrer).origin !== win.location.origin;
  } catch {
    return true;
  }
}

/**
 * Records the page now shown, after every route change and whatever the cookie choice: the
 * record holds no identifier and sets no cookie (docs/decisions/051-page-visits-and-consent.md).
 * A change of the fragment alone is no new page. An entry page (`isEntryPage`) is recorded a
 * second time with `enterPage`, the spec's other visit call, with the same fields.
 *
 * The title is read once Gatsby's Head has written it; each request then goes when the browser
 * is next idle, in a task of its own (`whenIdle`): a request costs the main thread a few
 * milliseconds, and on the first page these were one task in the middle of the start-up.
 */
export function recordPageVisit(
  location: Pick<Location, 'pathname' | 'search'>,
  win: Window = window,
  options: { entry?: boolean } = {},
): void {
  const key = location.pathname + location.search;
  if (key === lastRecorded) return;
  lastRecorded = key;
  win.setTimeout(() => {
    const body = visitBody(location.pathname, location.search, win.document.title);
    const handlers = { ...QUIET, locale: parsePath(location.pathname).locale };
    whenIdle(win, () => {
      void recordVisit(handlers, body);
      if (options.entry) whenIdle(win, () => void recordVisit(handlers, body, '/enterPage'));
    });
  }, TITLE_SETTLE_MS);
}

/** Forgets the last address (a page reached again after leaving counts again). */
export function resetPageVisits(): void {
  lastRecorded = null;
}
