/**
 * Everything of Gatsby's that is not its public API and that the warm builds
 * (publish/src/warm-build/daemon.ts) and the site's `gatsby-node.ts` rely on (decisions 078
 * and 080), in one list, with a check that says what moved. Gatsby is pinned; after an upgrade
 * `checkGatsbyInternals` (run by publish/test/gatsby-internals.test.ts) names each module,
 * export or behaviour that is not where the daemon expects it, before a publish finds out by
 * silently becoming a full build.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The Gatsby these internals were read from (`package.json` pins it). */
export const GATSBY_VERSION = '5.16.1';

type Kind = 'function' | 'object';

export interface GatsbyInternal {
  /** `gatsby/dist/<module>`, or a package resolved from Gatsby's own folder. */
  module: string;
  /** Names the daemon reads and what each must be; `default` is the module itself. */
  exports: Record<string, Kind>;
  /** What the daemon does with it. */
  use: string;
}

/** Modules of `gatsby/dist` the daemon loads (`load(...)` in daemon.ts). */
export const GATSBY_DIST: GatsbyInternal[] = [
  { module: 'bootstrap', exports: { bootstrap: 'function' }, use: 'loads the saved state once' },
  {
    module: 'services',
    exports: {
      sourceNodes: 'function',
      createPages: 'function',
      writeOutRedirects: 'function',
      calculateDirtyQueries: 'function',
      runStaticQueries: 'function',
      runPageQueries: 'function',
      runSliceQueries: 'function',
    },
    use: 'the steps `gatsby build` runs after its bootstrap',
  },
  { module: 'redux', exports: { store: 'object', emitter: 'object' }, use: 'the state and SET_SCHEMA' },
  { module: 'redux/save-state', exports: { saveState: 'function' }, use: 'saves the state per build' },
  { module: 'utils/page-data', exports: { flush: 'function' }, use: 'writes page data' },
  { module: 'query/graphql-runner', exports: { GraphQLRunner: 'function' }, use: 'runs dirty queries' },
  {
    module: 'bootstrap/create-graphql-runner',
    exports: { createGraphQLRunner: 'function' },
    use: 'the graphql function of createPages',
  },
  { module: 'utils/api-runner-node', exports: { default: 'function' }, use: 'runs onPostBuild' },
  {
    module: 'commands/build-html',
    exports: { buildHTMLPagesAndDeleteStaleArtifacts: 'function' },
    use: 'renders the changed pages',
  },
  { module: 'utils/get-static-dir', exports: { copyStaticDirs: 'function' }, use: 'copies static/' },
  { module: 'schema', exports: { rebuild: 'function' }, use: 'rebuilds the schema when a type changed' },
  {
    module: 'schema/infer/inference-metadata',
    exports: { haveEqualFields: 'function' },
    use: 'tells whether a dirty type changed',
  },
  {
    module: 'utils/wait-until-jobs-complete',
    exports: { waitUntilAllJobsComplete: 'function' },
    use: 'waits for image and file jobs',
  },
];

/** Packages the daemon resolves from Gatsby's folder (`requireFrom(...)` in daemon.ts). */
export const GATSBY_PACKAGES: GatsbyInternal[] = [
  { module: 'gatsby-cli/lib/reporter', exports: { setNoColor: 'function' }, use: "Gatsby's reporter" },
  { module: 'gatsby-cli/lib/reporter/redux', exports: { setStore: 'function' }, use: 'the program' },
  { module: 'lodash/cloneDeep', exports: { default: 'function' }, use: 'keeps the inference metadata' },
];

/** The redux action whose emission means the schema was built (daemon.ts listens for it). */
export const SCHEMA_BUILT_ACTION = 'SET_SCHEMA';

/** Gatsby's folder as `from` resolves it (the work folder of a variant, or the repository). */
export function gatsbyDirFrom(from: string): string {
  return path.dirname(require.resolve('gatsby/package.json', { paths: [from] }));
}

const kindOf = (value: unknown): string => (value === null ? 'null' : typeof value);

function exportProblems(entry: GatsbyInternal, loaded: unknown, where: string): string[] {
  const problems: string[] = [];
  for (const [name, kind] of Object.entries(entry.exports)) {
    const value =
      name === 'default'
        ? typeof loaded === 'function'
          ? loaded
          : (loaded as { default?: unknown })?.default
        : (loaded as Record<string, unknown>)?.[name];
    if (kindOf(value) !== kind) {
      problems.push(
        `${where}: export "${name}" is ${kindOf(value)}, the warm build needs a ${kind} (${entry.use})`,
      );
    }
  }
  return problems;
}

/**
 * What of Gatsby's internals is not as the warm builds and gatsby-node.ts expect: one line per
 * module, export or behaviour that moved; empty when all is in place.
 */
