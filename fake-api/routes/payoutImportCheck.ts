/**
 * What an imported payout file would create (issue #30 item 8): each row checked with the form's
 * rules, its external reference against the shop's payouts and the rows above it, the totals per
 * currency of the rows that pass, and whether the very same file already made a batch for the
 * shop. The preview (`POST /payouts?preview=true`) answers this and writes nothing; the import
 * writes what it says.
 */
import { createHash } from 'node:crypto';
import { amountText, ruleOf } from '../../contract/payouts/payoutRules';
import type { Session } from '../auth';
import type { ApiContext } from '../context';
import { HttpError } from '../httpError';
import type { PayoutBatchRow, ShopRow } from '../seed/types';
import type { PayoutImportPreview } from '../../contract/wire';
import type { PayoutLine } from './payoutImport';
import { PayoutRefusal, checkPayout, type NewPayoutInput } from './payoutWrites';

type RowResult = PayoutImportPreview['rows'][number];

export interface CheckedImport {
  preview: PayoutImportPreview;
  accepted: NewPayoutInput[];
}

export const fileHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A 409 naming the batch the same file already made: uploading it again would pay everybody twice. */
export class RepeatedFile extends HttpError {
  constructor(
    readonly batch: PayoutBatchRow,
    name: string,
  ) {
    super(
      409,
      `${name} was already uploaded to this shop as batch ${batch.payoutBatchId} on ${batch.date.slice(0, 10)}: nothing was created`,
    );
  }
  body() {
    return { message: this.message, code: 'DUPLICATE_FILE', payoutBatchId: this.batch.payoutBatchId, date: this.batch.date };
  }
}

/** The shop's batch made from these very bytes that created payouts (a batch refused whole paid nobody). */
export function batchOfSameFile(ctx: ApiContext, shop: ShopRow, hash: string): PayoutBatchRow | undefined {
  return ctx.store.db.payoutBatches.find(
    (b) => b.shopId === shop.shopId && b.fileSha256 === hash && b.rowCount > (b.importErrors?.length ?? 0),
  );
}

/** The payout of the shop that already holds each external reference. */
function referencesOf(ctx: ApiContext, shop: ShopRow): Map<string, number> {
  const refs = new Map<string, number>();
  for (const p of ctx.store.db.payouts) if (p.shopId === shop.shopId && p.externalReference) refs.set(p.externalReference, p.payoutId);
  return refs;
}

/** A second payout under one external reference of a shop, or undefined. */
export function referenceRefusal(ctx: ApiContext, shop: ShopRow, reference: string): PayoutRefusal | undefined {
  const payoutId = reference ? referencesOf(ctx, shop).get(reference) : undefined;
  return payoutId === undefined ? undefined : new PayoutRefusal('externalReference', { code: 'reference_exists', payoutId });
}

function totalsOf(accepted: readonly NewPayoutInput[]): PayoutImportPreview['totals'] {
  const totals = new Map<string, { currencyCode: string; count: number; amount: number }>();
  for (const { values } of accepted) {
    const currencyCode = ruleOf(values.country).currency;
    const line = totals.get(currencyCode) ?? { currencyCode, count: 0, amount: 0 };
    line.count += 1;
    line.amount = Math.round((line.amount + Number(amountText(values.amount))) * 100) / 100;
    totals.set(currencyCode, line);
  }
  return [...totals.values()].sort((a, b) => a.currencyCode.localeCompare(b.currencyCode));
}

/** Every row of the file answered, the good ones kept to be written. Writes nothing. */
export function checkImport(ctx: ApiContext, session: Session, shop: ShopRow, name: string, lines: readonly PayoutLine[]): CheckedImport {
  const existing = referencesOf(ctx, shop);
  const seen = new Map<string, number>();
  const rows: RowResult[] = [];
  const accepted: NewPayoutInput[] = [];
  lines.forEach((line, index) => {
    const row = index + 2; // the header is row 1
    const externalReference = String(line.externalReference ?? '').trim();
    try {
      const input = checkPayout(ctx, session, { ...line, shopId: shop.shopId });
      const earlier = seen.get(externalReference);
      if (externalReference && existing.has(externalReference)) {
        throw new PayoutRefusal('externalReference', { code: 'reference_exists', payoutId: existing.get(externalReference) as number });
      }
      if (earlier !== undefined) throw new PayoutRefusal('externalReference', { code: 'reference_repeated', row: earlier });
      accepted.push(input);
      rows.push({ row, externalReference, result: 'Successful', reason: '', payoutId: null });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The rule's field and problem let the screen say it in the user's language.
      const rule = error instanceof PayoutRefusal ? { field: error.field, problem: error.problem } : {};
      rows.push({ row, externalReference, result: 'Error', reason, payoutId: null, ...rule });
    }
    if (externalReference && !seen.has(externalReference)) seen.set(externalReference, row);
  });
  return {
    accepted,
    preview: {
      originalFilename: name,
      rowCount: lines.length,
      successCount: accepted.length,
      errorCount: lines.length - accepted.length,
      totals: totalsOf(accepted),
      rows,
    },
  };
}
