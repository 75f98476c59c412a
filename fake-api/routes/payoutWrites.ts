/**
 * A new payout, from the form (POST /payouts/items) or a row of an imported file (POST /payouts):
 * checked with the form's own rules, then written as a PENDING payout in a batch of its own file.
 */
import {
  amountText,
  COUNTRY_RULES,
  HIDDEN_DOCUMENT_TYPES,
  payoutProblems,
  problemText,
  ruleOf,
  valuesOfPayload,
  type PayoutProblem,
  type PayoutValues,
} from '../../contract/payouts/payoutRules';
import type { Session } from '../auth';
import type { ApiContext } from '../context';
import { HttpError, badRequest, quoted } from '../httpError';
import { banksOf } from '../seed/banks';
import { convertAmount, currencySymbol, PAYOUT_DOCUMENT_TYPES, PAYOUT_STATUS_TYPES } from '../seed/reference';
import type { PayoutBatchRow, PayoutRow, ShopRow } from '../seed/types';
import type { NewPayoutBody } from '../../contract/writes/payouts';
import { nextId } from './grid';

/** Spec 02 §2: the channel a payout is sent through; the list is not shown, these two are ours. */
export const PAYOUT_CHANNELS = [
  { code: 'BANK_TRANSFER', description: 'Bank transfer' },
  { code: 'INSTANT_TRANSFER', description: 'Instant transfer' },
] as const;

/** Spec 02 §2: payoutBeneficiaryTypeCode is a person or a company. */
export const BENEFICIARY_TYPES = [
  { code: 'PERSON', description: 'Person' },
  { code: 'COMPANY', description: 'Company' },
] as const;

const ACCOUNT_TYPES = [
  { code: '0001', description: 'Saving' },
  { code: '0002', description: 'Current' },
  { code: '0003', description: 'Virtual' },
] as const;

/** Account types by country: only Argentina has virtual accounts (reached by their CVU alias). */
export const accountTypesOf = (country: string) => ACCOUNT_TYPES.filter((t) => t.code !== '0003' || country === 'AR');

/** Document types a payout to the country offers, less those the spec hides (Argentina's CUIT). */
export function documentTypesOf(country: string): readonly { id: number; name: string }[] {
  const all = PAYOUT_DOCUMENT_TYPES[country] ?? [
    { id: 1, name: 'National ID' },
    { id: 2, name: 'Passport' },
  ];
  const hidden = HIDDEN_DOCUMENT_TYPES[country] ?? [];
  return all.filter((d) => !hidden.includes(d.name));
}

/**
 * cnpjIncludedAndActive (spec 02 §3): whether the shop's company id may pay to a CNPJ. Every fifth
 * shop has it inactive, so the demo shows the disabled choice.
 */
export const cnpjActiveFor = (shopId: number) => shopId % 5 !== 0;

/** The per-country payout config (spec 02 §3): documents, banks, whether CNPJ is open to the shop. */
export function countryConfig(country: string, shopId: number | undefined) {
  return {
    payoutDocumentsType: documentTypesOf(country),
    payoutBanksType: banksOf(country).map((name) => ({ code: name, name })),
    cnpjIncludedAndActive: shopId === undefined ? true : cnpjActiveFor(shopId),
    currencyCode: ruleOf(country).currency,
  };
}

/** A 400 naming the field the form's rules refuse, with the rule's problem for a screen to word. */
export class PayoutRefusal extends HttpError {
  constructor(
    readonly field: string,
    readonly problem: PayoutProblem,
  ) {
    super(400, `${quoted(field)} ${problemText(problem)}`);
  }
}

/** The first field the rules refuse ("documentNumber is not a valid CNPJ …"). */
export function firstProblem(problems: Partial<Record<keyof PayoutValues, PayoutProblem>>): PayoutRefusal | undefined {
  const entry = Object.entries(problems)[0] as [string, PayoutProblem] | undefined;
  return entry ? new PayoutRefusal(entry[0], entry[1]) : undefined;
}

