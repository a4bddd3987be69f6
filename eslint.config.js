import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  // Import direction (STYLE habit 8): shared ← server, shared ← client; never across.
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['**/server/**', '**/client/**'],
        'shared code is pure: no server or client imports',
      ),
    },
  },
  {
    files: ['src/client/**'],
    rules: { 'no-restricted-imports': restrict(['**/server/**'], 'the client talks to the server over HTTP only') },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': restrict(['**/client/**'], 'the server never imports client code') },
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
