import fs from 'node:fs';
import path from 'node:path';
import { stylesDigest } from './styles-digest';
import { tempTree } from '@site/test-utils/temp-tree';

const tree = tempTree('styles-digest-');
const { write } = tree;

beforeEach(() => {
  write('styles/global.css', 'body { margin: 0; }');
  write('features/parts/search.module.css', '.results { display: flex; }');
  write('features/parts/search-screen.tsx', 'export const a = 1;');
});

test('changes with a stylesheet, and only with stylesheets', () => {
  const before = stylesDigest(tree.dir);
  expect(before).toMatch(/^[0-9a-f]{16}$/);
  expect(stylesDigest(tree.dir)).toBe(before);

  write('features/parts/search-screen.tsx', 'export const a = 2;');
  expect(stylesDigest(tree.dir)).toBe(before);

  write('features/parts/search.module.css', '.results { display: flex; min-height: 100vh; }');
  const changed = stylesDigest(tree.dir);
  expect(changed).not.toBe(before);

  // A stylesheet moved to another folder with the same content is a change too.
  fs.renameSync(path.join(tree.dir, 'styles/global.css'), path.join(tree.dir, 'features/global.css'));
  expect(stylesDigest(tree.dir)).not.toBe(changed);
});
