import fs from 'node:fs';
import path from 'node:path';
import { createBuilderServer, type BuilderServer } from '../src/builder-server';
import { loadBuilderConfig } from '../src/config';
import { createLogger, type Logger } from '@site/runtime';
import { RebuildScheduler } from '../src/scheduler';
import {
  LocalPublisher,
  TargetsPublisher,
  checkTools,
  createReleasePublisher,
  parseReleaseTargets,
} from '../src/release-targets';
import {
  CSP_MANIFEST_FILE,
  CURRENT_LINK,
  RELEASE_FILE,
  ReleaseStore,
  TRASH_PREFIX,
  type RebuildStatus,
} from '@site/releases';
import { APP_JS, eventually, makeRelease, pointCurrent, request, tempDir } from '../../server/test/fixtures';
import { startSite, type RunningSite } from './helpers';

jest.setTimeout(60_000);

const INITIAL = '20240101T000000000Z-initial';
const TOKEN = 'release-targets-token-0123456789';

let work: string;
let template: string;
/** Stands in for ssh: notes the host it was given (rsync passes `-l user host`) and runs the command here. */
let fakeSsh: string;
let sshLog: string;

/**
 * Stands in for publish/src/build-sites.ts: the release's files are hard links to a template (as
 * build-sites links unchanged files to the previous release), and the home pages are new
 * files naming the build id.
 */
const fakeBuildCommand = () =>
  [
    `mkdir -p "$SITE_BUILD_OUT"`,
    `cp -al "${template}/pc" "${template}/mobile" "$SITE_BUILD_OUT/"`,
    `for b in pc mobile; do rm "$SITE_BUILD_OUT/$b/index.html"; printf '<main data-release="%s">%s</main>' "$SITE_BUILD_ID" "$b" > "$SITE_BUILD_OUT/$b/index.html"; done`,
  ].join('\n');

function quietLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return {
    logger: createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
    lines,
  };
}

/** A builds folder with the initial release live, as a serving node has it. */
async function node(name: string): Promise<string> {
  const dir = path.join(work, name);
  await makeRelease(dir, INITIAL);
  pointCurrent(dir, INITIAL);
  return dir;
}

const live = (dir: string) => fs.readlinkSync(path.join(dir, CURRENT_LINK));
const releasesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.') && name !== CURRENT_LINK)
    .sort();
const inode = (...parts: string[]) => fs.statSync(path.join(...parts)).ino;

interface Run {
  scheduler: RebuildScheduler;
  buildsDir: string;
  lines: Record<string, unknown>[];
}

/** A scheduler of the builder with its own builds folder and the given settings. */
async function scheduler(env: Record<string, string>): Promise<Run> {
  const buildsDir = await node(`builder-${Math.random().toString(16).slice(2)}`);
  const config = loadBuilderConfig({
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN: TOKEN,
    SITE_BUILD_COMMAND: fakeBuildCommand(),
    SITE_BUILD_CWD: work,
    REBUILD_QUIET_MS: '0',
    REBUILD_RETRY_DELAY_MS: '600000',
    ...env,
  });
  const { logger, lines } = quietLogger();
  return {
    scheduler: new RebuildScheduler(config.rebuild, new ReleaseStore(buildsDir), logger),
    buildsDir,
    lines,
  };
}

/** Asks for one build and waits until it succeeded or failed. */
async function publish(run: Run): Promise<RebuildStatus> {
  const before = run.scheduler.status();
  run.scheduler.request();
  return eventually(async () => {
    const s = run.scheduler.status();
    // 'pending' after a failure: its retry is armed.
    const done =
      s.state !== 'building' &&
      (s.lastSuccess?.id !== before.lastSuccess?.id || s.lastFailure?.id !== before.lastFailure?.id);
    return done ? s : undefined;
  });
}

