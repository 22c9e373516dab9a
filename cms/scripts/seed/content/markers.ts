import type { SeedLocale } from '../locales';

/**
 * Marker phrases in the demo bodies, so that a site build can be searched for leaked
 * members-only text (scripts/check-members-leak.ts). Every members-only field of a
 * members-only item ends with `MEMBERS-ONLY-BODY-MARKER-<kind>-<slug>`; one body field of
 * every public item ends with `PUBLIC-BODY-MARKER-<kind>-<slug>`, which a build must
 * contain: it shows that the search reaches the bodies at all.
 */
export const MEMBERS_ONLY_BODY_MARKER = 'MEMBERS-ONLY-BODY-MARKER-';
export const PUBLIC_BODY_MARKER = 'PUBLIC-BODY-MARKER-';

/** A whole marker: prefix, then characters of slugs only, so it survives Markdown and HTML. */
export const MARKER_PATTERN = /(?:MEMBERS-ONLY|PUBLIC)-BODY-MARKER-[a-z0-9-]+/g;

export type MarkedKind = 'news' | 'brand' | 'enterprise';

export function bodyMarker(kind: MarkedKind, slug: string, membersOnly: boolean): string {
  return `${membersOnly ? MEMBERS_ONLY_BODY_MARKER : PUBLIC_BODY_MARKER}${kind}-${slug}`;
}

const SENTENCE: Record<SeedLocale, (marker: string) => string> = {
  ja: (marker) => `本文の管理番号は ${marker} です。`,
  zh: (marker) => `本文管理编号：${marker}。`,
  en: (marker) => `Reference number of this text: ${marker}.`,
};

/** `text` with a closing paragraph that names the marker, in the text's language. */
export function withMarker(text: string, locale: SeedLocale, marker: string): string {
  return `${text}\n\n${SENTENCE[locale](marker)}`;
}
