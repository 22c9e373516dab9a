import type { Core } from '@strapi/strapi';

/** CMS locales; the site maps them to jp/zh/en in @site/routing. */
export const CMS_LOCALES = [
  { code: 'ja', name: 'Japanese (ja)' },
  { code: 'zh', name: 'Chinese (zh)' },
  { code: 'en', name: 'English (en)' },
] as const;
export const DEFAULT_CMS_LOCALE = 'ja';

interface LocalesService {
  find(params?: Record<string, unknown>): Promise<Array<{ code: string }>>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string>;
}

/** Makes sure ja (default), zh and en exist; runs at every start, so it is idempotent. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('i18n').service('locales') as LocalesService;
  const existing = new Set((await service.find()).map((l) => l.code));
  for (const locale of CMS_LOCALES) {
    if (!existing.has(locale.code)) await service.create({ code: locale.code, name: locale.name });
  }
  if ((await service.getDefaultLocale()) !== DEFAULT_CMS_LOCALE) {
    await service.setDefaultLocale({ code: DEFAULT_CMS_LOCALE });
  }
}
