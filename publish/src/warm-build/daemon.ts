/**
 * A Gatsby build kept warm (decision 078): run in a variant's work folder after a full
 * `gatsby build` there, it loads Gatsby once (bootstrap: the cache, the nodes, the pages, the
 * schema, the worker pool) and then, for each request on its socket, does what an incremental
 * `gatsby build` does after its bootstrap when no code changed: source the content snapshot
 * again, create the pages, run the queries Gatsby marks dirty, write their page data, render
 * the HTML of the pages whose data changed (with the HTML renderer the last full build made),
 * stitch slices, run `onPostBuild` (sitemaps, crawler files, media), answer, and save Gatsby's
 * state, so that the next full build starts from it (a `stop` request waits for that). The schema
 * is built again only when a type's inferred fields changed.
 *
 * Webpack does not run here: the daemon serves content-only rebuilds. Whoever starts it
 * (publish/src/build-sites.ts) checks that the sources it was started from are still the sources.
 *
 * Usage (in the work folder): node --require tsx/cjs publish/src/warm-build/daemon.ts <socket>
 * (publish/src/warm-build/client.ts starts it; `WARM_BUILD_OWNER_PID`: it exits when that process does).
 * Protocol: one JSON line per request (`{"type":"build"}` or `{"type":"stop"}`), one JSON line
 * per answer (`{"ok":true,"rendered":[…],"deleted":[…],"phases":{…}}` or `{"ok":false,"error":"…"}`).
 * Output lines are Gatsby's own (`success <phase> - 1.2s`), as in a `gatsby build`.
 * `WARM_BUILD_CPU_PROFILE=<folder>`: each build also writes a V8 CPU profile of this process
 * there (`warm-<pid>-<n>.cpuprofile`, for Chrome DevTools or speedscope).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { processAlive } from '../process-group';
import type { WarmAnswer } from './client';
import { withoutTsLoader } from './loader-args';
import { DELETED_PAGES_FILE, RENDERED_PAGES_FILE } from './page-lists';

// Gatsby's workers are forked with this process's execArgv: they need no TypeScript loader.
process.execArgv = withoutTsLoader(process.execArgv);

// Gatsby's internals, from the Gatsby the work folder resolves (the one `gatsby build` runs).
const directory = process.cwd();
const gatsbyDir = path.dirname(require.resolve('gatsby/package.json', { paths: [directory] }));
const load = <T>(rel: string): T => require(path.join(gatsbyDir, 'dist', rel)) as T;
/** A package as Gatsby itself resolves it (gatsby-cli's reporter is shared with Gatsby's). */
const requireFrom = <T>(id: string): T => require(require.resolve(id, { paths: [gatsbyDir] })) as T;

type Span = unknown;
interface Context {
  program: Program;
  parentSpan?: Span;
  store: { getState(): GatsbyState; dispatch(action: unknown): void };
  gatsbyNodeGraphQLFunction?: unknown;
  workerPool?: unknown;
  shouldRunCreatePagesStatefully?: boolean;
  [key: string]: unknown;
}
interface GatsbyState {
  pages: Map<string, unknown>;
  program: Program;
  inferenceMetadata: { typeMap: Record<string, { dirty?: boolean }> };
}
interface Program {
  directory: string;
  [key: string]: unknown;
}

/** The answer to a build request: what the client reads (client.ts). */
type BuildAnswer = { ok: true } & WarmAnswer;