export interface NewPayoutInput {
  shop: ShopRow;
  values: PayoutValues;
  documentName: string;
  accountTypeDescription: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** A body of the contract's shape (or a file's row) as a payout the caller may create, or a 400 naming the first field refused. */
export function checkPayout(ctx: ApiContext, session: Session, raw: NewPayoutBody): NewPayoutInput {
  const shopId = Number(raw.shopId);
  const shop = ctx.store.db.shops.find((s) => s.shopId === shopId && session.merchantIds.has(s.merchantId));
  if (text(raw.shopId) && !shop) throw badRequest(`shopId ${quoted(text(raw.shopId))} is not one of your shops`);
  const country = text(raw.country).toUpperCase();
  if (country && !COUNTRY_RULES[country]) throw badRequest(`country must be one of ${Object.keys(COUNTRY_RULES).join(', ')}`);
  // A file may name the document type by its name (CPF) instead of its id.
  const offered = documentTypesOf(country);
  const byName = offered.find((d) => d.name.toLowerCase() === text(raw.documentType).toLowerCase());
  const values = valuesOfPayload({ ...raw, country, ...(byName ? { documentType: byName.id } : {}) }, banksOf(country));
  const refusal = firstProblem(
    payoutProblems(values, { cnpjActive: shop ? cnpjActiveFor(shop.shopId) : undefined, documentTypes: offered.map((d) => d.id) }),
  );
  if (refusal) throw refusal;
  if (!PAYOUT_CHANNELS.some((c) => c.code === values.payoutChannel)) {
    throw badRequest(`payoutChannel must be one of ${PAYOUT_CHANNELS.map((c) => c.code).join(', ')}`);
  }
  const currency = ruleOf(country).currency;
  if (text(raw.currencyCode) && text(raw.currencyCode) !== currency) throw badRequest(`currencyCode must be ${currency} for ${country}`);
  const symbol = currencySymbol(currency);
  if (text(raw.currencySymbol) && text(raw.currencySymbol) !== symbol) throw badRequest(`currencySymbol must be ${symbol} for ${currency}`);
  const accountType = accountTypesOf(country).find((t) => t.code === values.payoutAccountTypeCode);
  if (values.payoutAccountTypeCode && values.payoutAccountTypeCode !== '-' && !accountType) {
    throw badRequest(
      `payoutAccountTypeCode must be one of ${accountTypesOf(country)
        .map((t) => t.code)
        .join(', ')}`,
    );
  }
  if (values.payoutBeneficiaryTypeCode && !BENEFICIARY_TYPES.some((t) => t.code === values.payoutBeneficiaryTypeCode)) {
    throw badRequest(`payoutBeneficiaryTypeCode must be one of ${BENEFICIARY_TYPES.map((t) => t.code).join(', ')}`);
  }
  const documentName = offered.find((d) => String(d.id) === String(values.documentType))?.name ?? text(values.documentType);
  return { shop: shop as ShopRow, values, documentName, accountTypeDescription: accountType?.description ?? '' };
}

const batchStatusName = (code: string) =>
  PAYOUT_STATUS_TYPES.find((s) => s.payoutStatusTypeCode === code && s.entityType === 'PAYOUTBATCH')?.description ?? code;

interface NewBatch {
  /** What the API names the batch (fake-api/seed/serverTexts.ts). */
  described: Pick<PayoutBatchRow, 'description' | 'descriptionCode' | 'descriptionParams'>;
  file?: { fileId: number; fileKey: string; originalFilename: string };
  rowCount?: number;
  importErrors?: PayoutBatchRow['importErrors'];
  fileSha256?: string;
}

