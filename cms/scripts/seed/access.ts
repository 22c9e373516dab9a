import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { cmsRoot, dataDir } from '../../src/lib/paths';

export const EDITOR_EMAIL = 'editor@example.com';
export const EDITOR_TOKEN_NAME = 'site-server';
export const WEBHOOK_NAME = 'site-rebuild';
export const WEBHOOK_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete'];

export const editorTokenFile = () => process.env.CMS_EDITOR_TOKEN_FILE ?? join(cmsRoot(), '.editor-token');

/** Where the seed writes the editor's generated password: `.data/editor-password` (or `CMS_DATA_DIR`). */
export const editorPasswordFile = () => join(dataDir(), 'editor-password');

/** 24 random characters, with the upper case letter, lower case letter and digit Strapi's policy asks for. */
export const generatePassword = (): string => `Ed1${randomBytes(18).toString('base64url')}`;

export type EditorState =
  | { state: 'kept' }
  | { state: 'created'; generated: false }
  | { state: 'created'; generated: true; password: string; file: string };

/**
 * The demo editor: a super admin, so the only account can also manage settings. Its
 * password is `CMS_EDITOR_PASSWORD`, else generated for this installation (no password
 * known to anyone who has read the repository) and written to `editorPasswordFile()`.
 */
export async function ensureEditor(strapi: Core.Strapi): Promise<EditorState> {
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: EDITOR_EMAIL } });
  if (existing) return { state: 'kept' };
  const given = process.env.CMS_EDITOR_PASSWORD;
  const password = given || generatePassword();
  const superAdmin = (await strapi.service('admin::role').getSuperAdmin()) as { id: number };
  await strapi.service('admin::user').create({
    email: EDITOR_EMAIL,
    firstname: 'Demo',
    lastname: 'Editor',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  if (given) return { state: 'created', generated: false };
  const file = editorPasswordFile();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { state: 'created', generated: true, password, file };
}

interface ApiTokenService {
  hash(key: string): string;
  getByAccessKey(hash: string): Promise<{ id: number; type?: string } | null>;
  getByName(name: string): Promise<{ id: number } | null>;
  create(attributes: Record<string, unknown>): Promise<{ accessKey: string }>;
  revoke(id: number): Promise<unknown>;
}

/**
 * The full-access token the site build and the website API use. The file is reused
 * while its token is still known to this database; otherwise a new one replaces it.
 */
export async function ensureEditorToken(
  strapi: Core.Strapi,
): Promise<{ token: string; state: 'reused' | 'created' }> {
  const service = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  const file = editorTokenFile();
  const saved = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (saved) {
    const known = await service.getByAccessKey(service.hash(saved));
    if (known?.type === 'full-access') return { token: saved, state: 'reused' };
  }
  const stale = await service.getByName(EDITOR_TOKEN_NAME);
  if (stale) await service.revoke(stale.id);
  const created = await service.create({
    name: EDITOR_TOKEN_NAME,
    description: 'Full access for the site build and the website API (members-only bodies)',
    type: 'full-access',
    lifespan: null,
  });
  writeFileSync(file, `${created.accessKey}\n`, { mode: 0o600 });
  return { token: created.accessKey, state: 'created' };
}

/** `REBUILD_TOKEN`, else `.data/rebuild-token`, created with 32 random bytes when absent. */
export function rebuildToken(): string {
  if (process.env.REBUILD_TOKEN) return process.env.REBUILD_TOKEN;
  const file = join(dataDir(), 'rebuild-token');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  }
  mkdirSync(dataDir(), { recursive: true });
  const token = randomBytes(32).toString('hex');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

interface WebhookStore {
  findWebhooks(): Promise<Array<{ id: number; name: string }>>;
  createWebhook(data: Record<string, unknown>): Promise<unknown>;
  updateWebhook(id: number, data: Record<string, unknown>): Promise<unknown>;
}

/** The rebuild webhook, kept pointing at `SITE_REBUILD_URL` with the current token. */
export async function ensureRebuildWebhook(
  strapi: Core.Strapi,
): Promise<{ url: string; state: 'created' | 'updated' }> {
  const url = process.env.SITE_REBUILD_URL || 'http://localhost:8000/__rebuild';
  const store = strapi.get('webhookStore') as WebhookStore;
  const data = {
    name: WEBHOOK_NAME,
    url,
    headers: { Authorization: `Bearer ${rebuildToken()}` },
    events: WEBHOOK_EVENTS,
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((w) => w.name === WEBHOOK_NAME);
  if (existing) {
    await store.updateWebhook(existing.id, data);
    return { url, state: 'updated' };
  }
  await store.createWebhook(data);
  return { url, state: 'created' };
}
