import type { NodeWriter } from './sync';

export type Item = Record<string, unknown> & { documentId: string; updatedAt: string };

/** The items a list query's `filters` (documentId in, membersOnly eq) let through, as the CMS filters. */
export function filtered(items: Item[], filters: unknown): Item[] {
  const { documentId, membersOnly } = (filters ?? {}) as {
    documentId?: { in: string[] };
    membersOnly?: { eq: boolean };
  };
  return items.filter(
    (item) =>
      (!documentId || documentId.in.includes(item.documentId)) &&
      (!membersOnly || item.membersOnly === membersOnly.eq),
  );
}

/** A news article as the CMS lists it; `extra` overrides any field. */
export const newsArticle = (documentId: string, updatedAt: string, extra: Partial<Item> = {}): Item => ({
  documentId,
  updatedAt,
  title: `Title ${documentId}`,
  slug: `slug-${documentId}`,
  date: '2025-03-14',
  hot: false,
  membersOnly: false,
  detailSynced: true,
  summary: 'Summary',
  body: `Body of ${documentId}`,
  cover: { url: '/uploads/cover.jpg', name: 'cover.jpg', mime: 'image/jpeg', size: 12 },
  category: { documentId: 'cat1', slug: 'market' },
  tags: [{ documentId: 'tag1', slug: 'sic' }],
  relatedBrands: [{ documentId: 'brand1' }],
  ...extra,
});

/** Gatsby's node store in memory, with a log of the nodes created, touched and removed. */
export function memoryNodes() {
  const nodes = new Map<string, { type: string; fields: Record<string, unknown> }>();
  const log = { created: [] as string[], touched: [] as string[], removed: [] as string[] };
  const writer: NodeWriter = {
    existing: (type, locale) =>
      [...nodes.entries()]
        .filter(([, node]) => node.type === type && node.fields.locale === locale)
        .map(([id, node]) => ({ id, documentId: String(node.fields.documentId) })),
    nodeId: (type, key) => `${type}-${key}`,
    create: (type, id, fields) => {
      log.created.push(id);
      nodes.set(id, { type, fields });
    },
    touch: (id) => log.touched.push(id),
    remove: (id) => {
      log.removed.push(id);
      nodes.delete(id);
    },
  };
  const reset = () => {
    log.created.length = 0;
    log.touched.length = 0;
    log.removed.length = 0;
  };
  return { writer, nodes, log, reset };
}

/** Each of these queries, asking for bodies, is guarded with `membersOnly: false` and never names `withheld`. */
export function expectBodiesGuarded(calls: { variables: Record<string, unknown> }[], withheld: string) {
  for (const call of calls) {
    const filters = call.variables.filters as {
      documentId: { in: string[] };
      membersOnly: { eq: boolean };
    };
    expect(filters.membersOnly).toEqual({ eq: false });
    expect(filters.documentId.in).not.toContain(withheld);
  }
}
