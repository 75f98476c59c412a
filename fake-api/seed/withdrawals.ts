/**
 * Withdrawals: each one pays out two consecutive weeks of a merchant's settlements in one currency
 * (the last week stays available for the next one). Settlements included in a live withdrawal
 * carry the withdrawn amount (availableBalance drops); those of a paid one are PAID, with the
 * payment's currency and rates.
 */
import type { MerchantRow, SettlementRow, WithdrawalRow, WithdrawalStatus, WithdrawalTransaction } from './types';
import type { Rng } from './random';
import { convertAmount, currencyInfo, currencySymbol } from './reference';
import { DAY, HOUR, iso, round2 } from './util';
import { SERVER_WORDS, serverTextFields } from './serverTexts';

const BANKS: Readonly<Record<number, { bankName: string; swift: string }>> = {
  1: { bankName: 'Bancolombia', swift: 'COLOCOBM' },
  2: { bankName: 'Banco de Bogotá', swift: 'BBOGCOBB' },
  3: { bankName: 'Banco de Crédito del Perú', swift: 'BCPLPEPL' },
  4: { bankName: 'Banco Galicia', swift: 'GABOARBA' },
  5: { bankName: 'Equity Bank', swift: 'EQBLKENA' },
};

/** Days a withdrawal takes to reach the bank: a paid one's payment date, an approved one's "available on" (issue #33). */
export const WITHDRAWAL_PAYMENT_DAYS = 2;

export function buildWithdrawals(rng: Rng, merchants: readonly MerchantRow[], settlements: SettlementRow[], now: number): WithdrawalRow[] {
  const rows: WithdrawalRow[] = [];
  let transactionSeq = 1;
  let adjustmentSeq = 1;
  const lastWeek = settlements.reduce((max, s) => (s.fromDate > max ? s.fromDate : max), '');
  for (const merchant of merchants) {
    const paid = settlements.filter((s) => s.merchantId === merchant.merchantId && s.fromDate < lastWeek && s.payoutAmount > 0);
    const currencies = [...new Set(paid.map((s) => s.currencyCode))];
    for (const currency of currencies) {
      const weeks = [...new Set(paid.filter((s) => s.currencyCode === currency).map((s) => s.fromDate))].sort();
      const groups: SettlementRow[][] = [];
      for (let i = 0; i < weeks.length; i += 2) {
        const pair = new Set(weeks.slice(i, i + 2));
        groups.push(paid.filter((s) => s.currencyCode === currency && pair.has(s.fromDate)));
      }
      const bank = BANKS[merchant.merchantId] ?? { bankName: 'Global Bank', swift: 'GLBLUS33' };
      groups.forEach((group, index) => {
        const fromLast = groups.length - 1 - index;
        const status: WithdrawalStatus =
          fromLast === 0
            ? 'PENDING'
            : fromLast === 1
              ? 'APPROVED'
              : fromLast === 2
                ? 'RETURNED_PAYMENT'
                : fromLast === 4
                  ? 'REJECTED'
                  : fromLast === 6
                    ? 'DELETED'
                    : 'PAID';
        const latest = Math.max(...group.map((s) => Date.parse(s.createdDate)));
        const createdMs = Math.min(now, latest + rng.int(2, 30) * HOUR);
        const withdrawalId = rows.length + 1;
        const amount = round2(group.reduce((sum, s) => sum + s.payoutAmount, 0));
        const fee = round2(convertAmount(25, 'USD', currency) + amount * 0.005);
        const adjustments = rng.bool(0.25)
          ? [
              {
                withdrawalAdjustmentId: adjustmentSeq++,
                description: rng.pick(SERVER_WORDS.withdrawalAdjustments),
                amount: round2(rng.float(-50, 50)),
              },
            ]
          : [];
        const netAmount = round2(amount - fee + adjustments.reduce((sum, a) => sum + a.amount, 0));
        const live = status !== 'REJECTED' && status !== 'DELETED';
        const transactions: WithdrawalTransaction[] = group.map((s) => ({
          id: transactionSeq++,
          withdrawalId,
          createdDate: iso(createdMs),
          type: 'TRANSACTION',
          ...serverTextFields('description', 'WITHDRAWAL_OF_SETTLEMENT', { settlement: String(s.settlementId) }),
          currencyCode: currency,
          amount: s.payoutAmount,
          status: 'COMPLETED',
          shopName: s.shopName,
          relatedTransaction: null,
        }));
        if (status === 'RETURNED_PAYMENT' || status === 'REJECTED') {
          const original = transactions[0];
          const reverse: WithdrawalTransaction = {
            ...original,
            id: transactionSeq++,
            createdDate: iso(Math.min(now, createdMs + 2 * DAY)),
            type: 'REVERSE',
            description: status === 'REJECTED' ? 'Withdrawal rejected' : 'Payment returned by the bank',
            amount: -original.amount,
            relatedTransaction: original.id,
          };
          transactions.push(reverse);
          if (status === 'RETURNED_PAYMENT') {
            transactions.push({
              ...original,
              id: transactionSeq++,
              createdDate: iso(Math.min(now, createdMs + 3 * DAY)),
              type: 'TRANSACTION_RESTORED',
              description: 'Withdrawal restored for reprocessing',
              relatedTransaction: reverse.id,
            });
          }
        }
        if (live) {
          for (const s of group) {
            s.withdrawals = s.payoutAmount;
            s.availableBalance = round2(s.payoutAmount - s.withdrawals);
          }
        }
        if (status === 'PAID') for (const s of group) markPaid(s);
        // Only money that reached the bank has a payment date; marking it paid was the withdrawal's last edit.
        const paymentMs = status === 'PAID' ? Math.min(now, createdMs + WITHDRAWAL_PAYMENT_DAYS * DAY) : null;
        rows.push({
          withdrawalId,
          merchantId: merchant.merchantId,
          status,
          createdDate: iso(createdMs),
          editedDate: paymentMs !== null ? iso(paymentMs) : status === 'PENDING' ? null : iso(Math.min(now, createdMs + DAY)),
          paymentDate: paymentMs === null ? null : iso(paymentMs),
          amount,
          fee,
          netAmount,
          withdrawalCurrencyCode: currency,
          bankName: bank.bankName,
          bankAccount: `****${String(1000 + merchant.merchantId * 1111).slice(-4)}`,
          bankSwift: bank.swift,
          payRPaid: status === 'PAID' ? round2(convertAmount(netAmount, currency, 'USD')) : null,
          paymentCurrencySymbol: currencySymbol('USD'),
          paymentCurrencyCode: 'USD',
          settlements: group.map((s) => ({
            settlementId: s.settlementId,
            fileKey: s.fileKey,
            fromDate: s.fromDate,
            toDate: s.toDate,
            shopName: s.shopName,
            amount: s.payoutAmount,
          })),
          transactions,
          withdrawalAdjustments: adjustments,
        });
      });
    }
  }
  return rows;
}

/** A settlement a paid withdrawal paid out: in US dollars, at the day's rate less the provider's margin. */
function markPaid(s: SettlementRow): void {
  const rate = Math.round((1 / currencyInfo(s.currencyCode).usdRate) * 1e6) / 1e6;
  s.isPaid = true;
  s.status = 'PAID';
  s.paymentCurrency = 'USD';
  s.paymentSymbol = currencySymbol('USD');
  s.currencyExchangeRate = rate;
  s.internalRate = Math.round(rate * 0.995 * 1e6) / 1e6;
  s.equivalentAmount = round2(s.payoutAmount * rate);
}
