import fs from 'node:fs';
import path from 'node:path';

/**
 * The main configuration of an nginx that a test or a check starts on this machine around a
 * rendered site.conf (deploy/nginx/nginx.test.ts, scripts/multi-instance-check.ts).
 *
 * Started as root, nginx runs its workers as an unprivileged user (nobody), which cannot pass
 * through a private folder: a checkout under /root (mode 0700 on Debian) served nothing but
 * 404s. When a folder it serves is out of such a user's reach, its workers run as root too
 * (`user root;`): it serves files of this machine's tests only. Started as any other user,
 * nginx ignores `user`: its workers are that user, who can read the folders already.
 */
export interface LocalNginxOptions {
  /** nginx's prefix: nginx.conf and nginx.pid are written here. */
  dir: string;
  /** The rendered site configuration, included in the http block. */
  siteConf: string;
  /** Folder of the temporary files (request bodies, proxied answers), one subfolder each. */
  tempDir: string;
  /** `error_log` of the main context: `stderr crit`, `/path/error.log warn`. */
  errorLog: string;
  /** Where nginx writes errors before it has read its configuration (`-e`). */
  startupErrorLog: string;
  workerProcesses?: number;
  workerConnections?: number;
  /** Loaded when present (libnginx-mod-http-brotli-static). */
  brotliModule?: string;
  /** `access_log off;` in the http block (site.conf's server block has its own). */
  accessLogOff?: boolean;
  /** Folders the workers read (the releases): they decide the workers' user, see above. */
  serves: string[];
}

const TEMP_PATHS = [
  ['client_body', 'body'],
  ['proxy', 'proxy'],
  ['fastcgi', 'fastcgi'],
  ['uwsgi', 'uwsgi'],
  ['scgi', 'scgi'],
] as const;

/**
 * The first folder on the way to `target` (itself included) that a user who is neither its
 * owner nor in its group cannot pass through (no `x` for others), or null when there is none.
 */
export function folderClosedToOthers(target: string): string | null {
  const chain: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    chain.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of chain) {
    if (!fs.existsSync(dir)) return null;
    if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
  }
  return null;
}

/**
 * `user root;` when this process is root and a served folder is closed to an unprivileged
 * worker (see above), else nothing.
 */
export function workerUserLine(serves: string[], uid = process.getuid?.()): string {
  if (uid !== 0) return '';
  const closed = serves.map(folderClosedToOthers).find((dir) => dir !== null);
  return closed ? 'user root;' : '';
}

/** Writes `<dir>/nginx.conf` and the temp folders; returns the arguments that start nginx on it. */
export function writeLocalNginxConf(options: LocalNginxOptions): string[] {
  for (const [, sub] of TEMP_PATHS) {
    // Unprivileged workers write request bodies and proxied answers here.
    fs.mkdirSync(path.join(options.tempDir, sub), { recursive: true });
    fs.chmodSync(path.join(options.tempDir, sub), 0o777);
  }
  const brotli = options.brotliModule && fs.existsSync(options.brotliModule) ? options.brotliModule : null;
  const conf = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      workerUserLine(options.serves),
      brotli ? `load_module ${brotli};` : '',
      `worker_processes ${options.workerProcesses ?? 1};`,
      `pid ${options.dir}/nginx.pid;`,
      `error_log ${options.errorLog};`,
      `events { worker_connections ${options.workerConnections ?? 256}; }`,
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      options.accessLogOff ? '  access_log off;' : '',
      ...TEMP_PATHS.map(([name, sub]) => `  ${name}_temp_path ${path.join(options.tempDir, sub)};`),
      `  include ${options.siteConf};`,
      '}',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return ['-p', options.dir, '-e', options.startupErrorLog, '-c', conf];
}
