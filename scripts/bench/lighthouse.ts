/**
 * Lighthouse 12 on the Debian Chromium (issue #34 §4): the performance category under its mobile
 * profile (the default: a mid-range phone, 4x CPU slowdown, slow 4G) or its desktop one, each load
 * with a cold cache and, where a screen needs one, the session already stored.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/harness/browser';
import { freePort } from '../lib/ports';
import { exited, waitForHttp } from '../lib/processes';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Bytes the page transferred. */
  transferKb: number;
}

export interface LighthouseTarget {
  name: string;
  url: string;
  /** Storage to set on the page's origin before the load (the session), or none. */
  localStorage?: Record<string, string>;
}

export type LighthouseProfile = 'mobile' | 'desktop';

type Audits = Record<string, { numericValue?: number } | undefined>;
const metric = (audits: Audits, id: string) => audits[id]?.numericValue ?? NaN;

/**
 * `runs` loads of each target under `profile`, the targets' order turned each round. One Chromium
 * for all (Lighthouse drives it over its debugging port); before each load the cache is cleared
 * and the target's storage set, and Lighthouse is told to leave the storage as it is.
 */
export async function lighthouseRuns(
  targets: readonly LighthouseTarget[],
  profile: LighthouseProfile,
  runs: number,
): Promise<Map<string, LighthouseRun[]>> {
  const port = await freePort();
  const profileDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    ['--headless=new', ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const results = new Map<string, LighthouseRun[]>(targets.map((target) => [target.name, []]));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    for (let round = 0; round < runs; round++) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const page = await context.newPage();
        await page.goto(new URL('/favicon.svg', target.url).href);
        await page.evaluate((entries) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, target.localStorage ?? {});
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.close();
        const result = await lighthouse(
          target.url,
          { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
          profile === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no report for ${target.url}`);
        const audits = lhr.audits as Audits;
        results.get(target.name)!.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: metric(audits, 'largest-contentful-paint'),
          tbtMs: metric(audits, 'total-blocking-time'),
          fcpMs: metric(audits, 'first-contentful-paint'),
          transferKb: metric(audits, 'total-byte-weight') / 1000,
        });
      }
    }
    await browser.close();
  } finally {
    chrome.kill();
    await exited(chrome);
    rmSync(profileDir, { recursive: true, force: true });
  }
  return results;
}
