import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stylesDigest } from './styles-digest';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'styles-digest-'));
  write('styles/global.css', 'body { margin: 0; }');
  write('features/parts/search.module.css', '.results { display: flex; }');
  write('features/parts/search-screen.tsx', 'export const a = 1;');
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function write(file: string, content: string) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

test('changes with a stylesheet, and only with stylesheets', () => {
  const before = stylesDigest(dir);
  expect(before).toMatch(/^[0-9a-f]{16}$/);
  expect(stylesDigest(dir)).toBe(before);

  write('features/parts/search-screen.tsx', 'export const a = 2;');
  expect(stylesDigest(dir)).toBe(before);

  write('features/parts/search.module.css', '.results { display: flex; min-height: 100vh; }');
  const changed = stylesDigest(dir);
  expect(changed).not.toBe(before);

  // A stylesheet moved to another folder with the same content is a change too.
  fs.renameSync(path.join(dir, 'styles/global.css'), path.join(dir, 'features/global.css'));
  expect(stylesDigest(dir)).not.toBe(changed);
});
