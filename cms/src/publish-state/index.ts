import type { Core, UID } from '@strapi/strapi';
// The builder's answers, typed once for both sides (a declaration file: types only, outside
// this project's rootDir).
import type { ChangeState, DocumentStatus } from '../../../packages/releases/src/publish-state';

/**
 * Publish state for editors: `GET /publish-state/:model/:documentId?locale=` (admin
 * session required) asks the site server, with the rebuild token of the `site-rebuild`
 * webhook, where the latest change of the document in that locale stands (queued,
 * building, live, failed) and answers with a link to its page on the site. Editors never
 * see the token. Decision 072.
 */

/** Content types whose edit view shows the publish state; each has a page per item on the site. */
export const PUBLISH_STATE_MODELS = ['news-article', 'notice', 'brand', 'enterprise'] as const;
export type PublishStateModel = (typeof PUBLISH_STATE_MODELS)[number];

/** Name of the webhook the seed sets up (scripts/seed/access.ts). */
export const REBUILD_WEBHOOK_NAME = 'site-rebuild';

const SITE_TIMEOUT_MS = 5000;

/** What the admin panel receives. */
export interface PublishState {
  model: PublishStateModel;
  documentId: string;
  locale: string | null;
  /** Whether a published version exists in this locale (the page exists on the site). */
  published: boolean;
  /** The page on the site, when published. */
  pageUrl: string | null;
  /** The latest change since the site server started, or null. */
  change: ChangeState | null;
  build: DocumentStatus['build'] | null;
  /** Set when the site server could not be asked. */
  error: string | null;
}

interface Webhook {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

interface RouteContext {
  params: Record<string, string>;
  query: Record<string, unknown>;
  state: { userAbility?: { can(action: string, subject: string): boolean } };
  body: unknown;
  notFound(message?: string): void;
  forbidden(message?: string): void;
}

const isModel = (value: string): value is PublishStateModel =>
  (PUBLISH_STATE_MODELS as readonly string[]).includes(value);

/** The public site, for links to pages (`SITE_URL`, as `npm start` sets it). */
export const siteUrl = (): string => (process.env.SITE_URL || 'http://localhost:8000').replace(/\/+$/, '');

/** `…/__rebuild` → `…/__rebuild/status`. */
export function statusUrlOf(rebuildUrl: string): URL {
  const url = new URL(rebuildUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/status`;
  url.search = '';
  return url;
}

export function registerPublishStateRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/publish-state',
    routes: [
      {
        method: 'GET',
        path: '/:model/:documentId',
        handler: (ctx: RouteContext) => answer(strapi, ctx),
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as unknown as Parameters<Core.Strapi['server']['routes']>[0]);
}

async function answer(strapi: Core.Strapi, ctx: RouteContext): Promise<void> {
  const { model, documentId } = ctx.params;
  if (!isModel(model)) return ctx.notFound('No publish state for this content type');
  const uid = `api::${model}.${model}` as UID.ContentType;
  // Only editors who may read the type in the Content Manager see its state.
  if (!ctx.state.userAbility?.can('plugin::content-manager.explorer.read', uid)) return ctx.forbidden();
  const locale = typeof ctx.query.locale === 'string' && ctx.query.locale ? ctx.query.locale : null;
  ctx.body = { data: await publishState(strapi, model, documentId, locale) };
}

export async function publishState(
  strapi: Core.Strapi,
  model: PublishStateModel,
  documentId: string,
  locale: string | null,
): Promise<PublishState> {
  const uid = `api::${model}.${model}` as UID.ContentType;
  const published = (await strapi.documents(uid).findOne({
    documentId,
    ...(locale ? { locale } : {}),
    status: 'published',
    fields: ['slug'],
  } as never)) as { slug?: string } | null;
  const state: PublishState = {
    model,
    documentId,
    locale,
    published: Boolean(published),
    pageUrl: null,
    change: null,
    build: null,
    error: null,
  };
  const hooks = (await strapi.get('webhookStore').findWebhooks()) as Webhook[];
  const hook = hooks.find((w) => w.name === REBUILD_WEBHOOK_NAME);
  if (!hook) return { ...state, error: 'The site-rebuild webhook is not set up (npm run seed sets it).' };

  const url = statusUrlOf(hook.url);
  url.searchParams.set('type', model);
  url.searchParams.set('documentId', documentId);
  if (locale) url.searchParams.set('locale', locale);
  if (published?.slug) url.searchParams.set('slug', published.slug);
  try {
    const res = await fetch(url, {
      headers: { Authorization: hook.headers?.Authorization ?? '' },
      signal: AbortSignal.timeout(SITE_TIMEOUT_MS),
    });
    if (!res.ok) return { ...state, error: `The site server answered ${res.status}.` };
    const site = ((await res.json()) as { data: DocumentStatus }).data;
    return {
      ...state,
      pageUrl: published && site.path ? `${siteUrl()}${site.path}` : null,
      change: site.change,
      build: site.build,
    };
  } catch (error) {
    strapi.log.warn(`publish state: site server at ${url.origin} not reachable: ${String(error)}`);
    return { ...state, error: 'The site server did not answer.' };
  }
}
