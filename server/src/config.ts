import path from 'node:path';
import { z } from 'zod';
import { presentSettings, siteAreaOptions } from '@site/routing';

/** Repository root: server/src/.. /.. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface SiteServerConfig {
  port: number;
  host: string;
  /** Folder holding `<buildId>/` releases and the `current` symlink. */
  buildsDir: string;
  apiUrl: URL;
  cmsPublicUrl: string;
  siteArea: string | undefined;
  siteAreaRedirectUrl: string | undefined;
  /** Remote addresses whose X-Forwarded-Proto is believed. */
  trustedProxies: string[];
  /**
   * The builder process (`publish/src/builder-main.ts`) that answers `/__rebuild` for this
   * server (decision 074); the site server itself never builds.
   */
  builderUrl: URL;
  shutdownGraceMs: number;
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const siteSchema = z.object({
  BUILDS_DIR: optionalText,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  // Loopback unless told otherwise: a development machine's site is not offered to its network.
  HOST: z.string().default('127.0.0.1'),
  API_URL: z.url().default('http://127.0.0.1:8080'),
  CMS_PUBLIC_URL: z.url().default('http://localhost:1337'),
  SITE_AREA: optionalText,
  SITE_AREA_REDIRECT_URL: optionalText.pipe(z.url().optional()),
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1,::ffff:127.0.0.1'),
  // The builder's own default address (publish/src/config.ts, BUILDER_HOST and BUILDER_PORT).
  BUILDER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8010')),
});

/**
 * Parses the environment; the error names every bad variable at once. Empty values count as
 * unset (`PORT=` is the default port), as in the website API (`presentSettings`).
 */
function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv, who: string): z.infer<T> {
  const parsed = schema.safeParse(presentSettings(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid ${who} environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

const buildsDirFrom = (e: { BUILDS_DIR?: string }) =>
  path.resolve(e.BUILDS_DIR ?? path.join(REPO_ROOT, '.builds'));

/** The site server's settings (`server/src/main.ts`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const e = parseEnv(siteSchema, env, 'site server');
  let area;
  try {
    // SITE_AREA=CN without its external URL would open every path: refused at start.
    area = siteAreaOptions(e.SITE_AREA, e.SITE_AREA_REDIRECT_URL);
  } catch (error) {
    throw new Error(`Invalid site server environment:\n  ${(error as Error).message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    buildsDir: buildsDirFrom(e),
    apiUrl: new URL(e.API_URL),
    cmsPublicUrl: new URL(e.CMS_PUBLIC_URL).origin,
    siteArea: area.siteArea,
    siteAreaRedirectUrl: area.externalUrl,
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    builderUrl: new URL(e.BUILDER_URL),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
