import React from 'react';
import { navigate } from 'gatsby';
import type { Device, Locale } from '@site/routing';
import { useLocale } from '../i18n/locale-context';
import { linkIntent } from '../lib/link-intent';

export interface LocalizedLinkProps
  extends Omit<
    React.AnchorHTMLAttributes<HTMLAnchorElement>,
    'href' | 'onClick' | 'onMouseEnter' | 'onTouchStart' | 'onFocus'
  > {
  /** Route without locale prefix or device segment, e.g. '/news' or '/news/some-slug'. */
  to: string;
  locale?: Locale;
  device?: Device;
  /** Extra query string, including '?'. */
  search?: string;
}

type AnchorEvent = React.SyntheticEvent<HTMLAnchorElement>;

/**
 * Whether the site follows this click on the client: a plain click (not a new tab, window or
 * download) on a link that opens in this window, not already handled.
 */
function isPlainClick(event: MouseEvent | React.MouseEvent, link: HTMLAnchorElement): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download')
  );
}

/** Follows a plain click on a site link on the client (see `isPlainClick`). */
function followPlainClick(event: MouseEvent | React.MouseEvent, link: HTMLAnchorElement) {
  if (!isPlainClick(event, link)) return;
  event.preventDefault();
  void navigate(link.getAttribute('href')!);
}

const follow = (event: React.MouseEvent<HTMLAnchorElement>) => followPlainClick(event, event.currentTarget);

const intent = (event: AnchorEvent) => linkIntent(event.currentTarget.getAttribute('href')!);

/**
 * The same click and intent handling as `LocalizedLink`'s, for the site links inside
 * `StaticMarkup` that React kept as the server rendered them, so they have no handlers of their
 * own: one listener per kind on the document (gatsby-browser).
 */
export function installStaticLinks(doc: Document): void {
  const on = (type: string, handle: (link: HTMLAnchorElement, event: Event) => void) =>
    doc.addEventListener(
      type,
      (event) => {
        const link =
          event.target instanceof Element && event.target.closest<HTMLAnchorElement>(STATIC_SITE_LINK);
        if (link) handle(link, event);
      },
      { passive: type !== 'click' },
    );
  on('click', (link, event) => followPlainClick(event as MouseEvent, link));
  for (const type of ['pointerover', 'touchstart', 'focusin'])
    on(type, (link) => linkIntent(link.getAttribute('href')!));
}

/**
 * A site link (not `//` another host) inside markup React did not hydrate (`StaticMarkup`
 * whose links are the site's: `data-static=""`).
 */
const STATIC_SITE_LINK = '[data-static=""] a[href^="/"]:not([href^="//"])';

/**
 * The only way components link to site pages: locale and layout are kept automatically.
 *
 * A plain anchor that navigates on the client, not Gatsby's `Link`: that one is five components
 * deep (the router's location, the link class, the router's link) and watches itself with an
 * IntersectionObserver to prefetch every page it links to once on screen; a list page has 80 of
 * them, a large part of its hydration on a phone (docs/decisions/098-phone-main-thread-work.md).
 * This one prefetches when the reader is about to follow it (pointer over it, finger on it,
 * keyboard focus), as Gatsby's `Link` also does on hover, and navigates with Gatsby's `navigate`
 * on a plain click; a click with a modifier key, a middle click or a `target` is left to the
 * browser. Its handlers are the same functions for every link: nothing is made per render.
 *
 * `aria-current` is the caller's to set: the router would otherwise mark every link whose path
 * equals the current one as the current page, whatever its query.
 */
export function LocalizedLink({ to, locale, device, search = '', children, ...rest }: LocalizedLinkProps) {
  const { pathFor } = useLocale();
  return (
    <a
      {...rest}
      href={pathFor(to, { locale, device }) + search}
      onClick={follow}
      onMouseEnter={intent}
      onTouchStart={intent}
      onFocus={intent}
    >
      {children}
    </a>
  );
}
