import path from 'node:path';
import { z } from 'zod';
import { buildsDirFrom } from '@site/releases';
import { siteAreaOptions } from '@site/routing';
import {
  invalidSettings,
  optionalText,
  parseSettings,
  portSetting,
  shutdownGraceSetting,
} from '@site/runtime';

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

const siteSchema = z.object({
  BUILDS_DIR: optionalText,
  SHUTDOWN_GRACE_MS: shutdownGraceSetting,
  PORT: portSetting(8000),
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

/** The site server's settings (`server/src/main.ts`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const e = parseSettings(siteSchema, env, 'site server');
  let area;
  try {
    // SITE_AREA=CN without its external URL would open every path: refused at start.
    area = siteAreaOptions(e.SITE_AREA, e.SITE_AREA_REDIRECT_URL);
  } catch (error) {
    throw invalidSettings('site server', [(error as Error).message]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    buildsDir: buildsDirFrom(e.BUILDS_DIR, REPO_ROOT),
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
