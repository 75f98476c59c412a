/**
 * The ledger (issue #16): every money movement of every shop, derived from the stored pay-ins,
 * payouts, claims, refunds, top-ups, adjustments and withdrawals, in the shop's currency. Each
 * balance the API answers is a sum of these rows, so a figure can never disagree with the
 * movements behind it, and a write through the app (a payout, a refund) moves it.
 *
 * Two accounts per merchant and currency: MAIN (what the merchant may use) and RESERVE (the
 * rolling reserve held back). RR_ACCUMULATED moves money from MAIN to RESERVE, RR_RELEASED back.
 */
import type { Db, MerchantRow, ShopRow } from '../seed/types';
import { convertAmount } from '../seed/reference';
import { DAY, dayKey, iso, round2, startOfUtcDay } from '../seed/util';
import type { ServerTextCode, ServerTextParams } from '../../contract/serverTexts';
import { serverTextFields } from '../seed/serverTexts';
import type { MovementType } from '../../contract/balance/movementTypes';

/** What the ledger charges a pay-in: the acquirer's fee (MDR), the tax on it, and the rolling reserve held from the net. */
export const MDR_RATE = 0.035;
export const ROLLING_RESERVE_RATE = 0.05;
export const TAX_RATE = 0.16;

export type LedgerAccount = 'MAIN' | 'RESERVE';

export interface LedgerMovement {
  movementId: number;
  merchantId: number;
  merchantName: string;
  shopId: number;
  shopName: string;
  currencyCode: string;
  account: LedgerAccount;
  /** `<merchantId>-<currency>-<account>`: the ledger module's account key. */
  accountId: string;
  date: string;
  type: MovementType;
  description: string;
  /** What `description` says as a code and its parameters, for a screen to say it in its language (a pay-in's, a top-up's and an adjustment's are the row's own text). */
  descriptionCode?: ServerTextCode;
  descriptionParams?: ServerTextParams;
  /** The pay-in, payout, claim, refund, top-up or withdrawal it comes from ('' for daily rows). */
  reference: string;
  /** Signed, before the fee. */
  amount: number;
  /** Signed (never positive). */
  fee: number;
  netAmount: number;
  /** The account's balance once this movement is in. */
  balanceAfter: number;
  countryCode: string;
  paymentMethodName: string;
  channel: string;
}

/** Days a pay-in day's rolling reserve is held. */
export const RESERVE_RELEASE_DAYS = 90;
/** Flat fees of the daily balances and settlements, in USD. */
const PAYOUT_FIXED_FEE_USD = 0.5;
const CLAIM_FEE_USD = 15;
/** Refund payments in these states took no money (or gave it back). */
const REFUND_PAYMENTS_WITHOUT_MONEY = new Set(['CANCELLED', 'ERROR', 'RETURNED_PAYMENT']);
/** Withdrawals in these states never left the account. */
const WITHDRAWALS_WITHOUT_MONEY = new Set(['REJECTED', 'DELETED']);
export const PENDING_WITHDRAWALS = new Set(['PENDING', 'APPROVED']);

type Draft = Omit<
  LedgerMovement,
  | 'movementId'
  | 'merchantId'
  | 'merchantName'
  | 'shopName'
  | 'currencyCode'
  | 'accountId'
  | 'balanceAfter'
  | 'netAmount'
  | 'countryCode'
  | 'paymentMethodName'
  | 'channel'
> &
  Partial<Pick<LedgerMovement, 'countryCode' | 'paymentMethodName' | 'channel'>>;

/** The collections the ledger is made of. */
export type LedgerSources = Pick<
  Db,
  | 'merchants'
  | 'shops'
  | 'transactions'
  | 'payouts'
  | 'claims'
  | 'transactionRefunds'
  | 'refunds'
  | 'topUps'
  | 'adjustmentMovements'
  | 'settlements'
  | 'withdrawals'
  | 'bankWithdrawals'
>;

