import path from 'node:path';
import { z } from 'zod';
import { buildsDirFrom } from '@site/releases';
import {
  invalidSettings,
  optionalText,
  parseSettings,
  portSetting,
  shutdownGraceSetting,
} from '@site/runtime';
import { DEFAULT_RELEASE_SSH, parseReleaseTargets, type ReleaseTargetSettings } from './release-targets';

/** Repository root: publish/src/.. /.. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The settings of the builds the builder runs. */
export interface RebuildConfig {
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
  /** Other nodes' builds folders each release is copied to before it goes live (decision 075). */
  releaseTargets: ReleaseTargetSettings | undefined;
}

export interface BuilderConfig {
  port: number;
  host: string;
  /** Niceness the builder sets on itself at start; the builds it spawns inherit it. */
  nice: number;
  buildsDir: string;
  rebuild: RebuildConfig;
  shutdownGraceMs: number;
}

const DEFAULT_BUILD_COMMAND =
  'npx tsx publish/src/build-sites.ts --out "$SITE_BUILD_OUT" --id "$SITE_BUILD_ID"';

/** Where releases go, how builds run. */
const rebuildSchema = z.object({
  BUILDS_DIR: optionalText,
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
  // Read once: the targets, or an issue for each entry that is not one.
  RELEASE_TARGETS: optionalText.transform((value, ctx) => {
    if (!value) return [];
    const { targets, problems } = parseReleaseTargets(value);
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return targets;
  }),
  RELEASE_TARGET_HOOK: optionalText,
  RELEASE_SSH: optionalText,
  SHUTDOWN_GRACE_MS: shutdownGraceSetting,
});

const builderSchema = rebuildSchema.extend({
  BUILDER_PORT: portSetting(8010),
  BUILDER_HOST: z.string().default('127.0.0.1'),
  // Positive only: a process may lower its own priority, raising it needs privileges.
  BUILD_NICE: z.coerce.number().int().min(0).max(19).default(10),
});

type RebuildEnv = z.infer<typeof rebuildSchema>;

/** RELEASE_TARGETS and its settings; problems that need the builds folder are found here. */
function releaseTargetSettings(e: RebuildEnv, who: string): ReleaseTargetSettings | undefined {
  const problems: string[] = [];
  const targets = e.RELEASE_TARGETS;
  const own = targets.find((t) => !t.host && path.resolve(t.dir) === buildsDirFrom(e.BUILDS_DIR, REPO_ROOT));
  if (own) {
    problems.push(
      `RELEASE_TARGETS: "${own.name}" is BUILDS_DIR itself, which goes live anyway: list the other nodes only`,
    );
  }
  if (e.RELEASE_TARGET_HOOK && !targets.length) problems.push('RELEASE_TARGET_HOOK: needs RELEASE_TARGETS');
  if (e.RELEASE_SSH && !targets.some((t) => t.host)) {
    problems.push('RELEASE_SSH: needs a user@host:/path entry in RELEASE_TARGETS');
  }
  if (problems.length) throw invalidSettings(who, problems);
  if (!targets.length) return undefined;
  return {
    targets,
    hook: e.RELEASE_TARGET_HOOK,
    ssh: (e.RELEASE_SSH ?? DEFAULT_RELEASE_SSH).split(/\s+/),
  };
}

function rebuildConfig(e: RebuildEnv, who: string): RebuildConfig {
  return {
    token: e.REBUILD_TOKEN,
    tokenFile: path.resolve(e.REBUILD_TOKEN_FILE ?? path.join(REPO_ROOT, '.data', 'rebuild-token')),
    command: e.SITE_BUILD_COMMAND ?? DEFAULT_BUILD_COMMAND,
    cwd: path.resolve(e.SITE_BUILD_CWD ?? REPO_ROOT),
    quietMs: e.REBUILD_QUIET_MS,
    retryDelayMs: e.REBUILD_RETRY_DELAY_MS,
    timeoutMs: e.SITE_BUILD_TIMEOUT_MS,
    keepReleases: e.KEEP_RELEASES,
    releaseHook: e.SITE_RELEASE_HOOK,
    releaseTargets: releaseTargetSettings(e, who),
  };
}

/** The builder's settings (`publish/src/builder-main.ts`): the build settings, its address, its niceness. */
export function loadBuilderConfig(env: NodeJS.ProcessEnv = process.env): BuilderConfig {
  const e = parseSettings(builderSchema, env, 'builder');
  return {
    port: e.BUILDER_PORT,
    host: e.BUILDER_HOST,
    nice: e.BUILD_NICE,
    buildsDir: buildsDirFrom(e.BUILDS_DIR, REPO_ROOT),
    rebuild: rebuildConfig(e, 'builder'),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
