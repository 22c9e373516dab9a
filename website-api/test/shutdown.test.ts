import { spawn } from 'child_process';
import http from 'http';
import path from 'path';
import { sql } from 'kysely';
import { TEST_CLIENT_ID } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import { describeEngines } from './helpers/database';
import { freePort } from '@site/test-utils/free-port';

jest.setTimeout(90_000);

const API_DIR = path.join(__dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postVisit(agent: http.Agent, port: number, i: number): Promise<number> {
  const body = JSON.stringify({
    pageTitle: `Burst ${i}`,
    pageUrl: `/news/${i}`,
    deviceType: 'computer English test',
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/website/newEnterPage',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          clientId: TEST_CLIENT_ID,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve(response.statusCode === 200 && JSON.parse(text).code === 200 ? 1 : 0),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describeEngines('shutdown', (engine) => {
  it('stores every visit it accepted when stopped with SIGTERM in the middle of a burst', async () => {
    const database = await createTestDatabase(engine);
    const port = await freePort();
    // Node with tsx's loader, not the tsx CLI, so the signal reaches the server process itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        ...database.env,
        API_PORT: String(port),
        CLIENT_ID: TEST_CLIENT_ID,
        SMTP_URL: 'smtp://127.0.0.1:1',
        RATE_LIMIT_SCALE: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    try {
      // Ready when it answers.
      for (let i = 0; ; i += 1) {
        if (
          await postVisit(agent, port, -1).then(
            () => true,
            () => false,
          )
        )
          break;
        if (i > 300) throw new Error(`API did not start:\n${output}`);
        await sleep(100);
      }
      let accepted = 1;
      let sent = 0;
      let signalled = false;
      const worker = async () => {
        // Bounded: stops at the first refused connection or after 20,000 requests in all.
        while (sent < 20_000) {
          sent += 1;
          try {
            const ok = await postVisit(agent, port, sent);
            accepted += ok;
            if (!ok) return;
          } catch {
            return;
          }
          if (!signalled && accepted >= 1000) {
            signalled = true;
            child.kill('SIGTERM');
          }
        }
      };
      await Promise.all(Array.from({ length: 32 }, worker));
      expect(signalled).toBe(true);
      expect(await exited).toBe(0);

      const row = await sql<{ n: number }>`select count(*) as n from page_visits`.execute(database.db.kysely);
      expect(Number(row.rows[0].n)).toBe(accepted);
      // The database is intact after the stop.
      if (engine === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
          database.db.kysely,
        );
        expect(check.rows[0].integrity_check).toBe('ok');
      }
    } finally {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
      await database.db.kysely.destroy();
      await database.drop();
    }
  });
});
