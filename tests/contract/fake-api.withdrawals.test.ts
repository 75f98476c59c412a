/**
 * Issue #30 item 24 over HTTP: a withdrawal has one payment date — the day its money reached the
 * bank, so a paid one only — and the grid's filter, its export and the row agree on it; the
 * totals row leaves out the withdrawals whose money never left (rejected, deleted). Seeded at a
 * fixed time: the withdrawals are taken from the data, their days from their own dates.
 */
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../contract/withdrawals/types';
import { allRows, json, TEST_NOW } from '../harness/fakeApi';
import { suiteDemoApi } from '../harness/demoApi';

const api = suiteDemoApi({ scale: 3000, now: TEST_NOW });
const { as } = api;

const RANGE = 'createdDateFrom=01/01/2020&createdDateTo=31/12/2030';

interface Totals {
  amountTotal: number;
  amountFees: number;
  netAmount: number;
  count: number;
}

const cents = (x: number) => Math.round(x * 100);
/** The UTC day of an ISO instant as the filters take it: dd/MM/yyyy. */
const dayOf = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

async function everyWithdrawal(): Promise<Withdrawal[]> {
  return (await allRows<Withdrawal>(as.super, `/withdrawals/grid-list?${RANGE}`)).data;
}

/** The export of a filter as rows of { column: cell } (the CSV holds no quoted commas in these columns). */
async function exported(query: string): Promise<Record<string, string>[]> {
  const { fileKey } = await json<{ fileKey: string }>(await as.super(`/withdrawals/export?${query}`));
  const [header, ...lines] = (await (await as.super(`/file/${fileKey}`)).text()).trim().split('\r\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
}

describe('a withdrawal’s payment date', () => {
  it('is set for a paid withdrawal only, and is its last edit', async () => {
    const rows = await everyWithdrawal();
    expect(new Set(rows.map((w) => w.status))).toEqual(new Set(['PENDING', 'APPROVED', 'RETURNED_PAYMENT', 'REJECTED', 'DELETED', 'PAID']));
    for (const w of rows) {
      if (w.status === 'PAID') {
        expect(w.paymentDate, `withdrawal ${w.withdrawalId}`).not.toBeNull();
        expect(w.editedDate).toBe(w.paymentDate);
        expect(Date.parse(w.paymentDate!)).toBeGreaterThanOrEqual(Date.parse(w.createdDate));
      } else expect(w.paymentDate, `withdrawal ${w.withdrawalId} (${w.status})`).toBeNull();
    }
  });

  it('filters on that date: a paid withdrawal is found on its payment day, never a pending one', async () => {
    const rows = await everyWithdrawal();
    const paid = rows.find((w) => w.status === 'PAID')!;
    const day = dayOf(paid.paymentDate!);
    const found = (await allRows<Withdrawal>(as.super, `/withdrawals/grid-list?${RANGE}&paymentDateFrom=${day}&paymentDateTo=${day}`)).data;
    expect(found.map((w) => w.withdrawalId)).toContain(paid.withdrawalId);
    for (const w of found) {
      expect(w.status).toBe('PAID');
      expect(dayOf(w.paymentDate!)).toBe(day);
    }
    // Every paid withdrawal falls in a range over all their payment days, and nothing else does.
    const paidDays = rows.filter((w) => w.paymentDate).map((w) => w.paymentDate!);
    const from = dayOf(paidDays.reduce((a, b) => (a < b ? a : b)));
    const to = dayOf(paidDays.reduce((a, b) => (a > b ? a : b)));
    const wide = await allRows<Withdrawal>(as.super, `/withdrawals/grid-list?${RANGE}&paymentDateFrom=${from}&paymentDateTo=${to}`);
    expect(wide.data.map((w) => w.withdrawalId).sort((a, b) => a - b)).toEqual(
      rows
        .filter((w) => w.status === 'PAID')
        .map((w) => w.withdrawalId)
        .sort((a, b) => a - b),
    );
  });

  it('is exported as the row holds it: the paid one’s instant, a pending one’s cell empty', async () => {
    const rows = await everyWithdrawal();
    const paid = rows.find((w) => w.status === 'PAID')!;
    const pending = rows.find((w) => w.status === 'PENDING')!;
    const lines = await exported(RANGE);
    const line = (w: Withdrawal) => lines.find((l) => l.withdrawalId === String(w.withdrawalId))!;
    expect(line(paid).paymentDate).toBe(paid.paymentDate);
    expect(line(pending).paymentDate).toBe('');
    const day = dayOf(paid.paymentDate!);
    const filtered = await exported(`${RANGE}&paymentDateFrom=${day}&paymentDateTo=${day}`);
    expect(filtered.map((l) => l.withdrawalId)).toContain(String(paid.withdrawalId));
    for (const l of filtered) expect(dayOf(l.paymentDate)).toBe(day);
  });
});

describe('the totals row', () => {
  it('sums and counts the withdrawals the filters match, rejected and deleted ones left out', async () => {
    const rows = await everyWithdrawal();
    const { totals, count } = await json<{ totals: Totals; count: number }>(await as.super(`/withdrawals/grid-list?${RANGE}&pageSize=2`));
    expect(count).toBe(rows.length);
    const counted = rows.filter((w) => w.status !== 'REJECTED' && w.status !== 'DELETED');
    expect(counted.length).toBeLessThan(rows.length);
    expect(totals.count).toBe(counted.length);
    expect(cents(totals.amountTotal)).toBe(counted.reduce((s, w) => s + cents(w.amount), 0));
    expect(cents(totals.amountFees)).toBe(counted.reduce((s, w) => s + cents(w.fee), 0));
    expect(cents(totals.netAmount)).toBe(counted.reduce((s, w) => s + cents(w.netAmount), 0));
    const rejected = await json<{ totals: Totals; count: number }>(
      await as.super(`/withdrawals/grid-list?${RANGE}&status=REJECTED,DELETED`),
    );
    expect(rejected.count).toBeGreaterThan(0);
    expect(rejected.totals).toEqual({ amountTotal: 0, amountFees: 0, netAmount: 0, count: 0 });
  });
});
