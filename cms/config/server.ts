import type { Core } from '@strapi/strapi';
import { publicDir } from '../src/lib/paths';
import { secret } from '../src/lib/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  // Absolute public URL when the CMS sits behind a proxy; empty means relative media URLs.
  url: env('CMS_PUBLIC_URL', ''),
  app: { keys: secret('APP_KEYS').split(',') },
  // Static files and uploaded media (`CMS_PUBLIC_DIR`, default cms/public).
  dirs: { public: publicDir() },
});
