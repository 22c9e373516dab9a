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
  rebuild: {
    /** Explicit token; when absent the token file is read or created. */
    token: string | undefined;
    tokenFile: string;
    command: string;
    /** Working directory of the build command. */
    cwd: string;
    quietMs: number;
    retryDelayMs: number;
    timeoutMs: number;
    keepReleases: number;
    /** Run after a release is prepared and before it goes live (e.g. `nginx -s reload`). */
    releaseHook: string | undefined;
  };
  shutdownGraceMs: number;
}

const DEFAULT_BUILD_COMMAND = 'npx tsx scripts/build-sites.ts --out "$SITE_BUILD_OUT" --id "$SITE_BUILD_ID"';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  BUILDS_DIR: optionalText,
  API_URL: z.url().default('http://127.0.0.1:8080'),
  CMS_PUBLIC_URL: z.url().default('http://localhost:1337'),
  SITE_AREA: optionalText,
  SITE_AREA_REDIRECT_URL: optionalText.pipe(z.url().optional()),
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1,::ffff:127.0.0.1'),
  REBUILD_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  REBUILD_TOKEN_FILE: optionalText,
  SITE_BUILD_COMMAND: optionalText,
  SITE_BUILD_CWD: optionalText,
  REBUILD_QUIET_MS: z.coerce.number().int().min(0).default(1500),
  REBUILD_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(30_000),
  SITE_BUILD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30 * 60 * 1000),
  KEEP_RELEASES: z.coerce.number().int().min(1).default(2),
  SITE_RELEASE_HOOK: optionalText,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

/**
 * Parses the environment; the error names every bad variable at once. Empty values count as
 * unset (`PORT=` is the default port), as in the website API (`presentSettings`).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const parsed = envSchema.safeParse(presentSettings(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid site server environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    buildsDir: path.resolve(e.BUILDS_DIR ?? path.join(REPO_ROOT, '.builds')),
    apiUrl: new URL(e.API_URL),
    cmsPublicUrl: new URL(e.CMS_PUBLIC_URL).origin,
    siteArea: area.siteArea,
    siteAreaRedirectUrl: area.externalUrl,
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    rebuild: {
      token: e.REBUILD_TOKEN,
      tokenFile: path.resolve(e.REBUILD_TOKEN_FILE ?? path.join(REPO_ROOT, '.data', 'rebuild-token')),
      command: e.SITE_BUILD_COMMAND ?? DEFAULT_BUILD_COMMAND,
      cwd: path.resolve(e.SITE_BUILD_CWD ?? REPO_ROOT),
      quietMs: e.REBUILD_QUIET_MS,
      retryDelayMs: e.REBUILD_RETRY_DELAY_MS,
      timeoutMs: e.SITE_BUILD_TIMEOUT_MS,
      keepReleases: e.KEEP_RELEASES,
      releaseHook: e.SITE_RELEASE_HOOK,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
