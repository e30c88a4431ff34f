import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'kernel/**/*.test.ts',
      'plugins/**/*.test.{ts,tsx}',
      'cli/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'tests/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'web/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files run two at a time; each file boots its own server and database.
    maxWorkers: 2,
    pool: 'forks',
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
