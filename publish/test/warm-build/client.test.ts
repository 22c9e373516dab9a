import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  STATE_FILE,
  fingerprintChange,
  readState,
  sourcesFingerprint,
  startWarm,
  stopWarm,
  warmBuild,
  type Fingerprint,
} from '../../src/warm-build/client';
import { processAlive as alive } from '../../src/process-group';
import { withoutTsLoader } from '../../src/warm-build/loader-args';

const FAKE = path.join(__dirname, 'fake-daemon.ts');

const digest = (root: string, env: NodeJS.ProcessEnv) => sourcesFingerprint(root, env).digest;
/** A fingerprint for the stand-in daemon: only the digest is compared. */
const fp = (value: string): Fingerprint => ({ digest: value, files: value, env: {} });

describe('the fingerprint of the sources a warm build may serve', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-fp-'));
    fs.mkdirSync(path.join(root, 'src/templates'), { recursive: true });
    fs.mkdirSync(path.join(root, 'src/node_modules/x'), { recursive: true });
    fs.mkdirSync(path.join(root, 'docs'));
    fs.writeFileSync(path.join(root, 'src/templates/news.tsx'), 'export default process.env.CMS_URL;');
    fs.writeFileSync(path.join(root, 'gatsby-node.ts'), 'export {};');
    fs.writeFileSync(path.join(root, 'docs/notes.md'), 'a');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const env = { GATSBY_ROOT_DEVICE: 'pc', NODE_ENV: 'production', CMS_URL: 'http://cms' };

  it('is the same for the same files and environment', () => {
    expect(digest(root, env)).toBe(digest(root, { ...env }));
  });

  it('changes when a source file is edited, added or removed', () => {
    const before = digest(root, env);
    fs.writeFileSync(path.join(root, 'src/templates/news.tsx'), 'export default process.env.CMS_URI;');
    const edited = digest(root, env);
    expect(edited).not.toBe(before);
    fs.writeFileSync(path.join(root, 'src/templates/brand.tsx'), '');
    const added = digest(root, env);
    expect(added).not.toBe(edited);
    fs.rmSync(path.join(root, 'gatsby-node.ts'));
    expect(digest(root, env)).not.toBe(added);
  });

  it('changes with the environment the build reads: GATSBY_*, NODE_ENV and variables the sources name', () => {
    const before = digest(root, env);
    expect(digest(root, { ...env, GATSBY_ROOT_DEVICE: 'mobile' })).not.toBe(before);
    expect(digest(root, { ...env, GATSBY_NEW: '1' })).not.toBe(before);
    expect(digest(root, { ...env, NODE_ENV: 'development' })).not.toBe(before);
    expect(digest(root, { ...env, CMS_URL: 'http://other' })).not.toBe(before);
  });

  it('does not change with variables the sources do not name, nor with a touch', () => {
    const before = digest(root, env);
    expect(digest(root, { ...env, API_PROXY_SECRET: 'random', PORT: '8000' })).toBe(before);
    const file = path.join(root, 'src/templates/news.tsx');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(digest(root, env)).toBe(before);
  });

  it('names what changed: the sources, or which variables (never their values)', () => {
    const before = sourcesFingerprint(root, env);
    expect(Object.keys(before.env).sort()).toEqual(['CMS_URL', 'GATSBY_ROOT_DEVICE', 'NODE_ENV']);
    expect(JSON.stringify(before)).not.toContain('http://cms');
    const moved = sourcesFingerprint(root, { ...env, CMS_URL: 'http://other', GATSBY_NEW: '1' });
    expect(fingerprintChange(before, moved)).toBe('the build environment changed (CMS_URL, GATSBY_NEW)');
    fs.writeFileSync(path.join(root, 'gatsby-node.ts'), 'export const x = 1;');
    expect(fingerprintChange(before, sourcesFingerprint(root, env))).toBe('the sources changed');
    expect(fingerprintChange({}, moved)).toBe('the sources or the build environment changed');
  });

  it('leaves out what is not a source of the pages', () => {
    const before = digest(root, env);
    fs.writeFileSync(path.join(root, 'docs/notes.md'), 'changed');
    fs.writeFileSync(path.join(root, 'src/node_modules/x/index.js'), '');
    expect(digest(root, env)).toBe(before);
  });
});

describe('asking a warm build', () => {
  let work: string;
  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-'));
  });
  afterEach(async () => {
    await stopWarm(work);
    fs.rmSync(work, { recursive: true, force: true });
  });

  const start = (mode: string, fingerprint = 'f1') =>
    startWarm(work, { ...process.env, FAKE_WARM: mode }, fp(fingerprint), process.pid, FAKE);

  it('answers null when no daemon runs in the folder', async () => {
    await expect(warmBuild(work, fp('f1'))).resolves.toEqual({ skipped: 'no warm build is running' });
  });

  it('waits for a daemon still starting, then returns its answer; the daemon stays for the next one', async () => {
    const state = start('ok');
    const first = await warmBuild(work, fp('f1'));
    expect(first).toEqual({
      answer: { rendered: ['/news/a'], deleted: [], phases: { html: 0.1 }, builds: 1, rssMb: 50 },
    });
    await expect(warmBuild(work, fp('f1'))).resolves.toMatchObject({ answer: { builds: 2 } });
    expect(readState(work)?.pid).toBe(state.pid);
  });

  it('stops a daemon started from other sources and answers null (a full build follows)', async () => {
    const state = start('ok', 'old');
    await expect(warmBuild(work, fp('new'))).resolves.toEqual({
      skipped: 'the sources changed since the warm build started',
    });
    expect(alive(state.pid)).toBe(false);
    expect(fs.existsSync(path.join(work, STATE_FILE))).toBe(false);
  });

  it('rejects with the reason when the build fails, and stops the daemon', async () => {
    const state = start('fail');
    await expect(warmBuild(work, fp('f1'))).rejects.toThrow('query failed');
    expect(alive(state.pid)).toBe(false);
    expect(readState(work)).toBeNull();
  });

  it('rejects when the daemon hangs up without an answer, and stops it', async () => {
    const state = start('close');
    await expect(warmBuild(work, fp('f1'))).rejects.toThrow('without an answer');
    expect(alive(state.pid)).toBe(false);
  });

  it('does not count a daemon that has exited', async () => {
    const state = start('ok');
    process.kill(state.pid, 'SIGKILL');
    while (alive(state.pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readState(work)).toBeNull();
    await expect(warmBuild(work, fp('f1'))).resolves.toEqual({ skipped: 'no warm build is running' });
  });
});

describe('a state file left behind', () => {
  it('does not count another process that got the same number (after a restart of the machine)', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-'));
    const other = spawn('sleep', ['30']);
    try {
      fs.mkdirSync(path.join(work, '.cache'));
      fs.writeFileSync(
        path.join(work, STATE_FILE),
        JSON.stringify({ pid: other.pid, fingerprint: 'f1', startedAt: new Date().toISOString() }),
      );
      expect(readState(work)).toBeNull();
      await expect(warmBuild(work, fp('f1'))).resolves.toEqual({ skipped: 'no warm build is running' });
    } finally {
      other.kill();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('the Gatsby workers a daemon forks', () => {
  it('get its Node arguments without the TypeScript loader', () => {
    expect(
      withoutTsLoader(['--require', '/x/node_modules/tsx/dist/cjs/index.cjs', '--max-old-space-size=4096']),
    ).toEqual(['--max-old-space-size=4096']);
    expect(withoutTsLoader(['--import=tsx', '--require', './other.js'])).toEqual(['--require', './other.js']);
  });
});
