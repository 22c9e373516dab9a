import pino from 'pino';

/**
 * JSON lines through pino, as the website API logs (Fastify's pino): one object per line
 * with a numeric `level` (20 debug, 30 info, 40 warn, 50 error), `time` in epoch
 * milliseconds, `pid`, `hostname` and `msg`, so both processes' lines can be read together.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Secrets never reach a line: credentials by field name, as in the API's logger. Link tokens
 * in addresses are taken out where the address is logged (`redactLinkTokens`, decision 042).
 */
export const REDACTED_FIELDS = [
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers.cookie',
  'cookie',
  'password',
  '*.password',
];

export function createLogger(
  level: string = process.env.LOG_LEVEL ?? 'info',
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const log = pino(
    {
      level: LEVELS.includes(level) ? level : 'info',
      redact: { paths: REDACTED_FIELDS, censor: '[redacted]' },
    },
    { write },
  );
  return {
    debug: (msg, fields) => log.debug(fields ?? {}, msg),
    info: (msg, fields) => log.info(fields ?? {}, msg),
    warn: (msg, fields) => log.warn(fields ?? {}, msg),
    error: (msg, fields) => log.error(fields ?? {}, msg),
  };
}
