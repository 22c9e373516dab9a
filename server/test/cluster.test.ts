import fs from 'node:fs';
import path from 'node:path';
import { startService, type LogLine } from '../../test-utils/service-process';
import { siteServerProcesses } from '../src/cluster';
import { makeRelease, pointCurrent, request, tempDir } from './fixtures';

jest.setTimeout(90_000);

const MAIN = path.join(__dirname, '..', 'src', 'main.ts');

describe('siteServerProcesses', () => {
  it('is one per core, at most four, unless SITE_SERVER_PROCESSES says', () => {
    expect(siteServerProcesses({}, 2)).toBe(2);
    expect(siteServerProcesses({}, 1)).toBe(1);
    expect(siteServerProcesses({}, 16)).toBe(4);
    expect(siteServerProcesses({ SITE_SERVER_PROCESSES: '1' }, 16)).toBe(1);
    expect(siteServerProcesses({ SITE_SERVER_PROCESSES: ' 6 ' }, 2)).toBe(6);
    expect(siteServerProcesses({ SITE_SERVER_PROCESSES: '' }, 3)).toBe(3);
  });

  it('refuses anything but a whole number from 1 to 64', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65'])
      expect(() => siteServerProcesses({ SITE_SERVER_PROCESSES: bad }, 2)).toThrow('SITE_SERVER_PROCESSES');
  });
});

describe('the site server in several processes', () => {
  it('shares one port, replaces a process that dies, and stops every process on SIGTERM', async () => {
    const buildsDir = tempDir('site-cluster-');
    await makeRelease(buildsDir, 'r-cluster');
    pointCurrent(buildsDir, 'r-cluster');
    const site = startService(MAIN, {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BUILDS_DIR: buildsDir,
      SITE_SERVER_PROCESSES: '2',
    });
    const listening = (lines: LogLine[] = site.lines) =>
      lines.filter((l) => l.msg === 'site server listening');
    try {
      await site.until((lines) => listening(lines).length === 2);
      const [first, second] = listening();
      expect(first.port).toBe(second.port);
      expect(first.pid).not.toBe(second.pid);
      const port = first.port as number;
      for (let i = 0; i < 4; i++) expect((await request(port, '/__health')).status).toBe(200);

      process.kill(first.pid as number, 'SIGKILL');
      await site.until((lines) => listening(lines).length === 3);
      expect(site.stderr()).toContain(
        `site server: process ${String(first.pid)} ended (SIGKILL); starting another`,
      );
      expect((await request(port, '/__health')).status).toBe(200);

      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
      const stopped = site.lines.filter((l) => l.msg === 'site server stopped').map((l) => l.pid);
      expect(stopped.sort()).toEqual([second.pid, listening()[2].pid].sort());
    } finally {
      site.kill();
      for (const l of listening()) {
        try {
          process.kill(l.pid as number, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      fs.rmSync(buildsDir, { recursive: true, force: true });
    }
  });
});
