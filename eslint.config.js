import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '**/dist/**', 'web/dist-server/**', 'data/**', 'tests/e2e/screenshots/**', 'test-results/**', '.quorum-test/**'] },
  js.configs.recommended,
  {
    files: ['bin/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plugins reach the kernel only through kernel/api.ts.
    files: ['plugins/*/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/kernel/*/**', '!**/kernel/api.ts'], message: 'Import kernel services from kernel/api.ts.' }] }],
    },
  },
);
