import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../harness/e2eSession';
import { injectSession, pathOf } from './support/login';
import { dataRows, waitForRows, chooseExport, csvLines } from './support/grid';
import { sideMenu } from './support/shell';

/**
 * /claims-dashboard (spec 02 §2, §9): the grid by payment method, three pies with legends and the
 * previous month beside the current quarter; the export only with DASHBOARD_CLAIMS EXPORT.
 */
const CHART_NAMES = ['Claims by payment method', 'Claims by reason', 'Claims by country'];

const wire = (d: Date, end: boolean) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()} ${end ? '23:59:59.999' : '00:00:00.000'}`;

/** The dashboard over the last 90 days (the seed's claims are spread over 120), as a shared link would open it. */
function last90Days(): string {
  const from = new Date(Date.now() - 90 * 86_400_000);
  return `/claims-dashboard?filter=${encodeURIComponent(JSON.stringify({ dateFrom: wire(from, false), dateTo: wire(new Date(), true) }))}`;
}

const figure = (page: Page, name: string) => page.getByRole('figure', { name });

async function expectThreePies(page: Page): Promise<void> {
  for (const name of CHART_NAMES) {
    const chart = figure(page, name);
    await expect
      .poll(() => chart.locator('.recharts-pie-sector').count(), { message: `${name} sectors`, timeout: 20_000 })
      .toBeGreaterThan(0);
    const legend = chart.locator('.recharts-legend-wrapper li');
    expect(await legend.count(), `${name} legend`).toBeGreaterThan(0);
    // Every legend item names its slice with a count and a share, not a colour alone.
    expect(await legend.first().innerText()).toMatch(/^.+: \d[\d,]* claims? \(\d+(\.\d)?%\)$/);
    expect(await chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(await chart.innerText()).toMatch(/claims? in total\. Largest share: /);
  }
}

describe('claims dashboard', () => {
  const session = useBrowserSession();

  it('super: the grid, three pies with legends and both comparison periods', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    await page.goto('/transactions');
    // Spec 01 §2.5: the Claims group of the menu leads here.
    await sideMenu(page).getByRole('menuitem', { name: 'Claims dashboard' }).click();
    await expect.poll(() => pathOf(page)).toBe('/claims-dashboard');
    await waitForRows(page);
    await page.goto(last90Days());
    await waitForRows(page, 2);
    const first = (await dataRows(page).first().locator('td').allInnerTexts()).map((t) => t.trim());
    expect(first).toHaveLength(5);
    expect(first[1]).toMatch(/^\d[\d,]*$/);
    expect(first[3]).toMatch(/^(\d+(\.\d+)?%|—)$/);
    await expectThreePies(page);

    // A slice's tooltip gives its count and share.
    await figure(page, CHART_NAMES[0]).locator('.recharts-pie-sector').first().hover();
    await expect
      .poll(() => figure(page, CHART_NAMES[0]).locator('.recharts-tooltip-wrapper').innerText())
      .toMatch(/\d+ claims? \(\d+(\.\d)?%\)/);

    const comparison = page.getByRole('region', { name: 'Period comparison' });
    const headers = comparison.getByRole('columnheader');
    await expect
      .poll(() => headers.allInnerTexts())
      .toEqual([
        'Metric',
        expect.stringMatching(/^Previous month \(\w+ \d{4}\)\s+01\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/),
        expect.stringMatching(/^Current quarter \(Q[1-4] \d{4}\)\s+01\/(01|04|07|10)\/\d{4} to \d{2}\/\d{2}\/\d{4}$/),
      ]);
    const claimsRow = comparison.getByRole('row', { name: /^Claims/ });
    await expect
      .poll(() => claimsRow.getByRole('cell').allInnerTexts(), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/^\d[\d,]*$/), expect.stringMatching(/^\d[\d,]*$/)]);
    for (const metric of ['Transactions', 'Claim rate', 'Win rate']) {
      expect(
        await comparison
          .getByRole('row', { name: new RegExp(`^${metric}`) })
          .getByRole('cell')
          .count(),
        metric,
      ).toBe(2);
    }

    // Export: the grid of the applied filters as a CSV file (spec 02 §7: a file key, then the download).
    const [download] = await Promise.all([page.waitForEvent('download'), chooseExport(page)]);
    expect(download.suggestedFilename()).toMatch(/^claims-dashboard-\d{14}\.csv$/);
    const [header, ...lines] = csvLines(readFileSync(await download.path(), 'utf8'));
    // The grid's headers, in its order (issue #33 §4).
    const gridHeaders = (await page.locator('table.RaDataTable-table thead th').allTextContents())
      .map((text) => text.trim())
      .filter(Boolean);
    expect(header).toEqual(gridHeaders);
    const total = Number(/of (\d+) items/.exec(await page.getByText(/^1-\d+ of \d+ items$/).innerText())?.[1]);
    expect(lines).toHaveLength(total);
    await expect.poll(() => page.getByText('Your file is downloading.').isVisible()).toBe(true);
  });

  it('says there is nothing to chart for a period without claims', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'super@demo.test');
    const empty = JSON.stringify({ dateFrom: '01/01/2020 00:00:00.000', dateTo: '07/01/2020 23:59:59.999' });
    await page.goto(`/claims-dashboard?filter=${encodeURIComponent(empty)}`);
    await expect
      .poll(() => page.getByText('No claims in the selected period and filters, so there is nothing to chart.').isVisible())
      .toBe(true);
    expect(await page.getByRole('figure').count()).toBe(0);
    // The comparison does not depend on the range.
    await expect.poll(() => page.getByRole('region', { name: 'Period comparison' }).getByRole('columnheader').count()).toBe(3);
  });

  it('viewer: sees the dashboard but no export', async () => {
    const { page } = session;
    await injectSession(session.context, session.apiUrl, 'viewer@demo.test');
    await page.goto(last90Days());
    await waitForRows(page);
    await expectThreePies(page);
    expect(await page.getByRole('button', { name: 'Apply' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /export/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /export/i }).count()).toBe(0);
  });
});
