import fs from 'node:fs';
import path from 'node:path';

/**
 * `.data/` holds password hashes, inquiries and generated secrets: only their owner may read
 * them. `npm start` calls this before it starts anything (files of earlier starts were 0644)
 * and again once the services have created their databases: SQLite creates a database with
 * the process's umask (0644), and its -wal and -shm files take the database's mode.
 */

/** Files that hold members' data or secrets: databases with their journals, secrets, tokens. */
const PRIVATE_FILE = /\.sqlite(?:-wal|-shm|-journal)?$|secret|password|token/i;

export interface ProtectedFiles {
  /** Folders made 0700. */
  folders: string[];
  /** Files made 0600 (their mode was wider). */
  files: string[];
}

function tighten(file: string, mode: number, changed: string[]) {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o777) !== mode) {
    fs.chmodSync(file, mode);
    changed.push(file);
  }
}

/**
 * Makes `dataDir` 0700 (created when missing) and its private files 0600: those at its top
 * level and one folder down (`.data/e2e/website-api.sqlite`), and the files named in `extra`
 * wherever they are (`cms/.editor-token`, a database set elsewhere by SQLITE_PATH).
 */
export function protectDataFiles(dataDir: string, extra: string[] = []): ProtectedFiles {
  const result: ProtectedFiles = { folders: [], files: [] };
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir, 0o700, result.folders);
  const candidates: string[] = [];
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    const full = path.join(dataDir, entry.name);
    if (entry.isFile() && PRIVATE_FILE.test(entry.name)) candidates.push(full);
    if (!entry.isDirectory()) continue;
    for (const inner of fs.readdirSync(full, { withFileTypes: true })) {
      if (inner.isFile() && PRIVATE_FILE.test(inner.name)) candidates.push(path.join(full, inner.name));
    }
  }
  const journals = (file: string) => ['', '-wal', '-shm', '-journal'].map((suffix) => `${file}${suffix}`);
  for (const file of [...candidates, ...extra.flatMap((f) => (f.endsWith('.sqlite') ? journals(f) : [f]))]) {
    tighten(file, 0o600, result.files);
  }
  return result;
}