beforeAll(async () => {
  work = tempDir('release-targets-');
  template = await makeRelease(path.join(work, 'template'), 'template', { precompress: false });
  fs.rmSync(path.join(template, RELEASE_FILE));
  sshLog = path.join(work, 'ssh.log');
  fakeSsh = path.join(work, 'fake-ssh');
  fs.writeFileSync(
    fakeSsh,
    [
      '#!/bin/sh',
      'user=""',
      'while [ "${1#-}" != "$1" ]; do if [ "$1" = "-l" ]; then user="$2@"; shift; fi; shift; done',
      `echo "$user$1" >> "${sshLog}"`,
      'shift',
      'exec /bin/sh -c "$*"',
    ].join('\n'),
    { mode: 0o755 },
  );
});

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe('RELEASE_TARGETS', () => {
  it('reads local folders and user@host:/path entries', () => {
    expect(
      parseReleaseTargets(
        '/srv/site, deploy@web-2:/srv/site/ ,web-3.internal:/data/site,[fd00::3]:/srv/site',
      ),
    ).toEqual({
      targets: [
        { name: '/srv/site', host: null, dir: '/srv/site' },
        { name: 'deploy@web-2:/srv/site/', host: 'deploy@web-2', dir: '/srv/site' },
        { name: 'web-3.internal:/data/site', host: 'web-3.internal', dir: '/data/site' },
        { name: '[fd00::3]:/srv/site', host: '[fd00::3]', dir: '/srv/site' },
      ],
      problems: [],
    });
  });

  it('names every entry that is not a target', () => {
    const { problems } = parseReleaseTargets(
      'srv/site,,web-2:srv/site,web 2:/srv,/srv/my site,/srv/$(id),/,/srv/site,/srv/site/,/srv/../etc',
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^"srv\/site" is not a target: write \/path\/on\/this\/machine or user@host:\/absolute\/path/,
      ),
      'entry 2 is empty (a comma too many?)',
      expect.stringMatching(/^"web-2:srv\/site" is not a target/),
      expect.stringMatching(/^"web 2:\/srv": "web 2" is not a host name/),
      expect.stringMatching(/^"\/srv\/my site": the path may hold/),
      expect.stringMatching(/^"\/srv\/\$\(id\)": the path may hold/),
      '"/": not a builds folder',
      '"/srv/site/" is listed twice',
      '"/srv/../etc": not a builds folder',
    ]);
  });

  it('stops the builder at start with a message naming the variable', () => {
    expect(() => loadBuilderConfig({ RELEASE_TARGETS: 'web-2:srv/site' })).toThrow(
      /Invalid builder environment:\n {2}RELEASE_TARGETS: "web-2:srv\/site" is not a target/,
    );
    expect(() => loadBuilderConfig({ BUILDS_DIR: '/srv/site', RELEASE_TARGETS: '/srv/site,/srv/b' })).toThrow(
      /RELEASE_TARGETS: "\/srv\/site" is BUILDS_DIR itself/,
    );
    expect(() => loadBuilderConfig({ RELEASE_TARGET_HOOK: 'nginx -s reload' })).toThrow(
      /RELEASE_TARGET_HOOK: needs RELEASE_TARGETS/,
    );
    expect(() => loadBuilderConfig({ RELEASE_TARGETS: '/srv/b', RELEASE_SSH: 'ssh -p 2222' })).toThrow(
      /RELEASE_SSH: needs a user@host:\/path entry/,
    );
  });

  it('is unset by default: releases stay in BUILDS_DIR, no rsync needed', () => {
    const config = loadBuilderConfig({ RELEASE_TARGETS: ' ' });
    expect(config.rebuild.releaseTargets).toBeUndefined();
    const { logger } = quietLogger();
    const saved = process.env.PATH;
    process.env.PATH = '';
    try {
      expect(createReleasePublisher(new ReleaseStore(work), undefined, logger, 1000)).toBeInstanceOf(
        LocalPublisher,
      );
    } finally {
      process.env.PATH = saved;
    }
  });

  it('needs rsync (and ssh for remote nodes) on the builder, and says so', () => {
    const settings = loadBuilderConfig({ RELEASE_TARGETS: '/srv/b,deploy@web-2:/srv/site' }).rebuild
      .releaseTargets!;
    expect(settings.ssh[0]).toBe('ssh');
    expect(() => checkTools(settings, '')).toThrow(
      /RELEASE_TARGETS needs rsync \(Debian: apt-get install -y rsync\) and ssh \(RELEASE_SSH; .*\) on this machine: not found on PATH/,
    );
    const bin = path.join(work, 'bin-rsync-only');
    fs.mkdirSync(bin, { recursive: true });
    fs.writeFileSync(path.join(bin, 'rsync'), '#!/bin/sh\n', { mode: 0o755 });
    expect(() => checkTools(settings, bin)).toThrow(/needs ssh \(RELEASE_SSH/);
    expect(() =>
      checkTools({ ...settings, targets: settings.targets.filter((t) => !t.host) }, bin),
    ).not.toThrow();
  });
});

