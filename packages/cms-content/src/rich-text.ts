import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
// By path, as the other modules Gatsby compiles for the site build import the routing package.
import { contentLinkFor, isLocale } from '../../routing/src';

/**
 * CMS rich text (Markdown, possibly with inline HTML) as HTML that is safe to inject, with
 * the same rules for public bodies (built into the pages) and members-only bodies (served
 * by the website API): headings from h2 (the page title is the only h1), lists, tables,
 * quotes, code, links with http(s)/mailto/tel and images hosted by the CMS only (the site's
 * CSP allows no other image host). Scripts, event handlers, styles and other schemes are
 * dropped; links to other sites open in a new tab without a handle on the page.
 *
 * `cmsUrl` is the CMS origin readers load media from (`/uploads/…` is made absolute on it).
 * Editors write links to site pages with or without a language prefix (`/brand/acme`,
 * `/zh/brand/acme`), or as the full address on the site's origin (`siteUrl`); with `locale`
 * (a site code) each is written with exactly that language's prefix and no device segment,
 * so readers stay in their language and their layout.
 */
export function richTextToHtml(
  markdown: string | null | undefined,
  cmsUrl: string,
  locale?: string,
  siteUrl?: string,
): string | null {
  if (!markdown || !markdown.trim()) return null;
  const raw = marked.parse(markdown, { async: false, gfm: true });
  const cmsOrigin = new URL(cmsUrl).origin;
  const html = sanitizeHtml(raw, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'blockquote',
      'pre',
      'code',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      's',
      'del',
      'sup',
      'sub',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'caption',
      'figure',
      'figcaption',
    ],
    // Page titles are the only h1; content headings start one level below.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const sitePage =
          locale && isLocale(locale) ? contentLinkFor(attribs.href ?? '', locale, siteUrl) : null;
        if (sitePage !== null) return { tagName, attribs: { ...attribs, href: sitePage } };
        const external = /^https?:/i.test(attribs.href ?? '') && !(attribs.href ?? '').startsWith(cmsOrigin);
        return {
          tagName,
          attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: absoluteUrl(attribs.src ?? '', cmsUrl) },
      }),
    },
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['align', 'scope', 'colspan', 'rowspan'],
      td: ['align', 'colspan', 'rowspan'],
      ol: ['start'],
      code: ['class'],
    },
    allowedClasses: { code: ['language-*'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.startsWith(`${cmsOrigin}/`),
  });
  return html.trim() || null;
}

/** Strapi answers `/uploads/...`; pages need the CMS's public origin in front. */
export function absoluteUrl(url: string, cmsUrl: string): string {
  if (!url) return url;
  try {
    return new URL(url, `${cmsUrl.replace(/\/$/, '')}/`).toString();
  } catch {
    return url;
  }
}
