/**
 * Every page links the site's stylesheet by its content-hashed name, but Gatsby 5 renders a page
 * again only when its data or the HTML renderer changed: a change to CSS alone changes the
 * browser bundle only, and every page kept linking the stylesheet of the previous build. gatsby-node
 * defines this digest into the HTML renderer (gatsby-ssr sets it on <body>), so a CSS change
 * makes Gatsby render every page again, while a content-only rebuild keeps the renderer and
 * renders only the changed pages (decision 070).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The stylesheets under `dir` (every .css file), in a stable order. */
function stylesheets(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return stylesheets(full);
      return entry.name.endsWith('.css') ? [full] : [];
    });
}

/** A digest of the path and content of every stylesheet under `srcDir`. */
export function stylesDigest(srcDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of stylesheets(srcDir)) {
    hash.update(path.relative(srcDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
