import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

/** One line of a service's JSON log (pino: `level`, `time`, `pid`, `msg`, fields). */
export type LogLine = Record<string, unknown> & { msg?: string };

/**
 * A service of the repository started by a test (the site server, the builder) as
 * `node tsx/cli <script>`, its JSON log read line by line.
 */
export interface ServiceProcess {
  child: ChildProcess;
  /** Every line it logged so far (lines that are not JSON are left out). */
  lines: LogLine[];
  /** Its standard error so far. */
  stderr(): string;
  /** Its exit code (null after a signal), once it has ended. */
  exited: Promise<number | null>;
  /** Resolves once `test` holds for the lines so far; rejects when the process ends first. */
  until(test: (lines: LogLine[]) => boolean): Promise<void>;
  /** The first line with this `msg`, once it is logged (`site server listening`). */
  logged(msg: string): Promise<LogLine>;
  /** SIGKILL when it still runs (for `finally` blocks). */
  kill(): void;
}

const TSX = require.resolve('tsx/cli');

/**
 * Starts a TypeScript entry point with `env` as its whole environment (give `...process.env`
 * to keep the test's own).
 */
export function startService(script: string, env: NodeJS.ProcessEnv, cwd?: string): ServiceProcess {
  const child = spawn(process.execPath, [TSX, script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: LogLine[] = [];
  let stderr = '';
  let ended: number | null | undefined;
  const waiters = new Set<{
    test: (lines: LogLine[]) => boolean;
    resolve: () => void;
    reject: (e: Error) => void;
  }>();
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      ended = code;
      for (const waiter of waiters) waiter.reject(new Error(`${script} exited with ${code}: ${stderr}`));
      waiters.clear();
      resolve(code);
    });
  });
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      lines.push(JSON.parse(text) as LogLine);
    } catch {
      return;
    }
    for (const waiter of waiters) {
      if (!waiter.test(lines)) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  });
  const until = (test: (lines: LogLine[]) => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (test(lines)) resolve();
      else if (ended !== undefined) reject(new Error(`${script} exited with ${ended}: ${stderr}`));
      else waiters.add({ test, resolve, reject });
    });
  return {
    child,
    lines,
    stderr: () => stderr,
    exited,
    until,
    async logged(msg) {
      const find = () => lines.find((line) => line.msg === msg);
      await until(() => find() !== undefined);
      return find()!;
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
