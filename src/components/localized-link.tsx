import React from 'react';
import { Link } from 'gatsby';
import type { Device, Locale } from '@site/routing';
import { useLocale } from '../i18n/locale-context';

export interface LocalizedLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Route without locale prefix or device segment, e.g. '/news' or '/news/some-slug'. */
  to: string;
  locale?: Locale;
  device?: Device;
  /** Extra query string, including '?'. */
  search?: string;
  activeClassName?: string;
  partiallyActive?: boolean;
}

/**
 * The only way components link to site pages: locale and layout are kept automatically.
 * `aria-current` is the caller's to set: the router would otherwise mark every link whose
 * path equals the current one as the current page, whatever its query (a list's 'Previous'
 * link back to page 1, for instance).
 */
export function LocalizedLink({
  to,
  locale,
  device,
  search = '',
  'aria-current': ariaCurrent,
  ...rest
}: LocalizedLinkProps) {
  const { pathFor } = useLocale();
  return <Link to={pathFor(to, { locale, device }) + search} {...rest} aria-current={ariaCurrent} />;
}