export function createBatch(ctx: ApiContext, session: Session, shop: ShopRow, batch: NewBatch): PayoutBatchRow {
  const batches = ctx.store.db.payoutBatches;
  const accepted = (batch.rowCount ?? 1) > (batch.importErrors?.length ?? 0);
  const status = accepted ? 'PENDING' : 'ERROR';
  const merchant = ctx.store.db.merchants.find((m) => m.merchantId === shop.merchantId);
  const row: PayoutBatchRow = {
    payoutBatchId: nextId(ctx.store.db, 'payoutBatches', 'payoutBatchId'),
    merchantId: shop.merchantId,
    merchantName: merchant?.merchantName ?? session.account.email,
    shopId: shop.shopId,
    shopName: shop.shopName,
    date: new Date().toISOString(),
    fileId: batch.file?.fileId ?? 0,
    fileKey: batch.file?.fileKey ?? '',
    originalFilename: batch.file?.originalFilename ?? '',
    statusTypeCode: status,
    statusTypeName: batchStatusName(status),
    ...batch.described,
    description: batch.described.description.slice(0, 255),
    rowCount: batch.rowCount ?? 1,
    importErrors: batch.importErrors ?? [],
    ...(batch.fileSha256 ? { fileSha256: batch.fileSha256 } : {}),
  };
  batches.push(row);
  ctx.store.changed('payoutBatches');
  return row;
}

export function createPayout(ctx: ApiContext, batch: PayoutBatchRow, input: NewPayoutInput): PayoutRow {
  const { shop, values } = input;
  const payouts = ctx.store.db.payouts;
  const country = values.country as string;
  const currencyCode = ruleOf(country).currency;
  const amount = Number(amountText(values.amount));
  const payoutId = nextId(ctx.store.db, 'payouts', 'payoutId');
  const row: PayoutRow = {
    payoutId,
    merchantId: shop.merchantId,
    shopId: shop.shopId,
    shopName: shop.shopName,
    date: new Date().toISOString(),
    paidDate: null,
    payoutBatchId: batch.payoutBatchId,
    payoutBatchDescription: batch.description,
    payoutBatchDescriptionCode: batch.descriptionCode,
    payoutBatchDescriptionParams: batch.descriptionParams,
    country,
    accountNumber: text(values.accountNumber) || '-',
    beneficiaryFirstName: text(values.beneficiaryFirstName),
    beneficiaryLastName: text(values.beneficiaryLastName),
    documentType: input.documentName,
    documentNumber: text(values.documentNumber),
    email: text(values.email),
    bankName: values.bankName === 'Other' ? text(values.bankCode) : text(values.bankName) || '-',
    externalReference: text(values.externalReference) || `PO-${shop.shopId}-${batch.payoutBatchId}-${payoutId}`,
    amount,
    currencyCode,
    currencySymbol: currencySymbol(currencyCode),
    settlementAmount: Math.round(convertAmount(amount, currencyCode, shop.currencyCode) * 100) / 100,
    shopCurrencySymbol: currencySymbol(shop.currencyCode),
    shopCurrencyCode: shop.currencyCode,
    inSettlement: false,
    isTestMode: false,
    statusTypeCode: 'PENDING',
    errorReason: null,
    retryCount: 0,
    notificationUrl: text(values.notificationUrl) || shop.defaultNotificationUrl,
    pendingStatusUpdate: null,
    payoutChannel: text(values.payoutChannel),
    phone: text(values.phone),
    address: text(values.address),
    city: text(values.city),
    abaSwift: text(values.abaSwift),
    paymentReason: text(values.paymentReason),
    accountAgencyNumber: text(values.accountAgencyNumber),
    payoutAccountTypeCode: text(values.payoutAccountTypeCode),
    payoutAccountTypeDescription: input.accountTypeDescription,
    payoutBeneficiaryTypeCode: text(values.payoutBeneficiaryTypeCode),
    gender: text(values.gender),
    recipientPixKey: text(values.recipientPixKey),
    aliasCVU: text(values.aliasCVU),
  };
  payouts.push(row);
  ctx.store.changed('payouts');
  return row;
}
