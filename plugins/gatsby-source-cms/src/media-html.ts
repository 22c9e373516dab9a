/**
 * CMS files inside sanitized rich text (the output of `richTextToHtml`), pointed at the
 * site's own copies: each `<img>` becomes a `<picture>` with a WebP `<source>`, `srcset`,
 * `sizes`, `width`, `height`, `loading="lazy"` and `decoding="async"`; a link to a CMS
 * upload links the site's copy. A CMS image or file the site has no copy of (deleted, or
 * private to members) is left out: its image goes, its link keeps its text without the link.
 */
import { absoluteUrl } from './rich-text';
import type { LocalMedia, MediaLookup } from './media';

/**
 * Rich text fills the main column: the page's width on a phone, at most about 850 px in
 * the desktop layout (content width 1200 px less the side column).
 */
export const RICH_TEXT_SIZES = '(min-width: 1200px) 850px, 100vw';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
const encode = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `name="value"` pairs of one tag, as sanitize-html writes them (values decoded). */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([A-Za-z][\w:-]*)="([^"]*)"/g))
    attributes.set(match[1].toLowerCase(), decode(match[2]));
  return attributes;
}

const render = (attributes: [string, string | number | null | undefined][]) =>
  attributes
    .filter(
      (entry): entry is [string, string | number] =>
        entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
    )
    .map(([name, value]) => ` ${name}="${encode(String(value))}"`)
    .join('');

/** Whether an address in the text is a CMS upload: on the CMS's origin, or a bare `/uploads/…` path. */
function cmsAddress(value: string, cmsUrl: string): string | null {
  if (/^\/uploads\//.test(value)) return absoluteUrl(value, cmsUrl);
  try {
    const url = new URL(value);
    return url.origin === new URL(cmsUrl).origin ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The `<picture>` of one rich-text image, keeping the editor's alt, title and display size. */
export function pictureHtml(
  local: LocalMedia,
  attributes: Map<string, string>,
  sizes = RICH_TEXT_SIZES,
): string {
  let width: number | null = local.width;
  let height: number | null = local.height;
  // An editor's display size wins; a single given side keeps the picture's proportions.
  const givenWidth = Number(attributes.get('width'));
  const givenHeight = Number(attributes.get('height'));
  if (givenWidth > 0 && givenHeight > 0) [width, height] = [givenWidth, givenHeight];
  else if (givenWidth > 0 && width && height)
    [width, height] = [givenWidth, Math.round((givenWidth * height) / width)];
  else if (givenHeight > 0 && width && height)
    [width, height] = [Math.round((givenHeight * width) / height), givenHeight];
  const srcSizes = local.srcSet ? sizes : null;
  const sources = local.sources
    .map(
      (source) =>
        `<source${render([
          ['type', source.type],
          ['srcset', source.srcSet],
          ['sizes', sizes],
        ])} />`,
    )
    .join('');
  const img = `<img${render([
    ['src', local.url],
    ['srcset', local.srcSet],
    ['sizes', srcSizes],
    ['width', width],
    ['height', height],
    ['alt', attributes.get('alt') ?? ''],
    ['title', attributes.get('title')],
    ['loading', 'lazy'],
    ['decoding', 'async'],
  ])} />`;
  return sources ? `<picture>${sources}${img}</picture>` : img;
}

/**
 * Rich text with the site's copies of CMS files. Without a lookup (a build that reads the CMS
 * directly) the text is returned as it is.
 */
export function localizeRichText(
  html: string | null,
  cmsUrl: string,
  media: MediaLookup | undefined,
): string | null {
  if (!html || !media) return html;
  const out = html
    .replace(/<img\b([^>]*?)\s*\/?>/g, (_tag, inner: string) => {
      const attributes = attributesOf(inner);
      const address = cmsAddress(attributes.get('src') ?? '', cmsUrl);
      const local = address ? media.find(address) : null;
      return local ? pictureHtml(local, attributes) : '';
    })
    .replace(/<a\b([^>]*)>/g, (tag, inner: string) => {
      const attributes = attributesOf(inner);
      const href = attributes.get('href');
      const address = href ? cmsAddress(href, cmsUrl) : null;
      if (!address) return tag;
      const local = media.find(address);
      attributes.delete('href');
      return `<a${render([...(local ? ([['href', local.url]] as [string, string][]) : []), ...attributes])}>`;
    });
  return out.trim() || null;
}
