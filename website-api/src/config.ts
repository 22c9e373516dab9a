import fs from 'fs';
import path from 'path';
import { z } from 'zod';

/** The repository root: `.data/` and `cms/.editor-token` are found from here. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

const url = (protocols: string[]) =>
  z.url({ error: `must be a URL (${protocols.join(', ')})` }).refine(
    (value) => protocols.some((p) => value.startsWith(`${p}://`)),
    `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  );

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Multiplies every rate limit; benchmarks raise it, production keeps 1.
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
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
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimitScale: number;
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
  // Empty strings count as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
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
    logLevel: e.LOG_LEVEL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
  };
}
