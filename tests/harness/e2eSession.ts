import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './app';
import { launchBrowser, newContext, screenshot, watchErrors, type ErrorWatch } from './browser';
import type { TestApiOptions } from './fakeApi';

export interface E2ESession {
  readonly baseUrl: string;
  readonly apiUrl: string;
  readonly page: Page;
  readonly context: BrowserContext;
  readonly errors: ErrorWatch;
}

/** The app a file starts for itself (startApp with its own options) instead of the shared one. */
export type OwnApp = () => { baseUrl: string; apiUrl: string } | undefined;

/**
 * Wires one Chromium per test file and one fresh context (clean profile) per test. After each
 * test: a screenshot in test-results/ when it failed, and a failure when the page logged a
 * console error or an unhandled exception/rejection. With `ownApp`, pages open on that app
 * (read in beforeEach, so a beforeAll of the file may start it).
 */
export function useBrowserSession(ownApp?: OwnApp): E2ESession {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: ErrorWatch | undefined;
  const shared = { baseUrl: inject('baseUrl'), apiUrl: inject('apiUrl') };
  const app = () => ownApp?.() ?? shared;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await newContext(browser, app().baseUrl);
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterEach(async (testContext) => {
    const failed = testContext.task.result?.state === 'fail' || (errors?.errors.length ?? 0) > 0;
    try {
      if (failed && page) {
        const path = await screenshot(page, `${testContext.task.file.name}-${testContext.task.name}`).catch(() => undefined);
        if (path) console.log(`screenshot: ${path}`);
      }
      errors?.assertClean();
    } finally {
      await context?.close();
      context = page = errors = undefined;
    }
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is only available inside a test`);
    return value;
  };
  return {
    get baseUrl() {
      return app().baseUrl;
    },
    get apiUrl() {
      return app().apiUrl;
    },
    get page() {
      return need(page, 'page');
    },
    get context() {
      return need(context, 'context');
    },
    get errors() {
      return need(errors, 'errors');
    },
  };
}

/**
 * A browser session on an app of the file's own (its fake API's data is the file's alone, so a
 * figure read from the API stays what the screen shows), started before its tests, closed after.
 */
export function useOwnAppSession(options?: TestApiOptions): E2ESession {
  let app: RunningApp | undefined;
  beforeAll(async () => {
    app = await startApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return useBrowserSession(() => app);
}
