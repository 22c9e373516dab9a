import { isMorphRelation, type Attribute } from './model';

/**
 * Fields answered only to the full-access server token when an item's `membersOnly`
 * flag is true (docs/content-model.md). Public answers carry them as null.
 */
export const MEMBERS_ONLY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'api::news-article.news-article': ['body'],
  'api::brand.brand': [
    'qualityCertification',
    'companyOverview',
    'productLineup',
    'useCases',
    'materials',
    'materialFiles',
    'contact',
  ],
  'api::enterprise.enterprise': ['description'],
};

/**
 * Attributes the public may not populate, at any depth: polymorphic relations (a file's
 * `related` lists every row, draft or published, of any type that uses the file) and
 * `localizations`. Neither the site build nor the website API asks for them.
 */
export function refusedForPublic(name: string, attribute: Attribute): boolean {
  return name === 'localizations' || isMorphRelation(attribute);
}

export function protectedFields(uid: string): readonly string[] {
  return MEMBERS_ONLY_FIELDS[uid] ?? [];
}

export function isProtectedField(uid: string, field: string): boolean {
  return protectedFields(uid).includes(field);
}

/** Shape of `ctx.state.auth` that Strapi sets for an authenticated request. */
export interface RequestAuth {
  strategy?: { name?: string };
  credentials?: { type?: string } | null;
}

/** Names of Strapi's content-API token strategy (5.54 calls it content-api-token). */
const API_TOKEN_STRATEGIES = ['content-api-token', 'api-token'];

/** Only a full-access API token reads members-only bodies and drafts. */
export function hasFullAccess(auth: RequestAuth | undefined | null): boolean {
  return (
    API_TOKEN_STRATEGIES.includes(auth?.strategy?.name ?? '') && auth?.credentials?.type === 'full-access'
  );
}

/**
 * An item's bodies stay hidden unless it says `membersOnly: false`; an answer whose
 * fields were narrowed so that the flag is missing is treated as members-only.
 */
export function mustRedact(item: Record<string, unknown>): boolean {
  return item.membersOnly !== false;
}
