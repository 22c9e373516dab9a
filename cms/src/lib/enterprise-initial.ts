import type { Core } from '@strapi/strapi';

export const ENTERPRISE_UID = 'api::enterprise.enterprise';

/**
 * The alphabet group of an enterprise name: its first letter A–Z (full-width letters
 * count), else 'Other' (digits, Chinese characters, kana, symbols).
 */
export function deriveInitial(name: string): string {
  const first = name.normalize('NFKC').trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : 'Other';
}

type DocumentMiddleware = Parameters<Core.Strapi['documents']['use']>[0];

/**
 * Document-service middleware: on create and update of an enterprise the `initial` is
 * set from the name, whatever the editor or API client sent.
 */
export const enterpriseInitialMiddleware: DocumentMiddleware = async (context, next) => {
  if (context.uid === ENTERPRISE_UID && (context.action === 'create' || context.action === 'update')) {
    const params = context.params as { data?: Record<string, unknown> };
    const data = params.data;
    if (data) {
      if (typeof data.name === 'string') data.initial = deriveInitial(data.name);
      else delete data.initial;
    }
  }
  return next();
};
