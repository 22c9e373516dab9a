/**
 * The prebuilt per-locale search index: one compact JSON file per list type and locale,
 * written at build time (site-build/content-index.ts) and read by the list screens.
 * Short keys keep a 10,000-item file small; `decodeIndex` turns it back into plain items.
 * Only public fields go in: members-only bodies never reach the index.
 */

export const LIST_TYPES = ['news', 'brand', 'org', 'announce'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export const INDEX_FORMAT_VERSION = 1;

export type AutomotiveGrade = 'certified' | 'in-progress' | 'none';

export interface Term {
  slug: string;
  name: string;
}

/** One list entry as the screens use it, whether it came from the page query or the index. */
export interface ListItem {
  slug: string;
  title: string;
  /** ISO date (YYYY-MM-DD) for news and notices. */
  date?: string;
  year?: number;
  category?: Term;
  tags: Term[];
  summary?: string;
  hot: boolean;
  membersOnly: boolean;
  recommended: boolean;
  /** Brands: certified or none; enterprises: all three states. */
  automotiveGrade?: AutomotiveGrade;
  /** Enterprises: 'A'–'Z' or 'Other'. */
  initial?: string;
  certifications?: string[];
  logoUrl?: string;
  /** False for enterprises whose detail page is not published. */
  hasDetail: boolean;
}

const FLAG_HOT = 1;
const FLAG_MEMBERS_ONLY = 2;
const FLAG_RECOMMENDED = 4;
const FLAG_NO_DETAIL = 8;
const GRADES: readonly AutomotiveGrade[] = ['none', 'in-progress', 'certified'];

/** One item on disk. Keys: s slug, t title, d date, c category, g tags, f flags, a grade, i initial, x summary, r certifications, l logo. */
export interface EncodedItem {
  s: string;
  t: string;
  d?: string;
  c?: number;
  g?: number[];
  f?: number;
  a?: number;
  i?: string;
  x?: string;
  r?: string[];
  l?: string;
}

export interface EncodedIndex {
  v: number;
  type: ListType;
  locale: string;
  categories: Term[];
  tags: Term[];
  items: EncodedItem[];
}

export interface DecodedIndex {
  type: ListType;
  locale: string;
  categories: Term[];
  tags: Term[];
  items: ListItem[];
}

function termTable(items: ListItem[], pick: (item: ListItem) => Term[]): Term[] {
  const bySlug = new Map<string, Term>();
  for (const item of items)
    for (const term of pick(item)) if (!bySlug.has(term.slug)) bySlug.set(term.slug, term);
  return [...bySlug.values()].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

export function encodeIndex(type: ListType, locale: string, items: ListItem[]): EncodedIndex {
  const categories = termTable(items, (item) => (item.category ? [item.category] : []));
  const tags = termTable(items, (item) => item.tags);
  const categoryIndex = new Map(categories.map((term, index) => [term.slug, index]));
  const tagIndex = new Map(tags.map((term, index) => [term.slug, index]));
  const encoded = items.map((item): EncodedItem => {
    const out: EncodedItem = { s: item.slug, t: item.title };
    if (item.date) out.d = item.date;
    if (item.category) out.c = categoryIndex.get(item.category.slug);
    if (item.tags.length) out.g = item.tags.map((tag) => tagIndex.get(tag.slug)!);
    const flags =
      (item.hot ? FLAG_HOT : 0) |
      (item.membersOnly ? FLAG_MEMBERS_ONLY : 0) |
      (item.recommended ? FLAG_RECOMMENDED : 0) |
      (item.hasDetail ? 0 : FLAG_NO_DETAIL);
    if (flags) out.f = flags;
    if (item.automotiveGrade && item.automotiveGrade !== 'none') out.a = GRADES.indexOf(item.automotiveGrade);
    if (item.initial) out.i = item.initial;
    if (item.summary) out.x = item.summary;
    if (item.certifications?.length) out.r = item.certifications;
    if (item.logoUrl) out.l = item.logoUrl;
    return out;
  });
  return { v: INDEX_FORMAT_VERSION, type, locale, categories, tags, items: encoded };
}

export function decodeIndex(index: EncodedIndex): DecodedIndex {
  if (index.v !== INDEX_FORMAT_VERSION) throw new Error(`Unsupported search index version ${index.v}`);
  const items = index.items.map((item): ListItem => {
    const flags = item.f ?? 0;
    return {
      slug: item.s,
      title: item.t,
      date: item.d,
      year: item.d ? Number(item.d.slice(0, 4)) : undefined,
      category: item.c === undefined ? undefined : index.categories[item.c],
      tags: (item.g ?? []).map((position) => index.tags[position]),
      summary: item.x,
      hot: (flags & FLAG_HOT) !== 0,
      membersOnly: (flags & FLAG_MEMBERS_ONLY) !== 0,
      recommended: (flags & FLAG_RECOMMENDED) !== 0,
      automotiveGrade: GRADES[item.a ?? 0],
      initial: item.i,
      certifications: item.r,
      logoUrl: item.l,
      hasDetail: (flags & FLAG_NO_DETAIL) === 0,
    };
  });
  return { type: index.type, locale: index.locale, categories: index.categories, tags: index.tags, items };
}
