import { DEFAULT_LOCALE, isLocale, type Locale } from '@site/routing';
import type { FastifyRequest } from 'fastify';

/** The reader's locale from `x-locale` (jp, zh, en); anything else falls back to jp. */
export function requestLocale(request: FastifyRequest): Locale {
  const value = request.headers['x-locale'];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
