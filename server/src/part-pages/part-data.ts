import {
  CATEGORIES,
  grade as gradePair,
  rankSubstitutes,
  type PartsStore,
  type StoredPart,
} from '@site/parts';
import type {
  ComparePageData,
  PartPageData,
  PublicPart,
  PublicSubstitute,
} from '../../../src/features/parts/part-page-data';

/**
 * The public data of the server-rendered part pages, read from the parts store. Only what
 * the API's visitor preview answers (website-api's parts routes): no pins, no
 * parameter-by-parameter rows; `check-members-leak` fails when one reaches a page.
 */

/** Entries of the visitor preview (the API's VISITOR_SUBSTITUTES). */
export const PREVIEW_SUBSTITUTES = 3;

export function publicPart(part: StoredPart): PublicPart {
  return {
    id: part.id,
    mpn: part.mpn,
    brand: { code: part.brand.code, name: part.brand.name },
    origin: part.origin,
    category: part.category,
    package: part.package,
    pinCount: part.pinCount,
    lifecycle: part.lifecycle,
    aec: part.aec,
    description: part.description,
    datasheetUrl: part.datasheetUrl,
    demo: part.demo === true,
    attributes: part.attributes,
    params: CATEGORIES[part.category].params
      .filter((def) => part.params[def.key])
      .map((def) => ({ key: def.key, label: def.label, unit: def.unit, ...part.params[def.key] })),
    updatedAt: part.updatedAt,
  };
}

/** A part's page data, or null for an unknown id. */
export async function partPageData(store: PartsStore, id: string): Promise<PartPageData | null> {
  const part = await store.getById(id);
  if (!part) return null;
  const ranked = await rankSubstitutes(store, part);
  const counts = { A: 0, B: 0, C: 0, D: 0 };
  for (const s of ranked) counts[s.comparison.grade]++;
  const first = ranked.slice(0, PREVIEW_SUBSTITUTES);
  const found = new Map(
    (await store.partsByRowIds(first.map((s) => s.candidate.rowId))).map((p) => [p.rowId, p]),
  );
  const preview = first.flatMap((s): PublicSubstitute[] => {
    const candidate = found.get(s.candidate.rowId);
    if (!candidate) return [];
    return [
      {
        part: {
          id: candidate.id,
          mpn: candidate.mpn,
          brand: { code: candidate.brand.code, name: candidate.brand.name },
          package: candidate.package,
          lifecycle: candidate.lifecycle,
        },
        grade: s.comparison.grade,
        pinToPin: s.comparison.pinToPin,
        direction: s.comparison.direction,
      },
    ];
  });
  return { kind: 'part', part: publicPart(part), counts, preview };
}

/** A pair's page data, or null when either id is unknown. */
export async function comparePageData(
  store: PartsStore,
  a: string,
  b: string,
): Promise<ComparePageData | null> {
  const [first, second] = await Promise.all([store.getById(a), store.getById(b)]);
  if (!first || !second) return null;
  const graded = gradePair(first, second);
  // Only pairs the substitute search itself offers are worth an index entry.
  const indexable =
    graded !== null &&
    first.rowId !== second.rowId &&
    (await rankSubstitutes(store, first)).some((s) => s.candidate.rowId === second.rowId);
  return {
    kind: 'compare',
    a: publicPart(first),
    b: publicPart(second),
    comparison: graded
      ? {
          grade: graded.grade,
          pinToPin: graded.pinToPin,
          direction: graded.direction,
          better: graded.better,
          worse: graded.worse,
        }
      : null,
    indexable,
  };
}
