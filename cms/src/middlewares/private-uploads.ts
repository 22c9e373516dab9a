import { posix } from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { MEMBERS_ONLY_FIELDS, hasFullAccess, mustRedact } from '../members-only/rules';

/** How long a computed set of private file names is trusted without a change event. */
const TTL_MS = 10_000;
const FILE_UID = 'plugin::upload.file';

interface StoredFile {
  url?: string | null;
  formats?: Record<string, { url?: string | null } | null> | string | null;
}

interface ApiToken {
  kind?: string | null;
  type?: string;
  expiresAt?: string | Date | null;
}

interface ApiTokenService {
  hash(accessKey: string): string;
  getByAccessKey(hash: string): Promise<ApiToken | null | undefined>;
}

/**
 * The name a stored file is served under (`/uploads/<name>`), in the form requests are
 * compared with: the last path segment, decoded, in lower case. Null for URLs that do
 * not end in a name.
 */
export function servedName(urlOrPath: string): string | null {
  let path = urlOrPath;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const name = posix.basename(posix.normalize(`/${decoded}`));
  return name ? name.toLowerCase() : null;
}

/** Every URL a file is served under: the original and each generated format (thumbnails). */
function fileUrls(file: StoredFile): string[] {
  const urls = file.url ? [file.url] : [];
  let formats = file.formats;
  if (typeof formats === 'string') {
    try {
      formats = JSON.parse(formats) as StoredFile['formats'];
    } catch {
      formats = null;
    }
  }
  if (formats && typeof formats === 'object') {
    for (const format of Object.values(formats)) if (format?.url) urls.push(format.url);
  }
  return urls;
}

/**
 * Names of every file referenced by a members-only media field (MEMBERS_ONLY_FIELDS) of an
 * item that is members-only, in any locale, draft or published. A file also used by a
 * public item stays private: the stricter use wins.
 */
export async function loadPrivateNames(strapi: Core.Strapi): Promise<Set<string>> {
  const names = new Set<string>();
  for (const [uid, fields] of Object.entries(MEMBERS_ONLY_FIELDS)) {
    const model = strapi.getModel(uid as UID.Schema);
    if (!model) continue;
    const attributes = model.attributes as Record<string, { type?: string }>;
    const media = fields.filter((field) => attributes[field]?.type === 'media');
    if (media.length === 0) continue;
    const flagged = attributes.membersOnly !== undefined;
    const rows = (await strapi.db.query(uid as UID.Schema).findMany({
      select: ['id', ...(flagged ? ['membersOnly'] : [])],
      ...(flagged
        ? { where: { $or: [{ membersOnly: { $null: true } }, { membersOnly: { $ne: false } }] } }
        : {}),
      populate: Object.fromEntries(media.map((field) => [field, { select: ['url', 'formats'] }])),
    })) as Array<Record<string, unknown>>;
    for (const row of rows) {
      // Without the flag on the model every item counts as members-only.
      if (flagged && !mustRedact(row)) continue;
      for (const field of media) {
        const value = row[field];
        const files = (Array.isArray(value) ? value : value ? [value] : []) as StoredFile[];
        for (const file of files) {
          for (const url of fileUrls(file)) {
            const name = servedName(url);
            if (name) names.add(name);
          }
        }
      }
    }
  }
  return names;
}

/**
 * The private names, reloaded after any write to a content type with members-only media
 * or to the media library, and at the latest after TTL_MS (a write whose transaction had
 * not committed when its event reloaded the set).
 */
export class PrivateNames {
  private names: Set<string> | null = null;
  private loadedAt = 0;
  private pending: Promise<Set<string>> | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<Set<string>>,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.names = null;
    // A load that started before the change may have read the old rows.
    this.pending = null;
  }

  async get(): Promise<Set<string>> {
    if (this.names && this.now() - this.loadedAt < TTL_MS) return this.names;
    if (!this.pending) {
      const generation = this.generation;
      const startedAt = this.now();
      const pending = this.load().then((names) => {
        if (generation === this.generation) {
          this.names = names;
          this.loadedAt = startedAt;
        }
        return names;
      });
      this.pending = pending;
      const clear = () => {
        if (this.pending === pending) this.pending = null;
      };
      pending.then(clear, clear);
    }
    return this.pending;
  }
}

/** Whether the request's bearer token is a valid, unexpired full-access content-API token. */
async function carriesFullAccess(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const parts = (ctx.get('authorization') || '').trim().split(/\s+/);
  if (parts.length !== 2 || parts[0].toLowerCase() !== 'bearer') return false;
  // The same look-up as Strapi's content-api-token strategy (admin's api-token service).
  const service = (strapi.service('admin::api-token-content-api') ??
    strapi.service('admin::api-token')) as unknown as ApiTokenService | undefined;
  if (!service) return false;
  const token = await service.getByAccessKey(service.hash(parts[1]));
  if (!token) return false;
  if (token.kind !== 'content-api' && token.kind !== null && token.kind !== undefined) return false;
  if (token.expiresAt && new Date(token.expiresAt).getTime() < Date.now()) return false;
  return hasFullAccess({ strategy: { name: 'content-api-token' }, credentials: token });
}

/**
 * Global middleware: a file referenced by a members-only media field of a members-only item
 * is answered 404 (as a missing file) unless the request carries the full-access token.
 * It runs before the router, so it covers the upload plugin's `/uploads/(.*)` route and
 * `strapi::public`'s static route, which also reaches the folder through an encoded path
 * (`/%75ploads/…`): the check is on the decoded last path segment, whatever the prefix.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const privateNames = new PrivateNames(() => loadPrivateNames(strapi));
  const watched = [...Object.keys(MEMBERS_ONLY_FIELDS), FILE_UID];
  const invalidate = async () => privateNames.invalidate();
  strapi.db.lifecycles.subscribe({
    models: watched,
    afterCreate: invalidate,
    afterCreateMany: invalidate,
    afterUpdate: invalidate,
    afterUpdateMany: invalidate,
    afterDelete: invalidate,
    afterDeleteMany: invalidate,
  });

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const name = servedName(ctx.path);
    if (!name || !(await privateNames.get()).has(name)) return next();
    // Left unanswered, like a missing file: strapi::errors answers its usual 404.
    if (!(await carriesFullAccess(strapi, ctx))) return;
    await next();
    ctx.set('Cache-Control', 'private, no-store');
  };
};
