import { normalizeMpn } from './normalize';
import type { Found, PartsStore, SearchFilters } from './store/store';
import type { MatchKind, SearchMode } from './vocabulary';

export interface SearchRequest {
  q: string;
  mode: SearchMode;
  filters: SearchFilters;
  page: number;
  pageSize: number;
}

export interface SearchOutcome {
  match: MatchKind;
  /** True when the parts shown do not carry the number asked for (suffix-tolerant match). */
  notExact: boolean;
  /** The family or prefix that matched in a tolerant search. */
  matchedOn: string | null;
  found: Found;
}

/** Shortest family or prefix a tolerant search may fall back to. */
export const MIN_TOLERANT_LENGTH = 4;

/** Words of a keyword query as the keyword indexes split them: letters and digits. */
export function keywordWords(q: string): string[] {
  return q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

const empty: Found = { parts: [], total: 0, totalCapped: false };

/**
 * Tolerant match for numbers with packaging or ordering suffixes: the longest stored
 * family that the query starts with, else the longest prefix of the query that some
 * part number starts with (found by binary search: prefixes of a match also match).
 */
async function tolerant(
  store: PartsStore,
  norm: string,
  req: SearchRequest,
  page: { limit: number; offset: number },
): Promise<SearchOutcome | null> {
  const prefixes: string[] = [];
  for (let len = norm.length - 1; len >= MIN_TOLERANT_LENGTH; len--) prefixes.push(norm.slice(0, len));
  const family = await store.longestFamily(prefixes);
  if (family) {
    const found = await store.family(family, req.filters, page);
    if (found.total > 0) return { match: 'tolerant', notExact: true, matchedOn: family, found };
  }
  let lo = MIN_TOLERANT_LENGTH;
  let hi = norm.length - 1;
  let best: string | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (await store.hasPrefix(norm.slice(0, mid))) {
      best = norm.slice(0, mid);
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (!best) return null;
  const found = await store.prefix(best, req.filters, page);
  return found.total > 0 ? { match: 'tolerant', notExact: true, matchedOn: best, found } : null;
}

export async function searchParts(store: PartsStore, req: SearchRequest): Promise<SearchOutcome> {
  const page = { limit: req.pageSize, offset: (req.page - 1) * req.pageSize };
  const norm = normalizeMpn(req.q);
  const words = keywordWords(req.q);
  const outcome = (match: MatchKind, found: Found): SearchOutcome => ({
    match: found.total > 0 ? match : 'none',
    notExact: false,
    matchedOn: null,
    found,
  });
  if (req.q.trim() === '') return outcome('browse', await store.browse(req.filters, page));
  switch (req.mode) {
    case 'exact':
      return outcome('exact', norm ? await store.exact(norm, req.filters, page) : empty);
    case 'prefix':
      return outcome('prefix', norm ? await store.prefix(norm, req.filters, page) : empty);
    case 'keyword':
      return outcome('keyword', await store.keyword(words, req.filters, page));
    default: {
      // A query of several words is a description, not a part number.
      const looksLikeNumber = words.length <= 1 || (/\d/.test(req.q) && !/\s\S+\s/.test(req.q.trim()));
      if (looksLikeNumber && norm.length >= 2) {
        const exact = await store.exact(norm, req.filters, page);
        if (exact.total > 0) return outcome('exact', exact);
        const prefix = await store.prefix(norm, req.filters, page);
        if (prefix.total > 0) return outcome('prefix', prefix);
        const tolerated = norm.length > MIN_TOLERANT_LENGTH ? await tolerant(store, norm, req, page) : null;
        if (tolerated) return tolerated;
      }
      return outcome('keyword', await store.keyword(words, req.filters, page));
    }
  }
}
