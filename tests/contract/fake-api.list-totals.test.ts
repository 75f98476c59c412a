/**
 * Issue #33 part 5 over HTTP: every money list that declares `totals` gets, beside its page, the
 * sums per currency of every row its filters match (all pages), leaving out the rows its
 * declaration names (rejected, deleted...) unless the filter asks for them.
 */
import { describe, expect, it } from 'vitest';
import { totalsParams, type TotalsByCurrency, type TotalsDeclaration } from '../../contract/gridTotals';
import { GRID_MAX_PAGE_SIZE } from '../../contract/wire';
import { resourceDefinitions } from '../../resources';
import { allRows, json, TEST_NOW } from '../harness/fakeApi';
import { suiteDemoApi } from '../harness/demoApi';

const api = suiteDemoApi({ scale: 3000, now: TEST_NOW });
const { as } = api;

/** Wide enough for every seeded row, whatever date filter a list takes. */
const WIDE = ['createdDate', 'date', 'requestDate', 'claimDate', 'balanceDay']
  .flatMap((d) => [`${d}From=01/01/2020`, `${d}To=31/12/2030`])
  .join('&');

type Row = Record<string, unknown>;
const declared = resourceDefinitions.filter((d): d is typeof d & { totals: TotalsDeclaration } => d.totals !== undefined);
const cents = (x: number) => Math.round(x * 100);

/** A list's path with the filters it needs to answer rows (a settlement's movements need a settlement). */
async function listPath(apiPath: string): Promise<string> {
  if (apiPath !== '/settlements/detail') return `${apiPath}?${WIDE}`;
  const settlements = await json<{ data: { settlementId: number }[] }>(await as.super(`/settlements?${WIDE}&pageSize=5`));
  return `${apiPath}?${WIDE}&settlementId=${settlements.data[0].settlementId}`;
}

const withTotals = (path: string, totals: TotalsDeclaration) => `${path}&${new URLSearchParams(totalsParams(totals))}`;

/** Sums per currency of the rows, leaving out the values skipped. */
function expected(rows: Row[], totals: TotalsDeclaration, skipped: readonly string[]): TotalsByCurrency {
  const sums = new Map<string, { amount: number; count: number }>();
  let leftOut = 0;
  for (const row of rows) {
    if (totals.except && skipped.includes(row[totals.except.field] as string)) {
      leftOut++;
      continue;
    }
    const code = String(row[totals.currency]);
    const line = sums.get(code) ?? { amount: 0, count: 0 };
    line.amount += cents(row[totals.amount] as number);
    line.count++;
    sums.set(code, line);
  }
  const lines = [...sums].map(([currencyCode, l]) => ({ currencyCode, amount: l.amount / 100, count: l.count }));
  return { lines: lines.sort((a, b) => a.currencyCode.localeCompare(b.currencyCode)), leftOut };
}

function expectTotals(actual: TotalsByCurrency | undefined, wanted: TotalsByCurrency, name: string) {
  expect(actual, name).toBeDefined();
  expect(actual!.leftOut, `${name}: rows left out`).toBe(wanted.leftOut);
  expect(
    actual!.lines.map((l) => [l.currencyCode, l.count]),
    `${name}: currencies and counts`,
  ).toEqual(wanted.lines.map((l) => [l.currencyCode, l.count]));
  actual!.lines.forEach((line, i) => expect(cents(line.amount), `${name} ${line.currencyCode}`).toBe(cents(wanted.lines[i].amount)));
}

describe('the totals of a money list', () => {
  it('are declared by every money list', () => {
    expect(declared.map((d) => d.name).sort()).toEqual(
      expect.arrayContaining([
        'transactions',
        'payouts',
        'refunds',
        'claims',
        'settlements',
        'top-ups',
        'adjustment-movements',
        'balance-ledger',
      ]),
    );
  });

  it.each(declared.map((d) => [d.name, d] as const))('%s: per currency, every page, rejected and deleted left out', async (name, d) => {
    const path = await listPath(d.apiPath);
    const every = await allRows<Row>(as.super, path);
    expect(every.data.length, `${name} has seeded rows`).toBeGreaterThan(0);
    // More than one page, so the totals cannot be the page's.
    const page = await json<{ data: Row[]; count: number; totalsByCurrency?: TotalsByCurrency }>(
      await as.super(`${withTotals(path, d.totals)}&pageIndex=0&pageSize=2`),
    );
    expect(page.data.length).toBeLessThanOrEqual(2);
    expectTotals(page.totalsByCurrency, expected(every.data, d.totals, d.totals.except?.values ?? []), name);
  });

  it.each(declared.filter((d) => d.totals.except).map((d) => [d.name, d] as const))(
    '%s: filtered to a left-out status, its rows are added up',
    async (name, d) => {
      const except = d.totals.except!;
      const path = await listPath(d.apiPath);
      const every = (await allRows<Row>(as.super, path)).data;
      const status = except.values.find((v) => every.some((row) => row[except.field] === v));
      if (!status) return expect(every.length).toBeGreaterThan(0);
      const filtered = `${path}&${except.field}=${encodeURIComponent(status)}`;
      const rows = (await allRows<Row>(as.super, filtered)).data;
      const page = await json<{ totalsByCurrency?: TotalsByCurrency }>(await as.super(`${withTotals(filtered, d.totals)}&pageSize=1`));
      const skipped = except.values.filter((v) => v !== status);
      expectTotals(page.totalsByCurrency, expected(rows, d.totals, skipped), name);
      expect(page.totalsByCurrency!.lines.reduce((n, l) => n + l.count, 0)).toBe(rows.filter((r) => r[except.field] === status).length);
    },
  );

  it('are not computed when the call does not ask for them', async () => {
    const page = await json<Row>(await as.super(`/claims?${WIDE}&pageSize=${GRID_MAX_PAGE_SIZE}`));
    expect(page).not.toHaveProperty('totalsByCurrency');
  });

  it('refuse a field the rows do not have, naming the key', async () => {
    const reply = await as.super(`/claims?${WIDE}&totals=nope:currency`);
    expect(reply.status).toBe(400);
    expect(await reply.text()).toMatch(/totals.*nope/);
    const malformed = await as.super(`/claims?${WIDE}&totals=amount`);
    expect(malformed.status).toBe(400);
  });
});
