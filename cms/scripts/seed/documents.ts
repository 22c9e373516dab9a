import type { Core, UID } from '@strapi/strapi';
import { SEED_LOCALES, type Localized } from './locales';

type Data = Record<string, unknown>;

/**
 * Creates or updates one document in every locale and publishes it. Collection types
 * are found by their (shared) slug, so running the seed again rewrites the same
 * documents instead of adding new ones.
 */
export async function upsertDocument(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  shared: Data,
  perLocale: Localized<Data>,
): Promise<string> {
  const docs = strapi.documents(uid);
  const where = typeof shared.slug === 'string' ? { slug: shared.slug } : {};
  const found = (await strapi.db.query(uid).findOne({ select: ['documentId'], where })) as {
    documentId: string;
  } | null;
  let documentId = found?.documentId;
  for (const locale of SEED_LOCALES) {
    const data = { ...shared, ...perLocale[locale] };
    if (documentId) {
      await docs.update({ documentId, locale, data, status: 'published' } as never);
    } else {
      const created = (await docs.create({ locale, data, status: 'published' } as never)) as {
        documentId: string;
      };
      documentId = created.documentId;
    }
  }
  if (!documentId) throw new Error(`No document written for ${uid}`);
  return documentId;
}

/** Prints `label done/total` about twenty times per run and at the end. */
export function progress(label: string, total: number, log: (line: string) => void): (done: number) => void {
  const step = Math.max(1, Math.ceil(total / 20));
  return (done) => {
    if (done === total || done % step === 0) log(`${label} ${done}/${total}`);
  };
}

/**
 * Runs `write` for each item, 25 items per database transaction: on SQLite this saves a
 * disk sync per statement and makes large seeds (10,000 news) several times faster.
 */
export async function inTransactions<T>(
  strapi: Core.Strapi,
  items: T[],
  write: (item: T, index: number) => Promise<void>,
): Promise<void> {
  const size = 25;
  for (let start = 0; start < items.length; start += size) {
    await strapi.db.transaction(async () => {
      for (let i = start; i < Math.min(start + size, items.length); i += 1) await write(items[i], i);
    });
  }
}
