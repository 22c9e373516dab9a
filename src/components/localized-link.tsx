import React from 'react';
import { navigate } from 'gatsby';
import type { Device, Locale } from '@site/routing';
import { useLocale } from '../i18n/locale-context';
import { linkIntent } from '../lib/link-intent';

export interface LocalizedLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Route without locale prefix or device segment, e.g. '/news' or '/news/some-slug'. */
  to: string;
  locale?: Locale;
  device?: Device;
  /** Extra query string, including '?'. */
  search?: string;
}

/** A click the page should handle as a client-side navigation (not a new tab, window or download). */
function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/**
 * The only way components link to site pages: locale and layout are kept automatically.
 *
 * A plain anchor that navigates on the client, not Gatsby's `Link`: that one is five components
 * deep (the router's location, the link class, the router's link) and watches itself with an
 * IntersectionObserver to prefetch every page it links to once on screen; a list page has 80 of
 * them, which was a large part of its hydration on a phone (docs/decisions/098-phone-main-thread-work.md).
 * This one prefetches when the reader is about to follow it (pointer over it, finger on it,
 * keyboard focus), as Gatsby's `Link` also does on hover, and navigates with Gatsby's
 * `navigate` on a plain click; a click with a modifier key, a middle click or a `target` is
 * left to the browser.
 *
 * `aria-current` is the caller's to set: the router would otherwise mark every link whose path
 * equals the current one as the current page, whatever its query.
 */
export function LocalizedLink({
  to,
  locale,
  device,
  search = '',
  onClick,
  onMouseEnter,
  onTouchStart,
  onFocus,
  children,
  ...rest
}: LocalizedLinkProps) {
  const { pathFor } = useLocale();
  const href = pathFor(to, { locale, device }) + search;
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(href);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        linkIntent(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        linkIntent(href);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        linkIntent(href);
      }}
    >
      {children}
    </a>
  );
}
