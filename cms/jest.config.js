/**
 * Integration tests boot a real Strapi (SQLite in a temporary folder, or PostgreSQL with
 * `npm run test:pg`) without the admin panel. The global setup compiles the project
 * once, because Strapi loads the compiled dist/.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests', '<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  transformIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/tests/global-setup.js',
  testTimeout: 300000,
  // Strapi 5.54 leaves a timer running after destroy(); without this Jest waits for it.
  forceExit: true,
};
