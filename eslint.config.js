import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Feature areas do not import each other's internals (STYLE habit 8): each area's folder may
 * import from shared layers and from itself only. Client areas may read the signed-in user from
 * the auth area's context, which every screen needs, and open the labels area's "print labels
 * now" dialog, which the editor and the product list offer.
 */
function areaZones(side, sharedAreas = []) {
  const root = `./src/${side}/features`;
  const areas = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return areas.map(({ name }) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`, ...sharedAreas.filter((shared) => !shared.startsWith(`./${name}/`))],
    message: `the ${name} area must not import another area's internals; move what both need to a shared layer`,
  }));
}

const restrict = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      // A promise nobody awaits loses its error; one handed to an event handler loses it too.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    ignores: ['src/client/lib/use-action.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'the client talks to the server over HTTP only' }],
          // ADR 067: one way to run a write, with a key per action and no second run while one is in flight.
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'run writes through useAction (src/client/lib/use-action.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/lib/use-action.ts'],
    rules: { 'no-restricted-imports': restrict(['**/server/**'], 'the client talks to the server over HTTP only') },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': restrict(['**/client/**'], 'the server never imports client code') },
  },
  {
    files: ['src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...areaZones('server'), ...areaZones('client', ['./auth/auth-context.ts', './labels/print-now'])] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
