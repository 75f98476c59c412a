/**
 * Weekly settlements per shop (Monday to Sunday, completed weeks only), each the sum of that
 * shop's settled ledger movements of the week (fake-api/ledger/settlements.ts), so a settlement's
 * amounts are its transactions'. A pay-in's settlement is found by transactionDetail.settlementOf
 * (same shop, paid within fromDate..toDate), the ledger's rule too. Whether a settlement is paid
 * is the withdrawal's that pays it out (withdrawals.ts).
 */
import { DOWNLOAD_RIGHTS } from '../downloadRights';
import type { MerchantRow, SettlementRow, ShopRow } from './types';
import type { FileStore } from './files';
import { currencySymbol } from './reference';
import { DAY, HISTORY_DAYS, HOUR, iso, startOfUtcWeek } from './util';
import type { LedgerMovement } from '../ledger/movements';
import { SETTLEMENT_COLUMNS, settlementAmounts, settlementFileLines, settlementFinder } from '../ledger/settlements';

export interface SettlementInput {
  merchants: readonly MerchantRow[];
  shops: readonly ShopRow[];
  /** The ledger of every other collection: a settlement sums what it settles. */
  movements: readonly LedgerMovement[];
  now: number;
}

/** The row of a shop's week before its amounts: published a few hours after the week ends. */
function period(settlementId: number, merchant: MerchantRow, shop: ShopRow, fromMs: number, now: number): SettlementRow {
  const toMs = fromMs + 7 * DAY;
  const createdMs = Math.min(now, toMs + 2 * HOUR);
  return {
    settlementId,
    merchantId: shop.merchantId,
    merchantName: merchant.merchantName,
    shopId: shop.shopId,
    shopName: shop.shopName,
    currencyCode: shop.currencyCode,
    symbol: currencySymbol(shop.currencyCode),
    currencySymbol: currencySymbol(shop.currencyCode),
    ...settlementAmounts([]),
    withdrawals: 0,
    availableBalance: 0,
    status: 'PUBLISHED',
    fromDate: iso(fromMs),
    toDate: iso(toMs - 1),
    createdDate: iso(createdMs),
    publishedDate: iso(Math.min(now, createdMs + 6 * HOUR)),
    isPaid: false,
    fileKey: '',
    paymentCurrency: null,
    currencyExchangeRate: null,
    internalRate: null,
    paymentSymbol: null,
    equivalentAmount: null,
  };
}

export function buildSettlements(input: SettlementInput): SettlementRow[] {
  const { merchants, shops, movements, now } = input;
  const thisWeek = startOfUtcWeek(now);
  const candidates: SettlementRow[] = [];
  for (let k = Math.floor(HISTORY_DAYS / 7); k >= 1; k -= 1) {
    for (const shop of shops) {
      if (shop.isMasterMerchantShop) continue;
      const merchant = merchants.find((m) => m.merchantId === shop.merchantId) as MerchantRow;
      candidates.push(period(candidates.length + 1, merchant, shop, thisWeek - k * 7 * DAY, now));
    }
  }
  const settlementOf = settlementFinder(candidates);
  const settled = new Map<number, LedgerMovement[]>();
  for (const m of movements) {
    const s = settlementOf(m);
    if (!s) continue;
    const list = settled.get(s.settlementId);
    if (list) list.push(m);
    else settled.set(s.settlementId, [m]);
  }
  // A week without a settled movement has nothing to settle.
  return candidates
    .filter((s) => settled.has(s.settlementId))
    .map((s, i) => {
      const amounts = settlementAmounts(settled.get(s.settlementId) ?? []);
      return { ...s, ...amounts, settlementId: i + 1, availableBalance: amounts.payoutAmount };
    });
}

/**
 * The settlement file of spec 03 §2 (download with DOWNLOAD_SETTLEMENT), written once the row is
 * final: its lines (every settled pay-in with its fee, reserve and net, then the other movements,
 * then their total: issue #33), then the settlement's summary row, whose amounts the total equals.
 */
export function writeSettlementFile(files: FileStore, s: SettlementRow, movements: readonly LedgerMovement[]): void {
  const lines = [...settlementFileLines(s.settlementId, movements), [], [...SETTLEMENT_COLUMNS], SETTLEMENT_COLUMNS.map((c) => s[c])];
  s.fileKey = files.csv(
    `settlement-${s.settlementId}.csv`,
    lines,
    s.merchantId,
    Date.parse(s.createdDate),
    DOWNLOAD_RIGHTS.settlementFile,
  ).fileKey;
}
