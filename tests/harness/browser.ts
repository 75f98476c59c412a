import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from '../../scripts/lib/processes';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags that work as root on these machines (docs/stack.md). Playwright adds --headless and gives
 * every launch a fresh temporary --user-data-dir itself; every new context is a clean profile
 * (no cookies, storage or cache).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A clean profile: the spec's dates are Spanish-formatted but the UI defaults to English. */
export function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'UTC', viewport: { width: 1366, height: 900 } });
}

export interface ErrorWatch {
  /** Console errors and uncaught page errors seen so far (allowed ones left out). */
  readonly errors: string[];
  /** Expected noise for one flow, e.g. the browser's own log of a deliberate 401 response. */
  allow(pattern: RegExp): void;
  /** Throws listing every error seen. */
  assertClean(): void;
}

/**
 * Fails a flow on what a user would never notice but is still a bug: console errors (which
 * include React errors and the browser's log of failed requests) and unhandled exceptions or
 * promise rejections.
 */
export function watchErrors(page: Page): ErrorWatch {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  const record = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    record(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => record(`uncaught: ${error.message}`));
  return {
    errors,
    allow: (pattern) => {
      allowed.push(pattern);
      for (let i = errors.length - 1; i >= 0; i--) if (pattern.test(errors[i])) errors.splice(i, 1);
    },
    assertClean: () => {
      if (errors.length) throw new Error(`The page logged ${errors.length} error(s) on ${page.url()}:\n${errors.join('\n')}`);
    },
  };
}

export const RESULTS_DIR = join(ROOT, 'test-results');

/** Full-page PNG under test-results/, named after the test; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '_').slice(0, 120)}.png`);
  await page.screenshot({ path, fullPage: true, timeout: 5000 });
  return path;
}
