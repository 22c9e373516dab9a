import fs from 'fs';
import { isIP } from 'net';
import path from 'path';
import { presentSettings } from '@site/routing';
import { z } from 'zod';

/** The repository root: `.data/` and `cms/.editor-token` are found from here. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

const url = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(', ')})` })
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/** `203.0.113.7`, `2001:db8::1`, `10.0.0.0/8`, `2001:db8::/32`. */
function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  SQLITE_PATH: z.string().min(1).optional(),
  SMTP_URL: url(['smtp', 'smtps']).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Electronics Insight <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email().default('support@localhost'),
  SITE_URL: url(['http', 'https'])
    .default('http://localhost:8000')
    .transform((value) => value.replace(/\/+$/, '')),
  CLIENT_ID: z.string().min(1).default('electronics-site-web'),
  CMS_URL: url(['http', 'https'])
    .default('http://localhost:1337')
    .transform((value) => value.replace(/\/+$/, '')),
  CMS_API_TOKEN: z.string().min(1).optional(),
  // Where browsers fetch CMS media (the preview's images); CMS_URL when unset.
  CMS_PUBLIC_URL: url(['http', 'https'])
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  // Checks the CMS's preview tokens (decision 073); `.data/preview-secret` when unset.
  PREVIEW_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  // Signs members-only file links (lib/signed-links.ts); derived from the CMS token when unset.
  FILE_LINK_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  // Signs login device cookies (lib/device-cookies.ts, decision 026); derived from the CMS token when unset.
  DEVICE_COOKIE_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Multiplies every rate limit; benchmarks raise it, production keeps 1.
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  // Proxies whose X-Forwarded-For names the client (addresses or CIDRs, comma-separated); none by default.
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrCidr), 'must be IP addresses or CIDRs, comma-separated'),
  // When set, a trusted proxy must also send it in X-Proxy-Secret (see decision 024).
  API_PROXY_SECRET: z.string().min(16, 'must have at least 16 characters').optional(),
  // Serves the OpenAPI document at /website/openapi.json; on unless NODE_ENV=production (decision 027).
  API_DOCS: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  NODE_ENV: z.string().optional(),
  // Keeps the per-client limits in Redis, shared by every instance (decision 024); in memory when unset.
  REDIS_URL: url(['redis', 'rediss']).optional(),
  // Starts every Redis key of this deployment, so several deployments can share one Redis.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'must be 1 to 64 letters, digits or : . _ -')
    .default('website-api:'),
});

export interface Config {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'sqlite'; path: string };
  smtpUrl: string;
  mailFrom: string;
  supportEmail: string;
  siteUrl: string;
  clientId: string;
  cmsUrl: string;
  cmsApiToken: string | null;
  cmsPublicUrl: string;
  previewSecret: string | null;
  fileLinkSecret: string | null;
  deviceCookieSecret: string | null;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimitScale: number;
  /** Addresses or CIDRs whose X-Forwarded-For is honoured; empty: the socket address counts. */
  trustProxy: string[];
  /** The secret a trusted proxy must also present (X-Proxy-Secret), or null. */
  proxySecret: string | null;
  /** Whether `/website/openapi.json` is served (API_DOCS; off in production unless set). */
  publishApiDocs: boolean;
  /** Redis for the per-client limits (shared by every instance), or null: in memory. */
  redis: { url: string; keyPrefix: string } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function readEditorToken(): string | null {
  try {
    return fs.readFileSync(path.join(REPO_ROOT, 'cms/.editor-token'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** `SQLITE_PATH` relative to the repository root (as the README gives it), or `:memory:`. */
function sqlitePath(value: string | undefined): string {
  if (value === ':memory:') return value;
  return path.resolve(REPO_ROOT, value ?? '.data/website-api.sqlite');
}

/** Parses the environment; the error names every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty values count as unset, as in the site server and most .env tooling.
  const parsed = EnvSchema.safeParse(presentSettings(env));
  if (!parsed.success) {
    const byVariable = new Map<string, string[]>();
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      byVariable.set(name, [...(byVariable.get(name) ?? []), issue.message]);
    }
    throw new ConfigError([...byVariable].map(([name, messages]) => `${name}: ${messages.join('; ')}`));
  }
  const e = parsed.data;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', path: sqlitePath(e.SQLITE_PATH) },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    siteUrl: e.SITE_URL,
    clientId: e.CLIENT_ID,
    cmsUrl: e.CMS_URL,
    cmsApiToken: e.CMS_API_TOKEN ?? readEditorToken(),
    cmsPublicUrl: e.CMS_PUBLIC_URL ?? e.CMS_URL,
    previewSecret: e.PREVIEW_SECRET ?? null,
    fileLinkSecret: e.FILE_LINK_SECRET ?? null,
    deviceCookieSecret: e.DEVICE_COOKIE_SECRET ?? null,
    logLevel: e.LOG_LEVEL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: e.TRUST_PROXY,
    proxySecret: e.API_PROXY_SECRET ?? null,
    publishApiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
  };
}
