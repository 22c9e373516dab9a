import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startService } from '../../test-utils/service-process';
import { makeRelease, pointCurrent, request, tempDir } from './fixtures';

jest.setTimeout(60_000);

const MAIN = path.join(__dirname, '..', 'src', 'main.ts');
const TSX = require.resolve('tsx/cli');

describe('npx tsx server/src/main.ts', () => {
  it('starts from the environment, answers, and stops cleanly on SIGTERM', async () => {
    const buildsDir = tempDir('site-main-');
    await makeRelease(buildsDir, 'r-main');
    pointCurrent(buildsDir, 'r-main');
    const site = startService(MAIN, {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BUILDS_DIR: buildsDir,
      REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
    });
    try {
      const { port } = await site.logged('site server listening');
      expect(site.lines[0]).toEqual(expect.objectContaining({ release: 'r-main', level: 30 }));
      const health = await request(port as number, '/__health');
      expect(JSON.parse(health.text)).toEqual({ status: 'ok', release: 'r-main' });
      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
      expect(site.lines.map((l) => l.msg)).toEqual(
        expect.arrayContaining(['request', 'site server stopping', 'site server stopped']),
      );
    } finally {
      site.kill();
      fs.rmSync(buildsDir, { recursive: true, force: true });
    }
  });

  it('refuses a bad environment and names every bad variable', () => {
    const result = spawnSync(process.execPath, [TSX, MAIN], {
      env: { ...process.env, PORT: 'eighty', API_URL: 'not a url' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('API_URL');
  });

  it('refuses SITE_AREA=CN without the external URL, saying so', () => {
    const result = spawnSync(process.execPath, [TSX, MAIN], {
      env: { ...process.env, PORT: '0', SITE_AREA: 'CN', SITE_AREA_REDIRECT_URL: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SITE_AREA=CN needs SITE_AREA_REDIRECT_URL');
  });
});
