import { DEVICES, LOCALES, PAGE_SECTIONS } from '@site/routing';

/**
 * The specification's two not-found texts: 'Page Not Found: {path}' for an invalid route (an
 * address in no section of the site) and the non-fatal 'Page not found: {path}' for an
 * unmatched one (a section of the site, with no page at that address: `/news/no-such-item`).
 */
export type NotFoundKind = 'invalid' | 'unmatched';

/** The message element of the not-found page; its inline script fills it as the HTML is read. */
export const NOT_FOUND_MESSAGE_ID = 'not-found-message';
/** Where the address goes in the texts (the translator's own placeholder). */
export const PATH_PLACEHOLDER = '{{path}}';

const PREFIX_SEGMENTS: readonly string[] = [...LOCALES, ...DEVICES];

/** The address as the reader typed it: percent-decoded where it can be. */
export function displayPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Which of the two texts an address gets: its first segment after the language and layout. */
export function notFoundKind(pathname: string): NotFoundKind {
  const segments = displayPath(pathname).split('/').filter(Boolean);
  while (segments.length && PREFIX_SEGMENTS.includes(segments[0])) segments.shift();
  return segments.length && PAGE_SECTIONS.has(segments[0]) ? 'unmatched' : 'invalid';
}

export function notFoundMessage(pathname: string, texts: Record<NotFoundKind, string>): string {
  return texts[notFoundKind(pathname)].split(PATH_PLACEHOLDER).join(displayPath(pathname));
}

/**
 * The static not-found page is one file per language and layout, served for every unknown
 * address, so its HTML cannot hold the address. This inline script (allowed by its hash, as
 * every inline script, decision 040) writes the message as soon as the browser reads it,
 * before any bundle loads; it repeats `notFoundMessage` in ES5, which a test holds to the same
 * answers. `<` is escaped so no text can close the script.
 */
export function notFoundScript(texts: Record<NotFoundKind, string>): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(function(){var e=document.getElementById(${json(NOT_FOUND_MESSAGE_ID)});if(!e)return;` +
    `var p=location.pathname;try{p=decodeURI(p)}catch(x){}` +
    `var s=p.split("/").filter(Boolean),P=${json(PREFIX_SEGMENTS)},S=${json([...PAGE_SECTIONS])},T=${json(texts)};` +
    `while(s.length&&P.indexOf(s[0])>=0)s.shift();` +
    `e.textContent=T[s.length&&S.indexOf(s[0])>=0?"unmatched":"invalid"].split(${json(PATH_PLACEHOLDER)}).join(p)})()`
  );
}
