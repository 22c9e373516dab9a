import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Inside src/, an import climbs at most two folders; anything further is named from src/ as `~/…`
// (tsconfig.json `paths`, gatsby-node's webpack alias, Jest's moduleNameMapper).
const NO_LONG_RELATIVE = {
  regex: '^(\\.\\./){3,}',
  message: "Three or more folders up: name the file from src/ as '~/…' instead.",
};
// `~/` is the site's own source; the other rooms share code through packages/ (@site/*).
const NO_SITE_ALIAS = {
  regex: '^~/',
  message: "'~/' is the site's src/ and resolves only in the site: share code through packages/ (@site/*).",
};

/** `no-restricted-imports` for a block: later blocks replace the rule, so each names all its patterns. */
const restrictImports = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'public/**',
      '.cache/**',
      '.cache-variants/**',
      '.builds/**',
      '.data/**',
      'cms/**',
      '**/dist/**',
      'coverage/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': restrictImports(NO_LONG_RELATIVE) },
  },
  // Layers of the site: shared code -> features -> templates, imports only downwards.
  // Tests may cross them (they render whole pages). The patterns match `~/features/…` too.
  {
    files: ['src/components/**', 'src/lib/**', 'src/i18n/**', 'src/config/**', 'src/styles/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': restrictImports(NO_LONG_RELATIVE, {
        regex: '(^|/)(features|templates)/',
        message:
          'Shared code (components, lib, i18n, config) is below the features and templates: move the code down or pass it in.',
      }),
    },
  },
  {
    files: ['src/features/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': restrictImports(NO_LONG_RELATIVE, {
        regex: '(^|/)templates/',
        message: 'Features are below the templates that compose them.',
      }),
    },
  },
  {
    // Rooms other than the site: they run without the site's webpack alias.
    files: [
      'server/**',
      'website-api/**',
      'packages/**',
      'plugins/**',
      'scripts/**',
      'gatsby-node.ts',
      'gatsby-config.ts',
    ],
    rules: { 'no-restricted-imports': restrictImports(NO_SITE_ALIAS) },
  },
  {
    // Gatsby compiles these with gatsby-node; what they share with the site lives in packages/.
    files: ['site-build/**'],
    rules: {
      'no-restricted-imports': restrictImports(NO_SITE_ALIAS, {
        regex: '^(\\.\\./)+src/',
        message: 'Build steps share code with the site through packages/, not src/.',
      }),
    },
  },
);