async function main(socketPath: string) {
  process.env.gatsby_log_level = 'normal';
  process.env.gatsby_executing_command = 'build';
  process.env.NODE_ENV = 'production';

  const cliReporter = requireFrom<Reporter>('gatsby-cli/lib/reporter');
  const { setStore } = requireFrom<{ setStore: unknown }>('gatsby-cli/lib/reporter/redux');
  cliReporter.setNoColor(true);
  const sitePackageJson = JSON.parse(fs.readFileSync(path.join(directory, 'package.json'), 'utf8')) as {
    browserslist?: string[];
  };
  const program: Program = {
    _: ['build'],
    directory,
    sitePackageJson,
    browserslist: sitePackageJson.browserslist ?? ['>0.25%', 'not dead'],
    useYarn: false,
    setStore,
    report: cliReporter,
    writeToFile: true,
    prefixPaths: false,
    verbose: false,
    noColor: true,
    profile: false,
    graphqlTracing: false,
    keepPageRenderer: false,
    logPages: false,
  };
  (globalThis as Record<string, unknown>).__GATSBY = {
    buildId: `warm-${process.pid}`,
    root: directory,
  };

  const { bootstrap } = load<{ bootstrap(context: unknown): Promise<Context> }>('bootstrap');
  const services = load<Record<string, (context: unknown) => Promise<unknown>>>('services');
  const { store } = load<{ store: Context['store'] }>('redux');
  const saveState = load<{ saveState(): Promise<void> }>('redux/save-state');
  const pageData = load<{ flush(span?: Span): Promise<void> }>('utils/page-data');
  const { GraphQLRunner } = load<{ GraphQLRunner: new (store: unknown, options: unknown) => unknown }>(
    'query/graphql-runner',
  );
  const { createGraphQLRunner } = load<{ createGraphQLRunner(store: unknown, reporter: unknown): unknown }>(
    'bootstrap/create-graphql-runner',
  );
  const apiRunnerNode = load<(api: string, args: unknown) => Promise<unknown>>('utils/api-runner-node');
  const { buildHTMLPagesAndDeleteStaleArtifacts } = load<{
    buildHTMLPagesAndDeleteStaleArtifacts(
      args: unknown,
    ): Promise<{ toRegenerate: string[]; toDelete: string[] }>;
  }>('commands/build-html');
  const { copyStaticDirs } = load<{ copyStaticDirs(): void }>('utils/get-static-dir');
  const schema = load<{ rebuild(args: { parentSpan?: Span }): Promise<void> }>('schema');
  const { haveEqualFields } = load<{ haveEqualFields(a: unknown, b: unknown): boolean }>(
    'schema/infer/inference-metadata',
  );
  const { emitter } = load<{ emitter: { on(type: string, fn: () => void): void } }>('redux');
  const cloneDeep = requireFrom<<T>(value: T) => T>('lodash/cloneDeep');
  const { waitUntilAllJobsComplete } = load<{ waitUntilAllJobsComplete(): Promise<void> }>(
    'utils/wait-until-jobs-complete',
  );

  let t = performance.now();
  const booted = (await bootstrap({ program })) as unknown as {
    gatsbyNodeGraphQLFunction: unknown;
    workerPool: { all: Record<string, () => unknown>; end(): Promise<unknown>[] };
  };
  const context: Context = {
    program,
    store,
    workerPool: booted.workerPool,
    gatsbyNodeGraphQLFunction: booted.gatsbyNodeGraphQLFunction,
    // The bootstrap created every page statefully; each build then runs `createPages` alone, and
    // the site's gatsby-node creates only new and changed pages there (decision 080).
    shouldRunCreatePagesStatefully: false,
  };
  console.log(`warm build ready: bootstrap ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // The inference metadata the schema was last built from. The bootstrap started incremental
  // inference: sourcing updates the metadata as nodes come and go and marks a type dirty when
  // its fields may have changed. The schema is built again only when a type's fields did change
  // (what `gatsby develop` does, bootstrap/schema-hot-reloader.js); the type definitions
  // themselves (createSchemaCustomization) ran in the bootstrap and cannot change here.
  let schemaBuiltFrom = cloneDeep(store.getState().inferenceMetadata.typeMap);
  emitter.on('SET_SCHEMA', () => {
    schemaBuiltFrom = cloneDeep(store.getState().inferenceMetadata.typeMap);
  });
  const inferredTypesChanged = () => {
    const { typeMap } = store.getState().inferenceMetadata;
    return Object.keys(typeMap).some(
      (type) => typeMap[type].dirty && !haveEqualFields(typeMap[type], schemaBuiltFrom[type]),
    );
  };

  // Gatsby's state, saved after each build so that the next full build (or the next daemon)
  // starts from it: after the answer, in the queue, so the next request waits for it.
  // The answer is given: a failed save is logged, not answered. The last saved state (the one
  // before this build's HTML) stays, and the next full build renders this build's pages again.
  const saveStateAfterAnswer = async () => {
    const started = performance.now();
    try {
      await saveState.saveState();
      console.log(`warm build: state saved in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      console.log(`warm build: state not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  let builds = 0;
  async function build(): Promise<BuildAnswer> {
    const phases: Record<string, number> = {};
    const step = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
      const started = performance.now();
      try {
        return await fn();
      } finally {
        phases[name] = Math.round((phases[name] ?? 0) * 1000 + performance.now() - started) / 1000;
      }
    };
    await step('source', () => services.sourceNodes(context));
    // Not built again when no type's fields changed: 2.3 s per variant at 10x content, most of
    // it reading every node again for a full inference pass (decision 080).
    if (inferredTypesChanged()) await step('schema', () => schema.rebuild({}));
    context.gatsbyNodeGraphQLFunction = createGraphQLRunner(store, cliReporter);
    await step('createPages', () => services.createPages(context));
    await step('redirects', () => services.writeOutRedirects(context));
    await step('queries', async () => {
      const graphqlRunner = new GraphQLRunner(store, { collectStats: true, graphqlTracing: false });
      const { queryIds } = (await services.calculateDirtyQueries({ store })) as { queryIds: unknown };
      const args = { queryIds, store, graphqlRunner };
      await services.runStaticQueries(args);
      await services.runPageQueries(args);
      await services.runSliceQueries(args);
      await waitUntilAllJobsComplete();
    });
    await step('page data', () => pageData.flush());
    copyStaticDirs();
    await step('save state', () => saveState.saveState());
    const { toRegenerate, toDelete } = await step('html', () =>
      buildHTMLPagesAndDeleteStaleArtifacts({ program, workerPool: context.workerPool }),
    );
    await step('onPostBuild', () =>
      apiRunnerNode('onPostBuild', { graphql: context.gatsbyNodeGraphQLFunction }),
    );
    await waitUntilAllJobsComplete();
    const lines = (pages: string[]) => pages.map((p) => `${p}\n`).join('');
    fs.writeFileSync(path.join(directory, RENDERED_PAGES_FILE), lines(toRegenerate));
    fs.writeFileSync(path.join(directory, DELETED_PAGES_FILE), lines(toDelete));
    builds += 1;
    const rssMb = Math.round(process.memoryUsage.rss() / 1e6);
    return { ok: true, rendered: toRegenerate, deleted: toDelete, phases, builds, rssMb };
  }

  // One request at a time: a build and the next never overlap.
  let queue: Promise<unknown> = Promise.resolve();
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        const request = JSON.parse(line) as { type: string };
        if (request.type === 'stop') {
          // After the build in hand and its saved state.
          queue = queue.then(async () => {
            socket.end(`${JSON.stringify({ ok: true })}\n`);
            await shutdown(0);
          });
          return;
        }
        queue = queue.then(async () => {
          t = performance.now();
          try {
            const answer = await profiled(build);
            console.log(`warm build done in ${((performance.now() - t) / 1000).toFixed(1)} s`);
            socket.write(`${JSON.stringify(answer)}\n`);
          } catch (error) {
            socket.write(
              `${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`,
            );
            return;
          }
          await saveStateAfterAnswer();
        });
      }
    });
    socket.on('error', () => undefined);
  });
  server.listen(socketPath, () => console.log(`warm build listening on ${socketPath}`));

  const profileDir = process.env.WARM_BUILD_CPU_PROFILE;
  async function profiled<T>(fn: () => Promise<T>): Promise<T> {
    if (!profileDir) return fn();
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    try {
      return await fn();
    } finally {
      const { profile } = await session.post('Profiler.stop');
      fs.mkdirSync(profileDir, { recursive: true });
      fs.writeFileSync(
        path.join(profileDir, `warm-${process.pid}-${builds}.cpuprofile`),
        JSON.stringify(profile),
      );
      session.disconnect();
    }
  }

  async function shutdown(code: number) {
    server.close();
    fs.rmSync(socketPath, { force: true });
    await Promise.allSettled(booted.workerPool.end());
    process.exit(code);
  }
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));
  // It lives as long as the process that builds the site (the builder): polled, not signalled.
  const owner = Number(process.env.WARM_BUILD_OWNER_PID);
  if (owner > 0) {
    setInterval(() => {
      if (processAlive(owner)) return;
      console.log(`warm build: process ${owner} is gone, stopping`);
      void shutdown(0);
    }, 2000).unref();
  }
}

interface Reporter {
  setNoColor(value: boolean): void;
}

const socketArg = process.argv[2];
if (!socketArg) {
  console.error('usage: node --require tsx/cjs publish/src/warm-build/daemon.ts <socket>');
  process.exit(2);
}
main(socketArg).catch((error: unknown) => {
  console.error(`warm build failed to start: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
