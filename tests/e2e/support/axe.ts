import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The findings a user of a screen reader or a low-vision user would be stopped by. */
const BLOCKING = new Set(['serious', 'critical']);

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core's WCAG 2.x A/AA rules on the page once its transitions have ended (a tooltip or a
 * dialog half faded in has the contrast of no frame a user dwells on); returns one line per
 * serious or critical finding (rule, where, why), empty when clean.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return (violations as AxeFinding[])
    .filter((finding) => finding.impact && BLOCKING.has(finding.impact))
    .flatMap((finding) =>
      finding.nodes
        .slice(0, 3)
        .map((node) => `${finding.id} (${finding.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? finding.help}`),
    );
}
