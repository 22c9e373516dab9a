import type { Core, UID } from '@strapi/strapi';

/**
 * `siteListing(locale)`: the id, change time and members-only flag of every published
 * document of one locale, for the site build's content snapshot (decision 071). It answers with
 * what the build's list queries (`<type>_connection { nodes { documentId updatedAt
 * membersOnly } }`) answer, keyed by their GraphQL field names, from one database query per
 * content type: at 10× content those list queries took 6.2 s per publish (34 requests of up to
 * 1,000 items, 0.14 s each, nearly all of it per-item work in the content API), while the
 * documents themselves had not changed (decision 079).
 *
 * Public, as the list queries are: it names no more than they do. Members-only documents are
 * listed with their flag; their bodies stay behind the server token.
 */

interface Naming {
  getFindConnectionQueryName(ct: unknown): string;
  getFindOneQueryName(ct: unknown): string;
}

interface ContentType {
  uid: string;
  kind: 'collectionType' | 'singleType';
  attributes: Record<string, unknown>;
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
}

export interface ListedDocument {
  documentId: string;
  updatedAt: string;
  membersOnly?: boolean | null;
}

export type SiteListing = Record<string, ListedDocument[] | ListedDocument | null>;

export async function siteListing(strapi: Core.Strapi, naming: Naming, locale: string): Promise<SiteListing> {
  const listing: SiteListing = {};
  const types = Object.values(strapi.contentTypes) as unknown as ContentType[];
  for (const ct of types) {
    if (!ct.uid.startsWith('api::') || !ct.options?.draftAndPublish) continue;
    const select = ['documentId', 'updatedAt', ...('membersOnly' in ct.attributes ? ['membersOnly'] : [])];
    const where: Record<string, unknown> = { publishedAt: { $notNull: true } };
    if (ct.pluginOptions?.i18n?.localized) where.locale = locale;
    const rows = (await strapi.db.query(ct.uid as UID.ContentType).findMany({
      where,
      select,
      orderBy: { documentId: 'asc' },
    })) as ListedDocument[];
    const documents = rows.map((row) => ({
      documentId: row.documentId,
      updatedAt: new Date(row.updatedAt).toISOString(),
      ...('membersOnly' in row ? { membersOnly: row.membersOnly ?? null } : {}),
    }));
    if (ct.kind === 'singleType') listing[naming.getFindOneQueryName(ct)] = documents[0] ?? null;
    else listing[naming.getFindConnectionQueryName(ct)] = documents;
  }
  return listing;
}

export function registerSiteListing(strapi: Core.Strapi): void {
  const graphql = strapi.plugin('graphql');
  const naming = graphql.service('utils').naming as Naming;
  graphql.service('extension').use(() => ({
    typeDefs: 'type Query { siteListing(locale: I18NLocaleCode): JSON }',
    resolvers: {
      Query: {
        siteListing: {
          resolve: async (_parent: unknown, args: { locale?: string }) =>
            siteListing(
              strapi,
              naming,
              args.locale ?? ((await strapi.plugin('i18n').service('locales').getDefaultLocale()) as string),
            ),
        },
      },
    },
    resolversConfig: { 'Query.siteListing': { auth: false } },
  }));
}
