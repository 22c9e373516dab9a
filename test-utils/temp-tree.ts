import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TempTree {
  /** The current test's folder. */
  readonly dir: string;
  /** Writes a file at a path inside the folder, making its parent folders. */
  write(file: string, content: string | Buffer): void;
}

/** A fresh temporary folder for each test of the calling file: made before it, removed after. */
export function tempTree(prefix: string): TempTree {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return dir;
    },
    write(file, content) {
      const full = path.join(dir, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, content);
    },
  };
}
