import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
  // Layers of the site: shared code -> features -> templates, imports only downwards.
  // Tests may cross them (they render whole pages).
  {
    files: ['src/components/**', 'src/lib/**', 'src/i18n/**', 'src/config/**', 'src/styles/**', 'src/api/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|templates)/',
              message:
                'Shared code (components, lib, i18n, config) is below the features and templates: move the code down or pass it in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)templates/', message: 'Features are below the templates that compose them.' },
          ],
        },
      ],
    },
  },
  {
    // Gatsby compiles these with gatsby-node; what they share with the site lives in packages/.
    files: ['site-build/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/',
              message: 'Build steps share code with the site through packages/, not src/.',
            },
          ],
        },
      ],
    },
  },
);
