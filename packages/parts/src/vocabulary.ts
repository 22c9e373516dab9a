/**
 * The words of the parts data that the site, the contracts and the API share: categories
 * and their parameters, lifecycles, AEC grades, search modes and match kinds. Free of
 * storage and Node modules, so browsers may load it (`@site/parts/vocabulary`).
 */
export * from './categories';

/** How `GET /website/parts/search` reads `q` (`auto` tries exact, prefix, tolerant, keyword). */
export const SEARCH_MODES = ['auto', 'exact', 'prefix', 'keyword'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** How a search matched (`browse`: filters without a query). */
export const MATCH_KINDS = ['exact', 'prefix', 'tolerant', 'keyword', 'browse', 'none'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export { PIN_VERDICT_CHECK } from './pin-check';
