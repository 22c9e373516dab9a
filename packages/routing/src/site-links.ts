import { isLocale, type Locale } from './locales';
import { isDevice, type Device } from './device';
import { buildPath, rootFormPath } from './paths';
import { DETAIL_SECTIONS, STATIC_ROUTES } from './routes';

/** First path segments of the site's pages: '/news/abc' belongs to a page, '/uploads/x.pdf' does not. */
export const PAGE_SECTIONS: ReadonlySet<string> = new Set<string>([
  ...STATIC_ROUTES.map((route) => route.split('/')[1]).filter(Boolean),
  ...DETAIL_SECTIONS,
]);

export interface SitePageLink {
  /** The locale the link named ('jp' when it named none). */
  locale: Locale;
  /** Route without locale prefix or device segment: '/', '/brand/acme'. */
  route: string;
  /** Query and fragment as written, including '?' or '#'. */
  rest: string;
}

/**
 * Reads a link written in content (by an editor, in any of the forms readers see in their
 * address bar) as a link to one of the site's pages: `/brand/acme`, `/zh/brand/acme`,
 * `/jp/brand/acme`, `/en/mobile/brand/acme`, or the same on the site's own origin. Locale
 * prefixes and device segments, in whatever order and however often, are taken off. Null
 * for anything that is not a site page: other sites, files (`/uploads/…`), mail and phone.
 */
export function parseSitePageLink(href: string, siteOrigin?: string): SitePageLink | null {
  let path = href.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) {
    if (!siteOrigin) return null;
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return null;
    }
    let origin: string;
    try {
      origin = new URL(siteOrigin).origin;
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    path = url.pathname + url.search + url.hash;
  }
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const segments = pathname.split('/').filter(Boolean);
  let locale: Locale | null = null;
  // `/zh/zh/…` and `/pc/en/…` are what a prefix added twice or a copied address look like.
  while (segments.length && (isLocale(segments[0]) || isDevice(segments[0]))) {
    const segment = segments.shift()!;
    if (isLocale(segment)) locale ??= segment;
  }
  if (segments.length && !PAGE_SECTIONS.has(segments[0])) return null;
  const trailing = segments.length && pathname.endsWith('/') ? '/' : '';
  return { locale: locale ?? 'jp', route: `/${segments.join('/')}${trailing}`, rest };
}

/**
 * A site page link in content, written for a page in `locale`: exactly one locale prefix,
 * the page's (none for Japanese), and no device segment, so that the reader's own layout
 * is served (the device rule). Null when `href` is not a site page link.
 */
export function contentLinkFor(href: string, locale: Locale, siteOrigin?: string): string | null {
  const link = parseSitePageLink(href, siteOrigin);
  return link ? rootFormPath(locale, link.route) + link.rest : null;
}

/**
 * A content link (root form, as `contentLinkFor` writes it) as shown on a page in the
 * `device` layout of a build whose root device is `rootDevice`: a reader who chose the other
 * layout keeps it, as with every other link of the page. Null when `href` is not a site page link.
 */
export function contentLinkInLayout(href: string, device: Device, rootDevice: Device): string | null {
  const link = parseSitePageLink(href);
  return link ? buildPath({ locale: link.locale, device, route: link.route }, rootDevice) + link.rest : null;
}

const ATTRIBUTE_ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };

/**
 * Sanitized content HTML (double-quoted attributes, as sanitize-html writes them) with its site
 * page links as `contentLinkInLayout` writes them; unchanged in the build's root layout.
 */
export function contentLinksInLayout(html: string, device: Device, rootDevice: Device): string {
  if (device === rootDevice) return html;
  return html.replace(/(<a\s[^>]*?\bhref=")([^"]*)"/g, (whole, start: string, value: string) => {
    const decoded = value.replace(/&(amp|quot|lt|gt|#39);/g, (_, name: string) => ATTRIBUTE_ENTITIES[name]);
    const href = contentLinkInLayout(decoded, device, rootDevice);
    return href === null ? whole : `${start}${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  });
}
