// npm run lint: typescript-eslint's recommended rules, two that read types (promises), and React's rules of hooks.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', 'dist-server/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { files: ['src/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat['recommended-latest']] },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/Link.tsx', 'src/components/Link.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use src/components/Link: react-router's own brings its framework mode's prefetching to every page.",
            },
            {
              name: 'antd',
              importNames: ['Modal'],
              message: "Import antd/es/modal/Modal: the package's Modal carries its confirm dialogs and their icons (some 4 KiB gzip).",
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware: each file is checked in its target's tsconfig (tsconfig.json lists them).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits loses its rejection: on the server an unhandled one stops the process.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    rules: {
      // A leading underscore marks what is left unused on purpose (a destructured field dropped, a handler's argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A callback may read a variable that is assigned once, later (the router the navigation service calls).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // The server's answers as the tests and benches receive them: each assertion states the shape it expects.
    files: ['server/test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __filename: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Runs as written in the browser; the build replaces SHOP_CONFIG_DEFAULTS.
    files: ['public/**/*.js'],
    languageOptions: { globals: { window: 'readonly', SHOP_CONFIG_DEFAULTS: 'readonly' } },
  },
);