/** Builds the whole ledger, oldest first (ties in a stable order). */
export function buildLedger(db: LedgerSources, now = Date.now()): LedgerMovement[] {
  const shops = new Map(db.shops.map((s) => [s.shopId, s]));
  const merchants = new Map(db.merchants.map((m) => [m.merchantId, m]));
  const drafts: Draft[] = [];
  const add = (d: Draft) => {
    if (shops.has(d.shopId) && (d.amount !== 0 || d.fee !== 0)) drafts.push(d);
  };
  const inShop = (shopId: number, amount: number, currency: string) =>
    round2(convertAmount(amount, currency, shops.get(shopId)?.currencyCode ?? currency));
  const usdIn = (shopId: number, usd: number) => inShop(shopId, usd, 'USD');

  const dayPayins = new Map<string, { shopId: number; day: number; net: number; mdr: number }>();
  for (const tx of db.transactions) {
    if (tx.status !== 'APPROVED' || tx.testMode || tx.paidDate === null) continue;
    const amount = inShop(tx.shopId, tx.amount, tx.currency);
    const mdr = round2(amount * MDR_RATE);
    add({
      shopId: tx.shopId,
      account: 'MAIN',
      date: tx.paidDate,
      type: 'PAY_IN',
      description: tx.description,
      reference: tx.transactionId,
      amount,
      fee: -mdr,
      countryCode: tx.country,
      paymentMethodName: tx.paymentMethodName,
      channel: tx.channelType,
    });
    const day = startOfUtcDay(Date.parse(tx.paidDate));
    const key = `${tx.shopId}|${day}`;
    const sums = dayPayins.get(key) ?? { shopId: tx.shopId, day, net: 0, mdr: 0 };
    sums.net += amount - mdr;
    sums.mdr += mdr;
    dayPayins.set(key, sums);
  }
  // A day's taxes and rolling reserve are booked at its end; the reserve comes back after 90 days.
  for (const { shopId, day, net, mdr } of dayPayins.values()) {
    // Today's are booked as of now, not in the future.
    const endOfDay = iso(Math.min(day + DAY - 1, now));
    const label = dayKey(day);
    add({
      shopId,
      account: 'MAIN',
      date: endOfDay,
      type: 'TAX',
      ...serverTextFields('description', 'TAX_ON_FEES', { date: label }),
      reference: '',
      amount: -round2(mdr * TAX_RATE),
      fee: 0,
    });
    const reserve = round2(net * ROLLING_RESERVE_RATE);
    const held = {
      shopId,
      date: endOfDay,
      type: 'RR_ACCUMULATED' as const,
      ...serverTextFields('description', 'RESERVE_HELD', { date: label }),
      reference: '',
      fee: 0,
    };
    add({ ...held, account: 'MAIN', amount: -reserve });
    add({ ...held, account: 'RESERVE', amount: reserve });
    const releaseMs = day + RESERVE_RELEASE_DAYS * DAY;
    if (releaseMs <= now) {
      const released = {
        shopId,
        date: iso(releaseMs),
        type: 'RR_RELEASED' as const,
        ...serverTextFields('description', 'RESERVE_RELEASED', { date: label }),
        reference: '',
        fee: 0,
      };
      add({ ...released, account: 'MAIN', amount: reserve });
      add({ ...released, account: 'RESERVE', amount: -reserve });
    }
  }

  for (const p of db.payouts) {
    if (p.isTestMode || p.statusTypeCode === 'ERROR') continue;
    const shop = shops.get(p.shopId);
    const fee = shop?.noWireFee ? 0 : round2(p.settlementAmount * 0.01 + usdIn(p.shopId, PAYOUT_FIXED_FEE_USD));
    add({
      shopId: p.shopId,
      account: 'MAIN',
      date: p.paidDate ?? p.date,
      type: p.currencyCode === p.shopCurrencyCode ? 'PAY_OUT' : 'PAY_OUT_INTL',
      ...serverTextFields('description', 'PAYOUT_TO', { name: `${p.beneficiaryFirstName} ${p.beneficiaryLastName}` }),
      reference: String(p.payoutId),
      amount: -p.settlementAmount,
      fee: -fee,
      countryCode: p.country,
    });
  }

  for (const c of db.claims) {
    if (c.claimStatusCode === 'DELETED') continue;
    const type: MovementType =
      c.paymentChannelTypeCode === 'CREDITCARD' || c.paymentChannelTypeCode === 'CREDITCARD_CASH' ? 'CHARGEBACK' : 'CLAIM';
    const amount = inShop(c.shopId, c.amount, c.currency);
    const base = {
      shopId: c.shopId,
      account: 'MAIN' as const,
      type,
      reference: String(c.claimId),
      countryCode: c.countryCode,
      paymentMethodName: c.paymentMethodName,
      channel: c.paymentChannelTypeCode,
    };
    const fee = shops.get(c.shopId)?.noClaimFee ? 0 : usdIn(c.shopId, CLAIM_FEE_USD);
    const claimText = { claimReason: c.claimReasonCode, transaction: c.transactionId.slice(0, 8) };
    add({ ...base, date: c.claimDate, ...serverTextFields('description', 'CLAIM', claimText), amount: -amount, fee: -fee });
    if (c.claimStatusCode === 'IN_FAVOR_MERCHANT' && c.processedDate !== null) {
      add({ ...base, date: c.processedDate, ...serverTextFields('description', 'CLAIM_WON', claimText), amount, fee: 0 });
    }
  }

  for (const r of db.transactionRefunds) {
    if (REFUND_PAYMENTS_WITHOUT_MONEY.has(r.status)) continue;
    add({
      shopId: r.shopId,
      account: 'MAIN',
      date: r.createdDate,
      type: 'REFUND',
      ...serverTextFields('description', 'REFUND_PAYMENT', { id: String(r.transactionRefundId) }),
      reference: r.transactionId,
      amount: -inShop(r.shopId, r.amount, r.currencyCode),
      fee: -inShop(r.shopId, r.refundFee, r.currencyCode),
    });
  }
  for (const r of db.refunds) {
    if (r.refundRequestStatusTypeCode === 'Rejected') continue;
    add({
      shopId: r.shopId,
      account: 'MAIN',
      date: r.requestDate,
      type: 'REFUND',
      ...serverTextFields('description', 'REFUND_REQUEST', { id: String(r.refundRequestId) }),
      reference: r.transactionId ?? String(r.refundRequestId),
      amount: -inShop(r.shopId, r.amountToBeRefunded, r.transactionCurrencyCode),
      fee: 0,
    });
  }

  for (const t of db.topUps) {
    add({
      shopId: t.shopId,
      account: 'MAIN',
      date: t.date,
      type: 'TOP_UP',
      description: t.description,
      reference: String(t.topUpId),
      amount: t.exchangeAmount,
      fee: 0,
    });
  }
  for (const a of db.adjustmentMovements) {
    if (a.adjustmentTypeCode !== 'ADJUSTMENT') continue;
    add({
      shopId: a.shopId,
      account: 'MAIN',
      date: a.date,
      type: 'ADJUSTMENT',
      description: a.description,
      reference: String(a.adjustmentMovementId),
      amount: a.exchangeAmount,
      fee: 0,
    });
  }

  const settlementShop = new Map(db.settlements.map((s) => [s.settlementId, s.shopId]));
  for (const w of db.withdrawals) {
    if (WITHDRAWALS_WITHOUT_MONEY.has(w.status)) continue;
    w.settlements.forEach((s, index) => {
      const shopId = settlementShop.get(s.settlementId);
      if (shopId === undefined) return;
      add({
        shopId,
        account: 'MAIN',
        date: w.createdDate,
        type: 'WITHDRAWAL',
        ...serverTextFields('description', 'WITHDRAWAL', { id: String(w.withdrawalId), settlement: String(s.settlementId) }),
        reference: String(w.withdrawalId),
        amount: -s.amount,
        fee: index === 0 ? -w.fee : 0,
      });
    });
  }

  // A Brazil bank withdrawal leaves the BRL shop's balance when asked; a failed one never left.
  for (const w of db.bankWithdrawals) {
    if (w.status === 'FAILED') continue;
    add({
      shopId: w.shopId,
      account: 'MAIN',
      date: w.createdDate,
      type: 'WITHDRAWAL',
      ...serverTextFields('description', 'BANK_WITHDRAWAL', { id: String(w.id), text: w.description || w.reference || w.accountName }),
      reference: `BR-${w.id}`,
      amount: -w.amount,
      fee: 0,
    });
  }

  drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const balances = new Map<string, number>();
  return drafts.map((d, i) => {
    const shop = shops.get(d.shopId) as ShopRow;
    const merchant = merchants.get(shop.merchantId) as MerchantRow;
    const accountId = `${shop.merchantId}-${shop.currencyCode}-${d.account}`;
    const netAmount = round2(d.amount + d.fee);
    const balanceAfter = round2((balances.get(accountId) ?? 0) + netAmount);
    balances.set(accountId, balanceAfter);
    return {
      movementId: i + 1,
      merchantId: shop.merchantId,
      merchantName: merchant.merchantName,
      shopName: shop.shopName,
      currencyCode: shop.currencyCode,
      accountId,
      netAmount,
      balanceAfter,
      countryCode: '',
      paymentMethodName: '',
      channel: '',
      ...d,
      amount: round2(d.amount),
      fee: round2(d.fee),
    };
  });
}
