/**
 * Integration tests boot a real Strapi (SQLite in a temporary folder, or PostgreSQL with
 * `npm run test:pg`) without the admin panel. The global setup compiles the project
 * once, because Strapi loads the compiled dist/.
 *
 * `npm test` runs every file on SQLite. On PostgreSQL (`CMS_TEST_DATABASE=postgres`) only the
 * files whose subject is what the database answers run again (docs/decisions/100-test-run-time.md):
 * the seed and its second run, the site listing's filtered and sorted reads and the
 * enterprise-initial lifecycle (content); malformed and oddly spelled filters and the read
 * limits (hardening); every populate and selection path, REST and GraphQL, searched for
 * members-only markers and draft text (populate-walk); the members-only file names read through
 * a boolean filter and JSON formats columns (private-uploads). Left to SQLite: the members-only
 * answers (their redaction and refusals sit above the query engine, and populate-walk holds
 * every public path on PostgreSQL to the same markers), the publish-state route (its state is
 * the site server's file, the CMS only fires its webhook) and the plain-function tests.
 */
const POSTGRES_FILES = ['content', 'hardening', 'populate-walk', 'private-uploads'];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests', '<rootDir>/src', '<rootDir>/scripts'],
  testMatch:
    process.env.CMS_TEST_DATABASE === 'postgres'
      ? POSTGRES_FILES.map((name) => `<rootDir>/tests/${name}.test.ts`)
      : ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  transformIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/tests/global-setup.js',
  testTimeout: 300000,
  // Strapi 5.54 leaves a timer running after destroy(); without this Jest waits for it.
  forceExit: true,
};
