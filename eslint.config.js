import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './scripts/eslint/import-layers.js';
import oneOfEach from './scripts/eslint/one-of-each.js';
import i18n from './scripts/eslint/no-literal-text.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-prof', 'node_modules', 'data', 'test-data', 'coverage', 'dev-dist', 'server/.e2e-bundle-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: ['server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{js,ts}', 'bench/**/*.ts', '*.config.ts', '*.js'], languageOptions: { globals: globals.node } },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { layers, 'one-of-each': oneOfEach },
    rules: {
      'layers/import-layers': 'error',
      'one-of-each/no-raw-web-storage': 'error',
      'one-of-each/no-listener-set': 'error',
      'one-of-each/no-all-buildings-compare': 'error',
      'one-of-each/no-hand-written-backoff': 'error',
    },
  },
  { files: ['src/**/*.{ts,tsx}'], plugins: { i18n }, rules: { 'i18n/no-literal-text': 'error' } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
