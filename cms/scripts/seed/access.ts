import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { cmsRoot, dataDir } from '../../src/lib/paths';

export const EDITOR_EMAIL = 'editor@example.com';
/** Demo password, documented in cms/README.md; `CMS_EDITOR_PASSWORD` replaces it. */
export const DEFAULT_EDITOR_PASSWORD = 'Editor-Demo-2024!';
export const EDITOR_TOKEN_NAME = 'site-server';
export const WEBHOOK_NAME = 'site-rebuild';
export const WEBHOOK_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete'];

export const editorTokenFile = () => process.env.CMS_EDITOR_TOKEN_FILE ?? join(cmsRoot(), '.editor-token');

/** The demo editor: a super admin, so the only account can also manage settings. */
export async function ensureEditor(strapi: Core.Strapi): Promise<'created' | 'kept'> {
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: EDITOR_EMAIL } });
  if (existing) return 'kept';
  const superAdmin = (await strapi.service('admin::role').getSuperAdmin()) as { id: number };
  await strapi.service('admin::user').create({
    email: EDITOR_EMAIL,
    firstname: 'Demo',
    lastname: 'Editor',
    password: process.env.CMS_EDITOR_PASSWORD || DEFAULT_EDITOR_PASSWORD,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  return 'created';
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
