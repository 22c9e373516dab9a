import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  BUILD_FAILED,
  BUILD_STATS_FILE,
  CSP_HASHES_FILE,
  CSP_MANIFEST_FILE,
  CURRENT_LINK,
  HTML_CHANGES_FILE,
  INCOMING_PREFIX,
  NEXT_PREFIX,
  PUBLISH_STATE_FILE,
  RELEASE_FILE,
  TRASH_PREFIX,
} from '../src';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** Where the names are spelled: the package itself, and the warm build's page lists (Gatsby's own names). */
const SPELLED_IN = new Set([
  'packages/releases/src/names.ts',
  'packages/releases/test/names.test.ts',
  'publish/src/warm-build/page-lists.ts',
]);
/** Comment lines may name a file as the reader knows it. */
const COMMENT = /^\s*(\*|\/\/|\/\*)/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoted = (text: string, whole: boolean) => new RegExp(`['"\`]${escape(text)}${whole ? `['"\`]` : ''}`);

/** A quoted file name or prefix of the release format, typed again instead of imported. */
const RETYPED: [string, RegExp][] = [
  ...[
    RELEASE_FILE,
    BUILD_STATS_FILE,
    CSP_MANIFEST_FILE,
    CSP_HASHES_FILE,
    HTML_CHANGES_FILE,
    PUBLISH_STATE_FILE,
  ].map((name): [string, RegExp] => [name, quoted(name, true)]),
  ...[NEXT_PREFIX, INCOMING_PREFIX, TRASH_PREFIX, BUILD_FAILED].map((prefix): [string, RegExp] => [
    prefix,
    quoted(prefix, false),
  ]),
  // `current` is an ordinary word: only as a path of a builds folder.
  [
    CURRENT_LINK,
    new RegExp(`(path\\.join|symlinkSync|readlinkSync|realpathSync)\\([^)]*['"\`]${CURRENT_LINK}['"\`]\\)`),
  ],
  ['newPages.txt', /['"`/]newPages\.txt['"`]/],
  ['deletedPages.txt', /['"`/]deletedPages\.txt['"`]/],
];

describe('the names of the release format', () => {
  it('are spelled in @site/releases only: every other file of code imports them', () => {
    const files = execFileSync('git', ['ls-files', '--cached'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.startsWith('cms/'))
      .filter((file) => !SPELLED_IN.has(file) && fs.existsSync(path.join(ROOT, file)));
    const retyped: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (COMMENT.test(line)) return;
        for (const [name, pattern] of RETYPED) {
          if (pattern.test(line)) retyped.push(`${file}:${index + 1}: ${name}`);
        }
      });
    }
    expect(retyped).toEqual([]);
  });
});
