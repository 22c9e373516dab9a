import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTR = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTR = /\bsrc\s*=/i;
// Only these types run; JSON blocks (application/json, application/ld+json) need no hash.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
]);

/**
 * CSP source expressions ('sha256-…') of every inline script of an HTML document, in order
 * of appearance, without duplicates. The hash covers the exact text between the tags.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (SRC_ATTR.test(attrs) || body === '') continue;
    const type = TYPE_ATTR.exec(attrs);
    const typeValue = (type ? (type[1] ?? type[2] ?? type[3] ?? '') : '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(typeValue)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
