import { z } from 'zod';
import { presentSettings } from '@site/routing';

/** A text setting; blank counts as unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A TCP port (0: any free one), `fallback` when unset. */
export const portSetting = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** How long a stopping process lets running requests finish (`SHUTDOWN_GRACE_MS`). */
export const shutdownGraceSetting = z.coerce.number().int().min(0).default(10_000);

/** The error a process starts with when its settings are wrong: one line per problem. */
export function invalidSettings(who: string, problems: string[]): Error {
  return new Error(`Invalid ${who} environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/**
 * Parses the environment; the error names every bad variable at once. Empty values count as
 * unset (`PORT=` is the default port), as in the website API (`presentSettings`).
 */
export function parseSettings<T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv,
  who: string,
): z.infer<T> {
  const parsed = schema.safeParse(presentSettings(env));
  if (!parsed.success) {
    throw invalidSettings(
      who,
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}
