import fs from 'node:fs';
import path from 'node:path';
import { ZOD_LOCALES_ENGLISH, ZOD_LOCALES_INDEX } from './zod-locales';

const ROOT = path.resolve(__dirname, '..');
const zodDir = path.dirname(require.resolve('zod/package.json', { paths: [ROOT] }));

test("the pattern names zod's locales index, the one its classic API re-exports, and nothing else of zod", () => {
  const index = path.join(zodDir, 'v4', 'locales', 'index.js');
  expect(fs.existsSync(index)).toBe(true);
  expect(ZOD_LOCALES_INDEX.test(index)).toBe(true);
  expect(fs.readFileSync(path.join(zodDir, 'v4', 'classic', 'external.js'), 'utf8')).toContain(
    'export * as locales from "../locales/index.js"',
  );
  expect(ZOD_LOCALES_INDEX.test(path.join(zodDir, 'v4', 'locales', 'en.js'))).toBe(false);
  expect(ZOD_LOCALES_INDEX.test(path.join(zodDir, 'v4', 'core', 'index.js'))).toBe(false);
});

test("the stand-in exports zod's English locale under the name the index gives it, and nothing else", () => {
  // zod's ESM files are for webpack; Jest reads the stand-in as text.
  const exported = fs
    .readFileSync(ZOD_LOCALES_ENGLISH, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('export'));
  expect(exported).toEqual(["export { default as en } from 'zod/v4/locales/en.js';"]);
  expect(fs.readFileSync(path.join(zodDir, 'v4', 'locales', 'index.js'), 'utf8')).toContain(
    'export { default as en } from "./en.js";',
  );
});

test('no site code asks zod for another language', () => {
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        /\bz\.locales\b|zod\/v4\/locales\/(?!en)/.test(fs.readFileSync(file, 'utf8'))
      ) {
        hits.push(path.relative(ROOT, file));
      }
    }
  };
  for (const dir of ['src', 'packages']) walk(path.join(ROOT, dir));
  expect(hits).toEqual([]);
});
