import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves a core idle (one worker on CI's two); the component tests are mostly start-up.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/harness/setupDom.ts'],
          // A component test waits for what it asserts (Testing Library's 10 s per wait): on a busy
          // CI machine a form test's several waits may add up past Vitest's default of 5 s.
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        // The contract's and the fake API's own tests need no DOM; jsdom's start-up would dominate their run time.
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'fake-api/**/*.test.ts', 'scripts/**/*.test.ts'],
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
