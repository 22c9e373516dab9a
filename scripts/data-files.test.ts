import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { protectDataFiles } from './data-files';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('protectDataFiles', () => {
  let work: string;
  let data: string;

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'data-files-'));
    data = path.join(work, '.data');
  });

  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  const write = (file: string, fileMode = 0o644) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    fs.chmodSync(file, fileMode);
    return file;
  };

  it("closes the folder and the earlier starts' databases and secrets to other users", () => {
    fs.mkdirSync(data, { mode: 0o755 });
    fs.chmodSync(data, 0o755);
    const private0644 = [
      'cms.sqlite',
      'cms.sqlite-wal',
      'website-api.sqlite',
      'website-api.sqlite-shm',
      'parts.sqlite',
      'preview-secret',
      'cms-secrets.json',
      'rebuild-token',
      'cms-editor-password',
      'e2e/website-api.sqlite',
    ].map((name) => write(path.join(data, name)));
    const other = write(path.join(data, 'e2e-system.log'));
    const editorToken = write(path.join(work, 'cms', '.editor-token'));
    const elsewhere = write(path.join(work, 'elsewhere', 'api.sqlite'));
    const elsewhereWal = write(path.join(work, 'elsewhere', 'api.sqlite-wal'));

    const result = protectDataFiles(data, [editorToken, elsewhere, path.join(work, 'missing-token')]);

    expect(mode(data)).toBe(0o700);
    for (const file of [...private0644, editorToken, elsewhere, elsewhereWal]) {
      expect([file, mode(file)]).toEqual([file, 0o600]);
    }
    // Logs and the like keep their mode: the folder already closes them.
    expect(mode(other)).toBe(0o644);
    expect(result.folders).toEqual([data]);
    expect(result.files).toHaveLength(private0644.length + 3);
    // A second call has nothing left to change.
    expect(protectDataFiles(data, [editorToken])).toEqual({ folders: [], files: [] });
  });

  it('creates the folder 0700 on a first start', () => {
    protectDataFiles(data);
    expect(mode(data)).toBe(0o700);
  });

  it("leaves a link's target alone", () => {
    const target = write(path.join(work, 'shared-token'));
    fs.mkdirSync(data);
    fs.symlinkSync(target, path.join(data, 'linked-token'));
    protectDataFiles(data);
    expect(mode(target)).toBe(0o644);
  });

  it("keeps a SQLite database's journals as private as the database", () => {
    fs.mkdirSync(data);
    const file = path.join(data, 'cms.sqlite');
    const first = new Database(file);
    first.exec('CREATE TABLE t (v TEXT)');
    first.close();
    expect(mode(file)).toBe(0o644 & ~process.umask());
    protectDataFiles(data);
    // SQLite gives the -wal and -shm files it creates later the mode of the database.
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.prepare('INSERT INTO t VALUES (?)').run('hash');
    for (const suffix of ['', '-wal', '-shm']) {
      expect([suffix, mode(`${file}${suffix}`)]).toEqual([suffix, 0o600]);
    }
    db.close();
  });
});
