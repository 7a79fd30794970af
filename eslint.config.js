import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { gatewayLayerConfigs } from './scripts/import-graph/gateway-layers.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/var/**',
      'bench/results/**',
      'coverage/**',
      '**/test-results/**',
      'web/src/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The web client runs in the browser; its service worker in a worker.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // React's rules of hooks, complete dependency lists, and the React Compiler's checks of the
  // recommended set (refs written during render, state set straight from an effect …).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['web/public/boot.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // The web client's layers (conventions 11): shared code (components, lib) → features → app. Shared
  // code imports no feature and not the app; a feature imports neither the app nor another feature.
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app)/',
              message: 'Shared code (components, lib) must not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)app/', message: 'A feature must not import the app.' },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: 'A feature must not import another feature: move what both need to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  // The gateway's layers (docs/ARCHITECTURE.md, scripts/import-graph/gateway-layers.mjs): a file imports only
  // parts on layers below its own. Import circles anywhere are refused by scripts/import-graph.mjs.
  ...gatewayLayerConfigs(),
);
