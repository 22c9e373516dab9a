import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The cms/ folder, found from this file's location so that the same code works from
 * `src/` (ts-jest) and from the compiled `dist/src/` that Strapi loads.
 */
export function cmsRoot(): string {
  let dir = __dirname;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'cms') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No cms/package.json above ${__dirname}`);
    dir = parent;
  }
}

/** The repository's `.data/` folder (git-ignored), or `CMS_DATA_DIR`. */
export function dataDir(): string {
  return process.env.CMS_DATA_DIR ? resolve(process.env.CMS_DATA_DIR) : resolve(cmsRoot(), '..', '.data');
}

/**
 * The folder Strapi serves as static files and the local upload provider writes media
 * to (`<folder>/uploads`): `cms/public`, or `CMS_PUBLIC_DIR`, so that a second CMS on
 * another database keeps its media apart.
 */
export function publicDir(): string {
  return process.env.CMS_PUBLIC_DIR ? resolve(process.env.CMS_PUBLIC_DIR) : join(cmsRoot(), 'public');
}
