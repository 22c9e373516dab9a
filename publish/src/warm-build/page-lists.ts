import path from 'node:path';

/**
 * The pages Gatsby rendered and deleted in a work folder's last build, one path a line: what
 * `gatsby build --write-to-file` writes, and what the warm build writes the same way. Relative
 * to the work folder; build-sites reads them for `build-stats.json`.
 */
export const RENDERED_PAGES_FILE = path.join('.cache', 'newPages.txt');
export const DELETED_PAGES_FILE = path.join('.cache', 'deletedPages.txt');
