import { defineConfig } from 'vitest/config';

const UNIT_AND_API = [
  'kernel/**/*.test.ts',
  'plugins/**/*.test.{ts,tsx}',
  'cli/**/*.test.ts',
  'web/**/*.test.{ts,tsx}',
  'tests/**/*.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'web/dist/**', 'web/dist-server/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files run two at a time; each file boots its own server and database.
    maxWorkers: 2,
    pool: 'forks',
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit-api', include: UNIT_AND_API, exclude: ['**/node_modules/**', 'web/dist/**', 'tests/e2e/**'], sequence: { groupOrder: 0 } } },
      // Browser journeys run after the API suites, so Chromium does not compete with them for the two cores.
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], sequence: { groupOrder: 1 } } },
    ],
  },
});
