/**
 * The content snapshot against a real CMS (Strapi on a temporary SQLite file, in a child
 * process): a full sync, an incremental one after an edit and an unpublish, a sync during
 * which the CMS freezes (SIGSTOP), and the sync after it goes on (SIGCONT).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { syncContentSnapshot } from '../../../publish/src/content-snapshot';
import type { FetchLike } from '../src/cms-client';
import { loadMediaLibrary } from '../src/media';
import { documentPath, readState } from '../src/snapshot';

const CMS_DIR = path.resolve(__dirname, '../../../cms');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-cms-'));
const snapshotDir = path.join(work, 'snapshot');
let child: ChildProcess | undefined;
let cmsUrl = '';
let output = '';

type Reply = { ready?: { url: string; token: string }; done?: { documentId: string }; error?: string };

function next(): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the CMS stopped (exit ${code}):\n${output.slice(-3000)}`));
    child!.once('exit', onExit);
    child!.once('message', (reply: Reply) => {
      child!.off('exit', onExit);
      if (reply.error) reject(new Error(reply.error));
      else resolve(reply);
    });
  });
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(CMS_DIR, 'dist/scripts/seed/run.js'))) {
    const build = spawnSync('npm', ['run', 'build:server'], { cwd: CMS_DIR, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`compiling the CMS failed:\n${build.stdout}${build.stderr}`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_SQLITE_FILE: path.join(work, 'cms.sqlite'),
    CMS_DATA_DIR: work,
    CMS_PUBLIC_DIR: path.join(work, 'public'),
    CMS_EDITOR_TOKEN_FILE: path.join(work, 'editor-token'),
    CMS_PORT: '0',
    CMS_HOST: '127.0.0.1',
    CMS_SERVE_ADMIN: 'false',
    // Nothing listens on the discard port: the publish webhook goes nowhere.
    SITE_REBUILD_URL: 'http://127.0.0.1:9/__rebuild',
    REBUILD_TOKEN: 'snapshot-test',
  };
  delete env.DATABASE_URL;
  delete env.CMS_DATABASE_URL;
  delete env.NODE_ENV;
  child = spawn(process.execPath, [path.join(__dirname, 'cms-child.js')], {
    cwd: CMS_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cmsUrl = (await next()).ready!.url;
}, 240_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    const force = setTimeout(() => child!.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  }
  fs.rmSync(work, { recursive: true, force: true });
}, 30_000);

const titleOf = (locale: string, documentId: string) =>
  (
    JSON.parse(fs.readFileSync(documentPath(snapshotDir, 'CmsNewsArticle', locale, documentId), 'utf8')) as {
      title: string;
    }
  ).title;

it('syncs in full, then only what changed; fails within a minute on a frozen CMS and recovers after', async () => {
  const first = await syncContentSnapshot({ dir: snapshotDir, url: cmsUrl, token: '' });
  expect(first).toMatchObject({ full: true, kept: 0, removed: 0 });
  const state = readState(snapshotDir)!;
  for (const locale of ['jp', 'zh', 'en']) {
    expect(Object.keys(state.documents[`CmsNewsArticle:${locale}`])).toHaveLength(6);
    expect(Object.keys(state.documents[`CmsAboutPage:${locale}`])).toHaveLength(1);
  }
  expect(first.fetched).toBe(
    Object.values(state.documents).reduce((n, docs) => n + Object.keys(docs).length, 0),
  );
  // The files the pages show came along (decision 045), every one given by the CMS.
  expect(first.media!.downloaded).toBeGreaterThan(0);
  expect(first.media).toMatchObject({ missing: 0, kept: 0 });
  const media = loadMediaLibrary(snapshotDir)!;
  expect(media.publishedFiles().some((name) => name.endsWith('.webp'))).toBe(true);

  child!.send({ edit: 'Edited for the snapshot test' });
  const edited = (await next()).done!.documentId;
  child!.send({ unpublish: true });
  const unpublished = (await next()).done!.documentId;
  const second = await syncContentSnapshot({ dir: snapshotDir, url: cmsUrl, token: '' });
  expect(second).toMatchObject({
    full: false,
    fetched: 1,
    refreshed: 0,
    removed: 1,
    kept: first.fetched - 2,
  });
  expect(second.requests).toBe(3 + 1);
  // An edited title: no file is downloaded again.
  expect(second.media).toMatchObject({ downloaded: 0, missing: 0 });
  expect(titleOf('en', edited)).toBe('Edited for the snapshot test');
  expect(titleOf('jp', edited)).not.toBe('Edited for the snapshot test');
  expect(fs.existsSync(documentPath(snapshotDir, 'CmsNewsArticle', 'en', unpublished))).toBe(false);
  expect(fs.existsSync(documentPath(snapshotDir, 'CmsNewsArticle', 'jp', unpublished))).toBe(true);
  const good = fs.readFileSync(path.join(snapshotDir, 'state.json'), 'utf8');

  // The CMS freezes once it has answered the first request of the next sync.
  let answered = 0;
  const freezing: FetchLike = async (url, init) => {
    const response = await fetch(url, init);
    answered += 1;
    if (answered === 1) process.kill(child!.pid!, 'SIGSTOP');
    return response;
  };
  const started = performance.now();
  const frozen = syncContentSnapshot({ dir: snapshotDir, url: cmsUrl, token: '', fetch: freezing });
  await expect(frozen).rejects.toThrow(
    new RegExp(`^The CMS at ${cmsUrl.replace(/\./g, '\\.')} did not answer within 10 s \\(3 tries\\): `),
  );
  // The bound the publish flow relies on: a frozen CMS stops the sync well within a minute.
  expect(performance.now() - started).toBeLessThan(60_000);
  expect(fs.readFileSync(path.join(snapshotDir, 'state.json'), 'utf8')).toBe(good);

  process.kill(child!.pid!, 'SIGCONT');
  const after = await syncContentSnapshot({ dir: snapshotDir, url: cmsUrl, token: '' });
  expect(after).toMatchObject({ full: false, fetched: 0, removed: 0, kept: second.kept + second.fetched });
}, 180_000);
