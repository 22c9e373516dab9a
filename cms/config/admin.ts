import type { Core } from '@strapi/strapi';
import { secret } from '../src/lib/secrets';
import { previewConfig } from '../src/preview';

/**
 * `CMS_SERVE_ADMIN=false` starts the CMS without the admin panel, so tests and CI need
 * no admin build. Otherwise the key is left out: `strapi develop` decides by itself
 * whether it serves a built panel or the Vite dev server.
 */
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // Drafts open in the site's own layouts before they are published (decision 073).
  preview: previewConfig(),
  ...(env.bool('CMS_SERVE_ADMIN', true) ? {} : { serveAdminPanel: false }),
});