describe('releases delivered to every node', () => {
  it('copies each release to every node, then switches each; unchanged files are hard links there', async () => {
    const [a, b] = [await node('two-a'), await node('two-b')];
    const hookLog = path.join(work, 'two-hook.log');
    const run = await scheduler({
      RELEASE_TARGETS: `${a},${b}`,
      // Runs on each node before its switch: `current` still names the previous release.
      RELEASE_TARGET_HOOK: `echo "$SITE_RELEASE_NODE $SITE_RELEASE_ID $(readlink "$SITE_RELEASE_NODE/current") $(cat "$SITE_RELEASE_DIR/release.json" | head -c 20)" >> ${hookLog}`,
    });
    expect(run.scheduler.status().nodes).toEqual([]);

    const first = await publish(run);
    const id1 = first.lastSuccess!.id;
    expect(first.lastFailure).toBeNull();
    for (const dir of [a, b, run.buildsDir]) expect(live(dir)).toBe(id1);
    expect(first.nodes).toEqual([
      { node: a, state: 'live', release: id1, attempted: id1, reason: null, at: expect.any(String) },
      { node: b, state: 'live', release: id1, attempted: id1, reason: null, at: expect.any(String) },
    ]);
    expect(first.lastSuccess!.nodes).toEqual(first.nodes);
    // The whole release arrived, prepared by the builder (release.json, csp.conf, compressed copies).
    for (const dir of [a, b]) {
      expect(fs.readFileSync(path.join(dir, id1, 'pc', 'index.html'), 'utf8')).toContain(id1);
      for (const file of [RELEASE_FILE, CSP_MANIFEST_FILE, `pc/${APP_JS}.br`]) {
        expect(fs.existsSync(path.join(dir, id1, file))).toBe(true);
      }
      expect(fs.readdirSync(dir).filter((n) => n.startsWith('.'))).toEqual([]);
    }
    const hooks = fs.readFileSync(hookLog, 'utf8').trim().split('\n').sort();
    expect(hooks).toEqual([
      `${a} ${id1} ${INITIAL} {"id":"${id1.slice(0, 13)}`,
      `${b} ${id1} ${INITIAL} {"id":"${id1.slice(0, 13)}`,
    ]);

    const second = await publish(run);
    const id2 = second.lastSuccess!.id;
    for (const dir of [a, b]) {
      expect(live(dir)).toBe(id2);
      // Unchanged since the node's previous release: a hard link on the node itself…
      expect(inode(dir, id2, 'pc', APP_JS)).toBe(inode(dir, id1, 'pc', APP_JS));
      // …a changed file is new.
      expect(inode(dir, id2, 'pc', 'index.html')).not.toBe(inode(dir, id1, 'pc', 'index.html'));
    }
    // Each node has its own files, not the builder's.
    expect(inode(a, id2, 'pc', APP_JS)).not.toBe(inode(run.buildsDir, id2, 'pc', APP_JS));

    const third = await publish(run);
    const id3 = third.lastSuccess!.id;
    // KEEP_RELEASES (2) on every node: the live one and the newest other.
    for (const dir of [a, b, run.buildsDir]) expect(releasesIn(dir)).toEqual([id2, id3].sort());
    await run.scheduler.close();
  });

  it('a node that cannot receive keeps its release; the others go live and the state names it', async () => {
    const a = await node('part-a');
    const missing = path.join(work, 'part-missing');
    const run = await scheduler({ RELEASE_TARGETS: `${a},${missing}` });
    const done = await publish(run);
    const id = done.lastSuccess!.id;
    expect(live(a)).toBe(id);
    expect(done.nodes).toEqual([
      expect.objectContaining({ node: a, state: 'live', release: id }),
      {
        node: missing,
        state: 'failed',
        release: null,
        attempted: id,
        reason: `receive: ${missing} is not a folder on this machine`,
        at: expect.any(String),
      },
    ]);
    expect(fs.existsSync(missing)).toBe(false);
    expect(run.lines).toContainEqual(
      expect.objectContaining({ msg: 'site release not live on a node', node: missing, id }),
    );
    await run.scheduler.close();
  });

  it('a node whose hook fails is not switched', async () => {
    const [a, b] = [await node('hook-a'), await node('hook-b')];
    const run = await scheduler({
      RELEASE_TARGETS: `${a},${b}`,
      RELEASE_TARGET_HOOK: `if [ "$SITE_RELEASE_NODE" = "${a}" ]; then echo "nginx: reload failed" >&2; exit 1; fi`,
    });
    const done = await publish(run);
    const id = done.lastSuccess!.id;
    expect([live(a), live(b)]).toEqual([INITIAL, id]);
    expect(done.nodes[0]).toEqual(
      expect.objectContaining({
        node: a,
        state: 'failed',
        release: null,
        reason: 'hook: hook ended with exit code 1: nginx: reload failed',
      }),
    );
    const next = await publish(run);
    expect(next.nodes.map((n) => [n.state, n.release === next.lastSuccess!.id])).toEqual([
      ['failed', false],
      ['live', true],
    ]);
    await run.scheduler.close();
  });

  it('a release that reaches no node is a failed build: nothing switches anywhere', async () => {
    const blocker = path.join(work, 'none-file');
    fs.writeFileSync(blocker, 'not a folder');
    const run = await scheduler({ RELEASE_TARGETS: `${blocker},${path.join(work, 'none-missing')}` });
    const done = await publish(run);
    expect(done.lastSuccess).toBeNull();
    expect(done.lastFailure!.reason).toMatch(
      /^release reached no node: .*none-file: receive: .* is not a folder/,
    );
    expect(done.retryAt).not.toBeNull();
    expect(live(run.buildsDir)).toBe(INITIAL);
    expect(releasesIn(run.buildsDir)).toEqual([INITIAL]);
    expect(done.nodes.map((n) => n.state)).toEqual(['failed', 'failed']);
    await run.scheduler.close();
  });

  it('reaches user@host:/path nodes over the SSH command (rsync -e, rename, hook, switch, prune)', async () => {
    const [a, b] = [await node('ssh-a'), await node('ssh-b')];
    const hookLog = path.join(work, 'ssh-hook.log');
    const run = await scheduler({
      RELEASE_TARGETS: `deploy@web-2:${a},web-3:${b}`,
      RELEASE_SSH: fakeSsh,
      RELEASE_TARGET_HOOK: `echo "$SITE_RELEASE_NODE $SITE_RELEASE_ID $(pwd) $(readlink current)" >> ${hookLog}`,
    });
    // A release renamed for removal by a prune that was interrupted before its `rm` ended.
    fs.mkdirSync(path.join(b, `${TRASH_PREFIX}20000101T000000000Z-left`, 'pc'), { recursive: true });
    const id1 = (await publish(run)).lastSuccess!.id;
    const second = await publish(run);
    const id2 = second.lastSuccess!.id;
    expect(second.nodes.map((n) => [n.node, n.state, n.release])).toEqual([
      [`deploy@web-2:${a}`, 'live', id2],
      [`web-3:${b}`, 'live', id2],
    ]);
    for (const dir of [a, b]) {
      expect(live(dir)).toBe(id2);
      expect(inode(dir, id2, 'pc', APP_JS)).toBe(inode(dir, id1, 'pc', APP_JS));
      expect(releasesIn(dir)).toEqual([id1, id2].sort());
      // Pruned releases (and the one left behind) are removed on the node after the prune
      // returned: the publish does not wait for their `rm`.
      await eventually(async () => (fs.readdirSync(dir).some((n) => n.startsWith('.')) ? undefined : true));
    }
    expect(new Set(fs.readFileSync(sshLog, 'utf8').trim().split('\n'))).toEqual(
      new Set(['deploy@web-2', 'web-3']),
    );
    expect(fs.readFileSync(hookLog, 'utf8')).toContain(`web-3:${b} ${id2} ${b} ${id1}\n`);
    await run.scheduler.close();
  });

  it('a copy that fails over SSH leaves the node as it was', async () => {
    const a = await node('ssh-fail-a');
    const { logger } = quietLogger();
    const publisher = new TargetsPublisher(
      new ReleaseStore(await node('ssh-fail-builder')),
      { targets: [{ name: `x:${a}`, host: 'x', dir: a }], hook: undefined, ssh: [fakeSsh] },
      logger,
      10_000,
    );
    // The builder has no such release: the copy fails, the node keeps its release.
    await expect(publisher.publish('20990101T000000000Z-none')).rejects.toThrow(
      /^release reached no node: x:.*: receive: rsync ended with exit code \d+: .*No such file or directory/,
    );
    expect(live(a)).toBe(INITIAL);
    expect(releasesIn(a)).toEqual([INITIAL]);
    expect(fs.readdirSync(a).filter((n) => n.startsWith('.'))).toEqual([]);
  });
});

