/**
 * One Jest project per part of the repository. Run one with
 * `npx jest --selectProjects <name>`.
 */
const fs = require('fs');

// Parts that do not exist yet in a checkout are left out instead of failing the run.
const existing = (roots) => roots.filter((root) => fs.existsSync(root.replace('<rootDir>', __dirname)));

const node = (name, roots, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  roots: existing(roots),
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.[jt]sx?$': ['babel-jest', { configFile: './babel.config.jest.js' }] },
  transformIgnorePatterns: ['/node_modules/'],
  ...extra,
});

// `~/…` is the site's own source (src/), as in tsconfig.json's `paths` and gatsby-node's alias.
const SITE_ALIAS = { '^~/(.*)$': '<rootDir>/src/$1' };

module.exports = {
  // Shared machines are slow under load: hooks that start servers get room to do so.
  testTimeout: 30_000,
  projects: [
    node('routing', ['<rootDir>/packages/routing']),
    node('contracts', ['<rootDir>/packages/contracts']),
    node('parts', ['<rootDir>/packages/parts']),
    node('cms-content', ['<rootDir>/packages/cms-content']),
    node('releases', ['<rootDir>/packages/releases']),
    node('runtime', ['<rootDir>/packages/runtime']),
    node('website-api', ['<rootDir>/website-api']),
    node('server', ['<rootDir>/server', '<rootDir>/deploy'], {
      moduleNameMapper: SITE_ALIAS,
    }),
    node('publish', ['<rootDir>/publish']),
    node('scripts', [
      '<rootDir>/scripts',
      '<rootDir>/site-build',
      '<rootDir>/plugins',
      '<rootDir>/test-utils',
      '<rootDir>/bench',
    ]),
    {
      displayName: 'site',
      testEnvironment: 'jsdom',
      roots: existing(['<rootDir>/src', '<rootDir>/__mocks__']),
      testMatch: ['**/*.test.tsx', '**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
      transform: { '^.+\\.[jt]sx?$': ['babel-jest', { configFile: './babel.config.jest.js' }] },
      transformIgnorePatterns: ['/node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
      moduleNameMapper: {
        '\\.(css|scss)$': 'identity-obj-proxy',
        '\\.(jpg|jpeg|png|gif|svg|webp|mp4|webm|pdf)$': '<rootDir>/test-utils/file-mock.js',
        // After the style and file mocks: the first pattern that matches wins.
        ...SITE_ALIAS,
      },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      testEnvironmentOptions: { url: 'http://localhost/' },
      globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
    },
  ].filter((project) => project.roots.length > 0),
};
