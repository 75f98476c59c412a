import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}', 'fake-api/**/*.test.ts'],
          setupFiles: ['tests/harness/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Browser flows against the built app (tests/harness/app.ts): one Chromium per file, files in turn.
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/harness/e2eGlobalSetup.ts'],
          testTimeout: 90000,
          hookTimeout: 120000,
          // A page settles in its own time: poll for what a user would wait to see.
          expect: { poll: { timeout: 10000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