describe('a builder and two site servers, each with its own builds folder', () => {
  let builder: BuilderServer;
  let sites: RunningSite[];
  let dirs: string[];

  beforeAll(async () => {
    dirs = [await node('serve-a'), await node('serve-b')];
    const builderDir = await node('serve-builder');
    const config = loadBuilderConfig({
      BUILDS_DIR: builderDir,
      REBUILD_TOKEN: TOKEN,
      SITE_BUILD_COMMAND: fakeBuildCommand(),
      SITE_BUILD_CWD: work,
      REBUILD_QUIET_MS: '50',
      RELEASE_TARGETS: dirs.join(','),
    });
    builder = createBuilderServer(config, quietLogger().logger);
    const address = await builder.listen(0, '127.0.0.1');
    sites = await Promise.all(
      dirs.map((dir) => startSite({ BUILDS_DIR: dir, BUILDER_URL: `http://127.0.0.1:${address.port}` })),
    );
  });

  afterAll(async () => {
    await Promise.all(sites.map((s) => s.site.close()));
    await builder.close();
  });

  it('a publish through either site server goes live on both', async () => {
    const health = async (site: RunningSite) =>
      (JSON.parse((await request(site.port, '/__health')).text) as { release: string }).release;
    expect(await Promise.all(sites.map(health))).toEqual([INITIAL, INITIAL]);
    const res = await request(sites[1].port, '/__rebuild', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(202);
    const status = await eventually(async () => {
      const answer = await request(sites[0].port, '/__rebuild/status', {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      const data = (JSON.parse(answer.text) as { data: RebuildStatus }).data;
      return data.state === 'idle' && data.lastSuccess ? data : undefined;
    });
    const id = status.lastSuccess!.id;
    expect(await Promise.all(sites.map(health))).toEqual([id, id]);
    expect(status.nodes.map((n) => [n.node, n.state, n.release])).toEqual(dirs.map((d) => [d, 'live', id]));
    const latest = await Promise.all(sites.map((s) => request(s.port, '/builds/latest.json')));
    expect(latest.map((r) => (JSON.parse(r.text) as { id: string }).id)).toEqual([id, id]);
  });
});