export function checkGatsbyInternals(gatsbyDir: string): string[] {
  const problems: string[] = [];
  const version = (
    JSON.parse(fs.readFileSync(path.join(gatsbyDir, 'package.json'), 'utf8')) as { version: string }
  ).version;
  if (version !== GATSBY_VERSION) {
    problems.push(
      `gatsby is ${version}, the warm builds were written against ${GATSBY_VERSION}: check daemon.ts's ` +
        'sequence against gatsby/dist/commands/build.js, then update GATSBY_VERSION',
    );
  }
  const load = (file: string, where: string): unknown => {
    try {
      return require(file) as unknown;
    } catch (error) {
      problems.push(
        `${where}: cannot be loaded (${error instanceof Error ? error.message.split('\n')[0] : error})`,
      );
      return undefined;
    }
  };
  const loaded = new Map<string, unknown>();
  for (const entry of GATSBY_DIST) {
    const where = `gatsby/dist/${entry.module}`;
    const module = load(path.join(gatsbyDir, 'dist', entry.module), where);
    loaded.set(entry.module, module);
    if (module !== undefined) problems.push(...exportProblems(entry, module, where));
  }
  for (const entry of GATSBY_PACKAGES) {
    let file: string | undefined;
    try {
      file = require.resolve(entry.module, { paths: [gatsbyDir] });
    } catch {
      problems.push(`${entry.module}: not resolvable from ${gatsbyDir} (${entry.use})`);
    }
    const module = file ? load(file, entry.module) : undefined;
    if (module !== undefined) problems.push(...exportProblems(entry, module, entry.module));
  }

  // The state the daemon reads: pages by path, and the inference metadata per type.
  const store = (loaded.get('redux') as { store?: { getState?: () => Record<string, unknown> } })?.store;
  const state = store?.getState?.();
  if (state) {
    if (!(state.pages instanceof Map)) problems.push('gatsby/dist/redux: state.pages is no longer a Map');
    const metadata = state.inferenceMetadata as { typeMap?: unknown } | undefined;
    if (kindOf(metadata?.typeMap) !== 'object') {
      problems.push('gatsby/dist/redux: state.inferenceMetadata.typeMap is gone (the schema check reads it)');
    }
  }
  const source = (rel: string) => {
    try {
      return fs.readFileSync(path.join(gatsbyDir, 'dist', rel), 'utf8');
    } catch {
      return '';
    }
  };
  if (!source('schema/index.js').includes(`type: \`${SCHEMA_BUILT_ACTION}\``)) {
    problems.push(
      `gatsby/dist/schema/index.js: no longer dispatches ${SCHEMA_BUILT_ACTION} (the daemon notes the metadata a schema was built from on it)`,
    );
  }

  // gatsby-node.ts (decision 080): pages created in createPagesStatefully survive a createPages
  // pass that does not run that API; others not created again are deleted.
  if (!source('services/create-pages.js').includes('initial-createPagesStatefully')) {
    problems.push(
      'gatsby/dist/services/create-pages.js: createPagesStatefully no longer runs with the trace id ' +
        '"initial-createPagesStatefully" that marks its pages stateful',
    );
  }
  if (!source('redux/actions/public.js').includes('isCreatedByStatefulCreatePages')) {
    problems.push('gatsby/dist/redux/actions/public.js: createPage no longer marks stateful pages');
  }
  const changed = load(
    path.join(gatsbyDir, 'dist', 'utils', 'changed-pages'),
    'gatsby/dist/utils/changed-pages',
  ) as
    | { deleteUntouchedPages?: (pages: Map<string, unknown>, before: number, stateful: boolean) => string[] }
    | undefined;
  if (typeof changed?.deleteUntouchedPages !== 'function') {
    problems.push('gatsby/dist/utils/changed-pages: deleteUntouchedPages is gone');
  } else {
    const pages = () =>
      new Map<string, unknown>([
        [
          '/kept',
          { path: '/kept', isCreatedByStatefulCreatePages: true, updatedAt: 0, component: '', context: {} },
        ],
        [
          '/gone',
          { path: '/gone', isCreatedByStatefulCreatePages: false, updatedAt: 0, component: '', context: {} },
        ],
      ]);
    let deleted: string[] = [];
    // Its deletions are dispatched to Gatsby's store: recorded here, not applied.
    const realStore = store as { dispatch?: (action: unknown) => unknown } | undefined;
    const dispatch = realStore?.dispatch;
    if (realStore) realStore.dispatch = (action) => action;
    try {
      deleted = changed.deleteUntouchedPages(pages(), 1, false);
    } catch (error) {
      problems.push(`gatsby/dist/utils/changed-pages: deleteUntouchedPages threw (${String(error)})`);
    } finally {
      if (realStore) realStore.dispatch = dispatch;
    }
    if (deleted.includes('/kept') || !deleted.includes('/gone')) {
      problems.push(
        'gatsby/dist/utils/changed-pages: deleteUntouchedPages without createPagesStatefully no longer keeps ' +
          `stateful pages and deletes the others untouched (deleted: ${JSON.stringify(deleted)}); gatsby-node.ts ` +
          'relies on it to create only new and changed pages (decision 080)',
      );
    }
  }
  return problems;
}
