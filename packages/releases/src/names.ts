/**
 * The names of a builds folder and of a release, written by publish/ and read by the site
 * server, nginx (deploy/nginx/site.conf) and the tools. Nothing else spells them.
 *
 *   <builds>/current                 symlink to the live release (switched by rename)
 *   <builds>/<id>/                   a release: pc/, mobile/ and the files below
 *   <builds>/.next-<id>/             the next release's link copy, made once <id> is live
 *   <builds>/.incoming-<id>/         a release being received by a node (renamed when whole)
 *   <builds>/.removed-<id>           a pruned release being removed
 *   <builds>/.publish-state.json     the builder's publish state
 */

import path from 'node:path';

/** The builds folder of a checkout, below the repository root, unless `BUILDS_DIR` names another. */
export const DEFAULT_BUILDS_FOLDER = '.builds';

/** The builds folder a service uses: `BUILDS_DIR` when set, else the checkout's `.builds`. */
export const buildsDirFrom = (setting: string | undefined, repoRoot: string): string =>
  path.resolve(setting ?? path.join(repoRoot, DEFAULT_BUILDS_FOLDER));

/** The symlink naming the live release. */
export const CURRENT_LINK = 'current';
/** `<release>/release.json`: `{ id, builtAt }`. */
export const RELEASE_FILE = 'release.json';
/** `<release>/build-stats.json`: how each variant was built (`BuildStats`). */
export const BUILD_STATS_FILE = 'build-stats.json';
/**
 * `<release>/csp.conf`: entries of nginx's `map "$release_key$uri" $csp_script_hashes`, one per
 * HTML file, keyed `<releaseId>/<build>/<path inside the build>`.
 */
export const CSP_MANIFEST_FILE = 'csp.conf';
/** `<release>/csp-hashes.json`: each HTML file's inline script hashes with its inode, size and time. */
export const CSP_HASHES_FILE = 'csp-hashes.json';
/** `<release>/html-changes.json`: the HTML files written and removed against the previous release. */
export const HTML_CHANGES_FILE = 'html-changes.json';
/** A pruned release is renamed `<prefix><id>` before it is removed (here and on remote nodes). */
export const TRASH_PREFIX = '.removed-';
/** `<builds>/.next-<id>`: the link copy of release `<id>` the next release starts from. */
export const NEXT_PREFIX = '.next-';
/** `<builds>/.incoming-<id>`: a release arriving on a node, renamed to `<id>` when complete. */
export const INCOMING_PREFIX = '.incoming-';
/** The publish state (changes, last success and failure), beside the releases. */
export const PUBLISH_STATE_FILE = '.publish-state.json';
/** Compressed siblings of a served file, in the order a reader prefers them. */
export const SIBLINGS = ['.br', '.gz'];
/** Files of these extensions have `.br` and `.gz` siblings in a release. */
export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.xml',
  '.svg',
  '.txt',
  '.webmanifest',
];
/** How a failed build's one reason line starts (the publish state shows editors that line). */
export const BUILD_FAILED = 'Site build failed:';

/**
 * `<release>/files-<build>.json`: every file of a build folder with its size and SHA-256, so
 * the next release can tell unchanged files without reading this one again. Outside the
 * served folders.
 */
export function filesManifestName(build: string): string {
  return `files-${build}.json`;
}
