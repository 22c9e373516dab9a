import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import {
  ProcessGroups,
  elapsed,
  endedWith,
  groupAlive,
  prefixLines,
  runPrefixed,
  scriptLog,
  sleep,
  waitFor,
} from './processes';

const NODE = process.execPath;

/** A writable stream that keeps what it is given. */
function collector() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** Resolves with the pids a child prints, one per line, once it has printed `count`. */
function pidsPrinted(child: ReturnType<typeof spawn>, count: number): Promise<number[]> {
  return new Promise((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const pids = out.split('\n').filter(Boolean).map(Number);
      if (pids.length >= count) resolve(pids);
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('prefixLines', () => {
  it("puts the name before each line of a child's output, a line split across writes once whole", async () => {
    const child = spawn(
      NODE,
      ['-e', "process.stdout.write('one\\ntw'); setTimeout(() => process.stdout.write('o\\nthree\\n'), 100)"],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const out = collector();
    const seen: string[] = [];
    prefixLines('child', child.stdout, out.stream, (line) => seen.push(line));
    await new Promise((resolve) => child.on('close', resolve));
    expect(out.text()).toBe('[child] one\n[child] two\n[child] three\n');
    expect(seen).toEqual(['one', 'two', 'three']);
  });
});

describe('runPrefixed', () => {
  let written: string[];
  let stdout: jest.SpyInstance;
  let stderr: jest.SpyInstance;
  beforeEach(() => {
    written = [];
    const keep = (chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    };
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation(keep);
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(keep);
  });
  afterEach(() => {
    stdout.mockRestore();
    stderr.mockRestore();
  });

  it('runs to exit 0 with both streams prefixed and seen line by line, in cwd with env', async () => {
    const seen: string[] = [];
    await runPrefixed(
      'seed',
      NODE,
      ['-e', 'console.log(process.cwd(), process.env.SEED_WORD); console.error("progress")'],
      { cwd: '/tmp', env: { ...process.env, SEED_WORD: 'ready' }, onLine: (line) => seen.push(line) },
    );
    expect(seen.sort()).toEqual(['/tmp ready', 'progress']);
    expect(written.sort()).toEqual(['[seed] /tmp ready\n', '[seed] progress\n']);
  });

  it('rejects naming the exit code or the signal', async () => {
    const options = { cwd: '/tmp', env: process.env };
    await expect(runPrefixed('build', NODE, ['-e', 'process.exit(3)'], options)).rejects.toThrow(
      'build failed (exit 3)',
    );
    await expect(
      runPrefixed('build', NODE, ['-e', "process.kill(process.pid, 'SIGTERM')"], options),
    ).rejects.toThrow('build failed (signal SIGTERM)');
  });

  it('runs in a process group of the given groups, forgotten once it completed', async () => {
    const groups = new ProcessGroups({ graceMs: 1000, pollMs: 50 });
    await runPrefixed('ok', NODE, ['-e', 'console.log("done")'], {
      cwd: '/tmp',
      env: process.env,
      groups,
    });
    expect(groups.groups()).toEqual([]);
    await expect(
      runPrefixed('bad', NODE, ['-e', 'process.exit(1)'], { cwd: '/tmp', env: process.env, groups }),
    ).rejects.toThrow('bad failed (exit 1)');
    // A failed command stays listed: stopping the groups reaches whatever it left running.
    expect(groups.groups()).toHaveLength(1);
    await groups.stopAll();
    expect(groups.groups()).toEqual([]);
  });
});

describe('ProcessGroups', () => {
  it('stops a group, the processes its leader started included, with SIGTERM', async () => {
    const groups = new ProcessGroups({ graceMs: 5000, pollMs: 50 });
    const leader = groups.spawn(
      NODE,
      [
        '-e',
        `const c = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
         console.log(process.pid); console.log(c.pid); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const [leaderPid, grandchild] = await pidsPrinted(leader, 2);
    expect(groups.groups()).toEqual([leaderPid]);
    expect(groupAlive(leaderPid)).toBe(true);
    const killed = jest.fn();
    const started = performance.now();
    await groups.stop(leaderPid, killed);
    expect(performance.now() - started).toBeLessThan(4000);
    expect(killed).not.toHaveBeenCalled();
    expect(groupAlive(leaderPid)).toBe(false);
    expect(alive(grandchild)).toBe(false);
    expect(groups.groups()).toEqual([]);
  });

  it('sends SIGKILL after the grace time to a group that ignores SIGTERM', async () => {
    const groups = new ProcessGroups({ graceMs: 400, pollMs: 50 });
    const stubborn = groups.spawn(
      NODE,
      ['-e', "process.on('SIGTERM', () => {}); console.log(process.pid); setInterval(() => {}, 1000)"],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const [pid] = await pidsPrinted(stubborn, 1);
    const ended = new Promise<string>((resolve) =>
      stubborn.on('exit', (code, signal) => resolve(endedWith(code, signal))),
    );
    const killed = jest.fn();
    const started = performance.now();
    await groups.stop(pid, killed);
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
    expect(killed).toHaveBeenCalledTimes(1);
    expect(await ended).toBe('signal SIGKILL');
  });

  it('forgets a group that is already gone', async () => {
    const groups = new ProcessGroups({ graceMs: 400, pollMs: 50 });
    const quick = groups.spawn(NODE, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => quick.on('exit', resolve));
    await groups.stop(quick.pid!);
    expect(groups.groups()).toEqual([]);
  });
});

describe('waitFor', () => {
  it('asks until the probe answers true; a probe that throws answers false', async () => {
    let asked = 0;
    await waitFor(
      'service',
      async () => {
        asked += 1;
        if (asked === 1) throw new Error('ECONNREFUSED');
        return asked >= 3;
      },
      { timeoutMs: 5000, intervalMs: 10 },
    );
    expect(asked).toBe(3);
  });

  it('fails after the timeout, with the detail', async () => {
    await expect(
      waitFor('CMS', async () => false, { timeoutMs: 100, intervalMs: 20, detail: () => 'last log lines' }),
    ).rejects.toThrow('CMS: not within 0.1 s:\nlast log lines');
  });

  it('fails at once when the process it waits for ended', async () => {
    const child = spawn(NODE, ['-e', 'process.exit(2)'], { stdio: 'ignore' });
    let ended: string | undefined;
    child.on('exit', (code, signal) => (ended = `exited (${endedWith(code, signal)})`));
    const started = performance.now();
    await expect(
      waitFor('API 1', async () => false, { timeoutMs: 30_000, intervalMs: 20, exited: () => ended }),
    ).rejects.toThrow('API 1: exited (exit 2)');
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('scriptLog', () => {
  it('shapes a line with the whole seconds since the start, right-aligned', async () => {
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    try {
      scriptLog((since, message) => `[check ${since}] ${message}`, performance.now() - 12_400)('ready');
      await sleep(1);
    } finally {
      log.mockRestore();
    }
    expect(lines).toEqual(['[check   12 s] ready']);
    expect(elapsed(0, 99_600)).toBe(' 100 s');
  });
});
