/**
 * Refund requests and direct wires (spec 02 §2 "Refunds and direct wires", §5, §7): the grid and
 * its export, the request step's lookups, the creation of a request with its beneficiary and
 * documents, the amount's edit, the documents, the notes, and the refund's PDF summary. A request
 * by transaction id is tied to its pay-in: what is left to refund shrinks, and the pay-in's
 * refund button and refund line follow the request (transactions.ts).
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  amountProblem,
  isMexico,
  NO_TRANSACTION,
  problemText,
  REFUND_LIMITS,
  requestModeOf,
  sameBeneficiary,
  slotsFor,
  type RefundProblem,
} from '../../contract/refunds/refundRules';
import { FILE_TYPES, extensionOf } from '../../contract/uploadRules';
import type { RefundRequestLookup, SavedBeneficiary, ShopRefundInfo } from '../../contract/wire';
import { requireAnyPatent, requirePatent, sessionOrThrow, type Session } from '../auth';
import type { ApiContext } from '../context';
import { parseGridQuery, type GridSpec } from '../contract';
import { DOWNLOAD_RIGHTS, exportRights } from '../downloadRights';
import { exportLayoutOf } from '../exportFile';
import { storeCsvExport, storeFile } from '../files';
import { badRequest, handle, quoted } from '../httpError';
import { textPdf } from '../pdf';
import { transactionDetail } from '../seed/transactionDetail';
import { round2 } from '../seed/util';
import { COUNTRIES, convertAmount, currencySymbol, DOCUMENT_STATUS_TYPES, DOCUMENT_TYPES } from '../seed/reference';
import type {
  DocumentStatusCode,
  RefundBeneficiaryRow,
  RefundDocumentRow,
  RefundNoteRow,
  RefundRequestRow,
  ShopRow,
  TransactionRow,
} from '../seed/types';
import { withBody } from '../validation';
import { NewDocumentBody, NewNoteBody, NewRefundBody, UpdateDocumentBody, UpdateRefundBody } from '../../contract/writes/refunds';
import { findScoped, getOneHandler, gridHandler, nextId, queryCollection, type CollectionView } from './grid';
import { refundableOf, syncTransaction } from './refundLinks';
import { TRANSACTION_VIEW } from './transactions';

export const REFUND_VIEW: CollectionView = {
  collection: 'refunds',
  idField: 'refundRequestId',
  spec: {
    searchFields: ['customerName', 'customerEmail', 'transactionId', 'passportId', 'refundRequestId'],
    aliases: { statusTypeCode: 'refundRequestStatusTypeCode', status: 'refundRequestStatusTypeCode', shop: 'shopId' },
    // Spec 02 §7: requestDateFrom/To bound the date dateFilter names (CreatedDate or ApprovedDate).
    dateSelector: {
      key: 'dateFilter',
      rangePrefix: 'requestDate',
      fields: ['requestDate', 'approvedDate'],
      fallback: 'requestDate',
      choices: { CreatedDate: 'requestDate', ApprovedDate: 'approvedDate' },
    },
    custom: {
      isDirectwire: (value) => {
        if (value !== 'true' && value !== 'false') throw badRequest('isDirectwire must be true or false');
        return { field: 'isDirectwire', test: (v) => v === (value === 'true') };
      },
    },
  } satisfies GridSpec,
};

const DOCUMENT_VIEW: CollectionView = { collection: 'refundDocuments', idField: 'refundRequestDocumentId', spec: {} };
const NOTE_VIEW: CollectionView = { collection: 'refundNotes', idField: 'noteId', spec: { searchFields: ['text'] } };

const EXPORT_COLUMNS = [
  'refundRequestId',
  'requestDate',
  'shopName',
  'customerName',
  'customerEmail',
  'transactionId',
  'passportId',
  'amountToBeRefunded',
  'transactionCurrencyCode',
  'amountInTransaction',
  'transactionAmount',
  'refundRequestStatusTypeName',
  'approvedDate',
  'isDirectwire',
];

/** A 400 naming the field a refund rule refuses ("refund.amountToBeRefunded must be at least 0.01"). */
const refusal = (field: string, problem: RefundProblem) => badRequest(`${field} ${problemText(problem)}`);

const slotOf = (documentTypeId: number) => {
  const type = DOCUMENT_TYPES.find((t) => t.documentTypeId === documentTypeId);
  if (!type) throw new Error(`Unknown document type ${documentTypeId}`);
  return { documentTypeId, documentType: type.name, description: type.description };
};

const countryName = (id: number | null | undefined) => COUNTRIES.find((c) => c.countryId === id)?.countryName ?? null;

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** A refundable pay-in of the caller, or a 400 naming transactionId. */
function refundableTransaction(ctx: ApiContext, session: Session, transactionId: string): TransactionRow {
  let tx: TransactionRow;
  try {
    tx = findScoped(ctx, TRANSACTION_VIEW, session, transactionId) as unknown as TransactionRow;
  } catch {
    throw badRequest(`transactionId ${quoted(transactionId)} is not one of your pay-ins`);
  }
  if (tx.status !== 'APPROVED')
    throw badRequest(`transactionId ${quoted(transactionId)} is ${tx.status}: only approved pay-ins can be refunded`);
  if (refundableOf(ctx, tx) <= 0) throw badRequest(`transactionId ${quoted(transactionId)} has nothing left to refund`);
  return tx;
}

function emptyLookup(mode: RefundRequestLookup['mode'], passportId: string | null, transactionId: string | null): RefundRequestLookup {
  return {
    mode,
    refund: {
      shopId: null,
      shopName: null,
      transactionId,
      transactionDate: null,
      transactionAmount: null,
      transactionCurrencyCode: null,
      transactionCurrencySymbol: null,
      amountInTransaction: null,
      refundable: null,
      customerName: null,
      customerEmail: null,
      passportId,
    },
    beneficiary: null,
    documents: slotsFor(null).map(slotOf),
  };
}

function lookupByTransaction(ctx: ApiContext, session: Session, transactionId: string): RefundRequestLookup {
  if (transactionId === NO_TRANSACTION) return emptyLookup('TRANSACTION_ID', null, NO_TRANSACTION);
  const tx = refundableTransaction(ctx, session, transactionId);
  const fullName = `${tx.customerFirstName} ${tx.customerLastName}`;
  const country = COUNTRIES.find((c) => c.countryCode === tx.country);
  const { city } = transactionDetail(tx, ctx.store.db);
  return {
    mode: 'TRANSACTION_ID',
    refund: {
      shopId: tx.shopId,
      shopName: tx.shopName,
      transactionId: tx.transactionId,
      transactionDate: tx.createdDate,
      transactionAmount: tx.amount,
      transactionCurrencyCode: tx.currency,
      transactionCurrencySymbol: currencySymbol(tx.currency),
      amountInTransaction: round2(convertAmount(tx.amount, tx.currency, 'USD')),
      refundable: refundableOf(ctx, tx),
      customerName: fullName,
      customerEmail: tx.email,
      passportId: tx.personalId,
    },
    beneficiary: {
      fullName,
      address: tx.address,
      city,
      beneficiaryCountryId: country?.countryId ?? null,
      receivingCountryId: country?.countryId ?? null,
      receivingCity: city,
    },
    documents: slotsFor(tx.transactionId).map(slotOf),
  };
}

/** The beneficiary records the caller paid under a passport id, newest first, each once. */
function savedBeneficiaries(ctx: ApiContext, session: Session, passportId: string): SavedBeneficiary[] {
  const db = ctx.store.db;
  const saved = new Map<number, SavedBeneficiary>();
  const requests = db.refunds.filter((r) => session.merchantIds.has(r.merchantId) && sameText(r.passportId, passportId));
  for (const request of [...requests].sort((a, b) => b.requestDate.localeCompare(a.requestDate))) {
    if (request.beneficiaryId === null || saved.has(request.beneficiaryId)) continue;
    const record = db.refundBeneficiaries.find((b) => b.beneficiaryId === request.beneficiaryId);
    if (!record) continue;
    const { refundRequestId: _r, merchantId: _m, ...bank } = record;
    saved.set(record.beneficiaryId, { ...bank, lastUsed: request.requestDate });
  }
  return [...saved.values()];
}

/** By passport id: the last beneficiary paid under it, so a returning customer's bank details come back. */
function lookupByPassport(ctx: ApiContext, session: Session, passportId: string): RefundRequestLookup {
  if (passportId.length > REFUND_LIMITS.passportId) throw refusal('passportId', { kind: 'maxLength', max: REFUND_LIMITS.passportId });
  const lookup = emptyLookup('PASSPORT_ID', passportId, null);
  const saved = savedBeneficiaries(ctx, session, passportId);
  lookup.savedBeneficiaries = saved;
  const previous = ctx.store.db.refunds
    .filter((r) => session.merchantIds.has(r.merchantId) && r.passportId?.toLowerCase() === passportId.toLowerCase())
    .at(-1);
  if (previous && saved.length) {
    const { beneficiaryId: _id, lastUsed: _l, ...bank } = saved[0];
    lookup.beneficiary = bank;
    lookup.refund.customerName = previous.customerName;
    lookup.refund.customerEmail = previous.customerEmail;
    lookup.refund.shopId = previous.shopId;
    lookup.refund.shopName = previous.shopName;
  }
  return lookup;
}

function shopOf(ctx: ApiContext, session: Session, shopId: unknown, field = 'shopId'): ShopRow {
  const shop = ctx.store.db.shops.find((s) => s.shopId === Number(shopId) && session.merchantIds.has(s.merchantId));
  if (!shop) throw badRequest(`${field} ${String(shopId)} is not one of your shops`);
  return shop;
}

/** A country of GET /config/countries, or a 400 naming the field. */
function assertCountries(bank: NewRefundBody['refundBeneficiary']): void {
  for (const field of ['beneficiaryCountryId', 'receivingCountryId', 'correspondentCountryId'] as const) {
    const value = bank[field];
    if (value !== undefined && !COUNTRIES.some((c) => c.countryId === value))
      throw badRequest(`refundBeneficiary.${field} must be a country id of GET /config/countries`);
  }
}

/** An uploaded document of the caller (POST /file, kind document), or a 400 naming the field. */
function uploadedDocument(ctx: ApiContext, session: Session, fileId: number, field: string) {
  const file = ctx.store.db.files.find((f) => f.fileId === fileId);
  if (!file || file.kind !== 'document' || file.merchantId === null || !session.merchantIds.has(file.merchantId)) {
    throw badRequest(`${field} ${fileId} is not a document you uploaded (POST /file)`);
  }
  return file;
}

const documentStatusName = (code: DocumentStatusCode) => DOCUMENT_STATUS_TYPES.find((s) => s.code === code)?.description ?? code;

const payerName = (tx: TransactionRow) => `${tx.customerFirstName} ${tx.customerLastName}`;

/**
 * Issue #30: the customer a body describes must be the one its key names. A pay-in names its
 * payer (passport / national id and name); a passport id known from the caller's pay-ins or
 * requests names that person, and an e-mail known only under another passport is someone else's.
 */
function assertCustomerOfKey(ctx: ApiContext, session: Session, refund: NewRefundBody['refund'], tx: TransactionRow | null): void {
  if (tx) {
    if (tx.personalId && !sameText(refund.passportId, tx.personalId))
      throw badRequest(`refund.passportId must be ${tx.personalId}, the passport / national id of the pay-in's customer`);
    if (refund.customerName && !sameText(refund.customerName, payerName(tx)))
      throw badRequest(`refund.customerName must be ${payerName(tx)}, the pay-in's customer`);
    return;
  }
  const db = ctx.store.db;
  const passport = refund.passportId.trim();
  const names = new Set<string>();
  const emails = new Set<string>();
  const otherEmails = new Set<string>();
  const note = (passportOfRow: string | null | undefined, name: string, email: string | null | undefined) => {
    if (!passportOfRow) return;
    if (sameText(passportOfRow, passport)) {
      names.add(name.trim().toLowerCase());
      if (email) emails.add(email.trim().toLowerCase());
    } else if (email) otherEmails.add(email.trim().toLowerCase());
  };
  for (const tx of db.transactions) if (session.merchantIds.has(tx.merchantId)) note(tx.personalId, payerName(tx), tx.email);
  for (const r of db.refunds) if (session.merchantIds.has(r.merchantId)) note(r.passportId, r.customerName, r.customerEmail);
  if (refund.customerName && names.size && !names.has(refund.customerName.trim().toLowerCase()))
    throw badRequest(`refund.customerName is not the customer known under passport / national id ${quoted(passport)}`);
  const email = refund.customerEmail?.trim().toLowerCase();
  if (email && !emails.has(email) && otherEmails.has(email))
    throw badRequest(`refund.customerEmail belongs to another customer than passport / national id ${quoted(passport)}`);
}

/**
 * Issue #30: a saved beneficiary of the passport, its details unchanged, is linked rather than
 * copied into a second record; anything else is a 400 naming the field.
 */
function linkedBeneficiary(
  ctx: ApiContext,
  session: Session,
  passportId: string,
  beneficiaryId: number,
  bank: NewRefundBody['refundBeneficiary'],
): RefundBeneficiaryRow {
  const saved = savedBeneficiaries(ctx, session, passportId.trim()).some((b) => b.beneficiaryId === beneficiaryId);
  const record = ctx.store.db.refundBeneficiaries.find((b) => b.beneficiaryId === beneficiaryId);
  if (!saved || !record)
    throw badRequest(`refund.beneficiaryId ${beneficiaryId} is not a saved beneficiary of passport / national id ${quoted(passportId)}`);
  if (!sameBeneficiary(bank, record))
    throw badRequest(
      `refundBeneficiary differs from saved beneficiary ${beneficiaryId}: leave refund.beneficiaryId out to save new details`,
    );
  return record;
}

function createRefund(ctx: ApiContext, session: Session, body: NewRefundBody): RefundRequestRow {
  const { refund, refundBeneficiary: bank, refundDocuments } = body;
  const transactionId = refund.transactionId && refund.transactionId !== NO_TRANSACTION ? refund.transactionId : null;
  if (transactionId && requestModeOf(transactionId) !== 'TRANSACTION_ID')
    throw badRequest('refund.transactionId must be shaped 8-4-4-4-12');
  const tx = transactionId ? refundableTransaction(ctx, session, transactionId) : null;
  const shop = tx ? shopOf(ctx, session, tx.shopId) : shopOf(ctx, session, refund.shopId, 'refund.shopId');
  if (tx && refund.shopId !== tx.shopId) throw badRequest(`refund.shopId must be ${tx.shopId}, the pay-in's shop`);
  assertCustomerOfKey(ctx, session, refund, tx);
  // The body's own rules passed (NewRefundBody); what is left of the pay-in is the data's.
  const over = tx ? amountProblem(refund.amountToBeRefunded, refundableOf(ctx, tx)) : undefined;
  if (over) throw refusal('refund.amountToBeRefunded', over);
  assertCountries(bank);
  if (bank.clabe && !isMexico(bank.receivingCountryId)) throw badRequest('refundBeneficiary.clabe is only for a Mexican receiving country');
  for (const slot of slotsFor(transactionId)) {
    if (!refundDocuments.some((d) => d.documentTypeId === slot)) {
      throw badRequest(`refundDocuments must upload: ${slotOf(slot).description}`);
    }
  }
  const files = refundDocuments.map((d, i) => {
    if (!DOCUMENT_TYPES.some((t) => t.documentTypeId === d.documentTypeId))
      throw badRequest(`refundDocuments[${i}].documentTypeId is not a document type`);
    return uploadedDocument(ctx, session, d.fileId, `refundDocuments[${i}].fileId`);
  });

  const linked = refund.beneficiaryId ? linkedBeneficiary(ctx, session, refund.passportId, refund.beneficiaryId, bank) : undefined;

  const db = ctx.store.db;
  const now = new Date().toISOString();
  const currency = tx?.currency ?? shop.currencyCode;
  const refundRequestId = nextId(db, 'refunds', 'refundRequestId');
  const beneficiaryId = linked?.beneficiaryId ?? nextId(db, 'refundBeneficiaries', 'beneficiaryId');
  const correspondent = bank.hasCorrespondentBank;
  const trimmed = (v: string | undefined) => (v ? v.trim() : null);
  const row: RefundRequestRow = {
    refundRequestId,
    merchantId: shop.merchantId,
    shopId: shop.shopId,
    shopName: shop.shopName,
    shopLegacyId: shop.shopLegacyId,
    requestDate: now,
    customerName: tx ? `${tx.customerFirstName} ${tx.customerLastName}` : (refund.customerName ?? bank.fullName.trim()),
    customerEmail: refund.customerEmail?.trim() ?? tx?.email ?? '',
    transactionId,
    transactionDate: tx?.createdDate ?? null,
    amountInTransaction: round2(convertAmount(tx?.amount ?? refund.amountToBeRefunded, currency, 'USD')),
    transactionAmount: tx?.amount ?? null,
    amountToBeRefunded: refund.amountToBeRefunded,
    transactionCurrencyCode: currency,
    transactionCurrencySymbol: currencySymbol(currency),
    refundRequestStatusTypeCode: 'Pending',
    refundRequestStatusTypeName: 'Pending',
    refundMessage: null,
    approvedDate: null,
    passportId: refund.passportId.trim(),
    beneficiaryId,
    isDirectwire: refund.isDirectwire,
  };
  const beneficiaryRow: RefundBeneficiaryRow = {
    beneficiaryId,
    refundRequestId,
    merchantId: shop.merchantId,
    fullName: bank.fullName.trim(),
    address: bank.address.trim(),
    city: bank.city.trim(),
    beneficiaryCountryId: bank.beneficiaryCountryId,
    beneficiaryCountryName: countryName(bank.beneficiaryCountryId) ?? '',
    receivingCountryId: bank.receivingCountryId,
    receivingCountryName: countryName(bank.receivingCountryId) ?? '',
    receivingCity: bank.receivingCity.trim(),
    bankName: bank.bankName.trim(),
    swift: bank.swift.trim(),
    accountNumber: bank.accountNumber.trim(),
    paymentReason: bank.paymentReason.trim(),
    hasCorrespondentBank: correspondent,
    correspondentCountryId: correspondent ? (bank.correspondentCountryId ?? null) : null,
    correspondentCountryName: correspondent ? countryName(bank.correspondentCountryId) : null,
    correspondentSwift: correspondent ? trimmed(bank.correspondentSwift) : null,
    correspondentBankName: correspondent ? trimmed(bank.correspondentBankName) : null,
    correspondentAccountNumber: correspondent ? trimmed(bank.correspondentAccountNumber) : null,
    clabe: isMexico(bank.receivingCountryId) ? trimmed(bank.clabe) : null,
  };
  db.refunds.push(row);
  if (!linked) db.refundBeneficiaries.push(beneficiaryRow);
  refundDocuments.forEach((d, i) => {
    const type = slotOf(d.documentTypeId);
    db.refundDocuments.push({
      refundRequestDocumentId: nextId(db, 'refundDocuments', 'refundRequestDocumentId'),
      refundRequestId,
      merchantId: shop.merchantId,
      documentName: d.documentName,
      documentTypeId: d.documentTypeId,
      description: type.description,
      documentStatusTypeCode: 'PENDING',
      fileId: files[i].fileId,
      fileKey: files[i].fileKey,
      extension: extensionOf(files[i].name),
      createdDate: now,
      documentType: type.documentType,
      documentStatus: documentStatusName('PENDING'),
    });
  });
  for (const name of ['refunds', 'refundBeneficiaries', 'refundDocuments'] as const) ctx.store.changed(name);
  syncTransaction(ctx, transactionId);
  return row;
}

/** Spec 01 §5: REFUND_DOCUMENTS_NOT_APPROVED, for an approval whose documents are not all approved. */
const REFUND_DOCUMENTS_NOT_APPROVED = 'REFUND_DOCUMENTS_NOT_APPROVED';

function updateRefund(ctx: ApiContext, refund: RefundRequestRow, body: z.output<typeof UpdateRefundBody>): RefundRequestRow {
  if (body.refundRequestId !== refund.refundRequestId)
    throw badRequest(`refundRequestId must be ${refund.refundRequestId}, the request in the path`);
  if (refund.refundRequestStatusTypeCode !== 'Pending') {
    throw badRequest(
      `refundRequestStatusTypeCode: refund request ${refund.refundRequestId} is ${refund.refundRequestStatusTypeCode} and can no longer change`,
    );
  }
  const tx = refund.transactionId ? ctx.store.db.transactions.find((t) => t.transactionId === refund.transactionId) : undefined;
  const amount = amountProblem(body.amountToBeRefunded, tx ? refundableOf(ctx, tx, refund.refundRequestId) : null);
  if (amount) throw refusal('amountToBeRefunded', amount);
  if (body.refundRequestStatusTypeCode === 'Approved') {
    const documents = ctx.store.db.refundDocuments.filter((d) => d.refundRequestId === refund.refundRequestId);
    if (documents.some((d) => d.documentStatusTypeCode !== 'APPROVED')) {
      // The body is the message alone (wire contract): the code travels in it, as AMOUNT_NOT_VALID does.
      throw badRequest(`refundRequestStatusTypeCode: every document must be approved first (${REFUND_DOCUMENTS_NOT_APPROVED})`);
    }
  }
  refund.amountToBeRefunded = body.amountToBeRefunded;
  refund.refundRequestStatusTypeCode = body.refundRequestStatusTypeCode;
  refund.refundRequestStatusTypeName = body.refundRequestStatusTypeCode;
  refund.refundMessage = body.refundMessage ?? refund.refundMessage;
  if (body.refundRequestStatusTypeCode === 'Approved') refund.approvedDate = new Date().toISOString();
  ctx.store.changed('refunds');
  syncTransaction(ctx, refund.transactionId);
  return refund;
}

/** Spec 02 §2: an approved document can be neither saved nor have its file replaced. */
function assertEditable(document: RefundDocumentRow): void {
  if (document.documentStatusTypeCode === 'APPROVED') {
    throw badRequest(`refundRequestDocumentId ${document.refundRequestDocumentId} is approved and can no longer change`);
  }
}

/** The refund's summary as a PDF: what a merchant attaches when the customer asks. */
function summaryOf(ctx: ApiContext, refund: RefundRequestRow): string {
  const bank = ctx.store.db.refundBeneficiaries.find((b) => b.beneficiaryId === refund.beneficiaryId);
  const documents = ctx.store.db.refundDocuments.filter((d) => d.refundRequestId === refund.refundRequestId);
  const lines = [
    refund.isDirectwire ? 'Direct wire request' : 'Refund request',
    `Request ${refund.refundRequestId} - ${refund.requestDate.slice(0, 10)}`,
    `Shop: ${refund.shopName} (${refund.shopLegacyId})`,
    `Customer: ${refund.customerName} ${refund.customerEmail}`,
    `Transaction: ${refund.transactionId ?? '-'}`,
    `Passport / national id: ${refund.passportId ?? '-'}`,
    `Amount to refund: ${refund.amountToBeRefunded.toFixed(2)} ${refund.transactionCurrencyCode}`,
    `Status: ${refund.refundRequestStatusTypeName}${refund.approvedDate ? ` on ${refund.approvedDate.slice(0, 10)}` : ''}`,
    ...(bank
      ? [
          `Beneficiary: ${bank.fullName}, ${bank.city} (${bank.beneficiaryCountryName})`,
          `Bank: ${bank.bankName} ${bank.swift} account ${bank.accountNumber}`,
        ]
      : []),
    ...documents.map((d) => `Document: ${d.documentType} ${d.documentName} - ${d.documentStatus}`),
  ];
  return storeFile(ctx, {
    name: `refund-${refund.refundRequestId}.pdf`,
    contentType: FILE_TYPES.pdf.contentType,
    merchantId: refund.merchantId,
    rights: DOWNLOAD_RIGHTS.refundFile,
    body: textPdf(lines),
  }).fileKey;
}

/** Claims being refunded (spec 02 §4: refunding and refunding-error), the /api/v1/refunds/claims grid. */
const CLAIMS_BEING_REFUNDED: CollectionView = {
  collection: 'claims',
  idField: 'claimId',
  spec: {
    searchFields: ['transactionId', 'customerName', 'transactionEmail'],
    aliases: { shop: 'shopId' },
    base: () => ({ field: 'claimStatusCode', test: (v) => v === 'REFUNDING' || v === 'REFUNDING_ERROR' }),
  },
};

export function refundRoutes(ctx: ApiContext): Router {
  const router = Router();
  const authed = ctx.auth.requireAuth();
  const canView = requirePatent('REFUND', 'VIEW');
  const canAdd = requirePatent('REFUND', 'ADD');
  const canEdit = requirePatent('REFUND', 'EDIT');
  /** The caller's request of that id (the path's by default), or a 404. */
  const scopedRefund = (req: Request, id: unknown = req.params.id) =>
    findScoped(ctx, REFUND_VIEW, sessionOrThrow(req), String(id)) as unknown as RefundRequestRow;

  // Fixed paths before `/refunds/:id`.
  router.get('/refunds', authed, canView, gridHandler(ctx, REFUND_VIEW));
  // Spec 02 §6 names the exports EXPORT gates; refunds are not among them: VIEW downloads the file.
  router.get(
    '/refunds/export',
    authed,
    canView,
    handle(async (req, res) => {
      const session = sessionOrThrow(req);
      const rows = queryCollection(ctx, REFUND_VIEW, session, parseGridQuery(req.query, { export: true })).data;
      const prefix = req.query.isDirectwire === 'true' ? 'direct-wires' : 'refunds';
      res.json({
        fileKey: await storeCsvExport(
          ctx,
          session.account.merchantId,
          exportRights('VIEW', 'REFUND'),
          prefix,
          rows,
          EXPORT_COLUMNS,
          exportLayoutOf(req.query),
        ),
      });
    }),
  );
  router.get(
    '/refunds/request-refund',
    authed,
    canAdd,
    handle((_req, res) => res.json(emptyLookup('EMPTY', null, null))),
  );
  router.get(
    '/refunds/request-refund-by-transaction-id/:transactionId',
    authed,
    canAdd,
    handle((req, res) => {
      const transactionId = String(req.params.transactionId).trim();
      if (requestModeOf(transactionId) !== 'TRANSACTION_ID') throw badRequest('transactionId must be shaped 8-4-4-4-12 (or 0)');
      res.json(lookupByTransaction(ctx, sessionOrThrow(req), transactionId));
    }),
  );
  router.get(
    '/refunds/request-refund-by-passport-id/:passportId',
    authed,
    canAdd,
    handle((req, res) => res.json(lookupByPassport(ctx, sessionOrThrow(req), String(req.params.passportId).trim()))),
  );
  router.get(
    '/refunds/shop-request-refund/:shopId',
    authed,
    requireAnyPatent(['REFUND'], 'VIEW'),
    handle((req, res) => {
      const shop = shopOf(ctx, sessionOrThrow(req), req.params.shopId);
      const reply: ShopRefundInfo = {
        shopId: shop.shopId,
        shopName: shop.shopName,
        currencyCode: shop.currencyCode,
        currencySymbol: currencySymbol(shop.currencyCode),
      };
      res.json(reply);
    }),
  );
  // Spec 01 §7.3 names these under /api/v1/refunds; the back-office base is /api/v1 already, so both spellings answer.
  for (const prefix of ['/refunds', '/api/v1/refunds']) {
    router.get(`${prefix}/claims`, authed, canView, gridHandler(ctx, CLAIMS_BEING_REFUNDED));
    router.get(
      `${prefix}/download/:id`,
      authed,
      canView,
      handle((req, res) => res.json({ fileKey: summaryOf(ctx, scopedRefund(req)) })),
    );
  }
  router.post(
    '/refunds/new',
    authed,
    canAdd,
    withBody(NewRefundBody, (body, req, res) => {
      const row = createRefund(ctx, sessionOrThrow(req), body);
      res.status(201).json({ refundRequestId: row.refundRequestId });
    }),
  );
  router.get('/refunds/:id', authed, canView, getOneHandler(ctx, REFUND_VIEW));
  router.put(
    '/refunds/:id',
    authed,
    canEdit,
    withBody(UpdateRefundBody, (body, req, res) => res.json(updateRefund(ctx, scopedRefund(req), body))),
  );
  router.delete(
    '/refunds/:id',
    authed,
    requirePatent('REFUND', 'DELETE'),
    handle((req, res) => {
      const refund = scopedRefund(req);
      if (refund.refundRequestStatusTypeCode !== 'Pending')
        throw badRequest(
          `refund request ${refund.refundRequestId} is ${refund.refundRequestStatusTypeCode}: only a pending request can be withdrawn`,
        );
      const db = ctx.store.db;
      const rid = refund.refundRequestId;
      db.refunds.splice(db.refunds.indexOf(refund), 1);
      // A beneficiary record goes with its last request: another may have linked it (issue #30).
      const inUse = new Set(db.refunds.map((r) => r.beneficiaryId));
      db.refundBeneficiaries = db.refundBeneficiaries.filter((b) => inUse.has(b.beneficiaryId));
      db.refundDocuments = db.refundDocuments.filter((d) => d.refundRequestId !== rid);
      db.refundNotes = db.refundNotes.filter((n) => n.refundRequestId !== rid);
      for (const name of ['refunds', 'refundBeneficiaries', 'refundDocuments', 'refundNotes'] as const) ctx.store.changed(name);
      syncTransaction(ctx, refund.transactionId);
      res.json({ refundRequestId: rid });
    }),
  );

  router.get(
    '/refund-beneficiary/:id',
    authed,
    canView,
    getOneHandler(ctx, { collection: 'refundBeneficiaries', idField: 'beneficiaryId', spec: {} }),
  );
  router.get('/refund-documents', authed, canView, gridHandler(ctx, DOCUMENT_VIEW));
  router.post(
    '/refund-documents',
    authed,
    canEdit,
    withBody(NewDocumentBody, (body, req, res) => {
      const session = sessionOrThrow(req);
      const refund = scopedRefund(req, body.refundRequestId);
      const type = DOCUMENT_TYPES.find((t) => t.documentTypeId === body.documentTypeId);
      if (!type) throw badRequest('documentTypeId is not a document type of GET /config/refunds');
      const file = uploadedDocument(ctx, session, body.fileId, 'fileId');
      const documents = ctx.store.db.refundDocuments;
      const row: RefundDocumentRow = {
        refundRequestDocumentId: nextId(ctx.store.db, 'refundDocuments', 'refundRequestDocumentId'),
        refundRequestId: refund.refundRequestId,
        merchantId: refund.merchantId,
        documentName: body.documentName,
        documentTypeId: type.documentTypeId,
        description: type.description,
        documentStatusTypeCode: body.documentStatusTypeCode,
        fileId: file.fileId,
        fileKey: file.fileKey,
        extension: extensionOf(file.name),
        createdDate: new Date().toISOString(),
        documentType: type.name,
        documentStatus: documentStatusName(body.documentStatusTypeCode),
      };
      documents.push(row);
      ctx.store.changed('refundDocuments');
      res.status(201).json(row);
    }),
  );
  router.get('/refund-documents/:id', authed, canView, getOneHandler(ctx, DOCUMENT_VIEW));
  router.put(
    '/refund-documents/:id',
    authed,
    canEdit,
    withBody(UpdateDocumentBody, (body, req, res) => {
      const session = sessionOrThrow(req);
      const document = findScoped(ctx, DOCUMENT_VIEW, session, String(req.params.id)) as unknown as RefundDocumentRow;
      if (body.refundRequestDocumentId !== document.refundRequestDocumentId) {
        throw badRequest(`refundRequestDocumentId must be ${document.refundRequestDocumentId}, the document in the path`);
      }
      assertEditable(document);
      if (body.fileId !== document.fileId) {
        const file = uploadedDocument(ctx, session, body.fileId, 'fileId');
        document.fileId = file.fileId;
        document.fileKey = file.fileKey;
        document.documentName = file.name;
        document.extension = extensionOf(file.name);
      }
      document.documentStatusTypeCode = body.documentStatusTypeCode;
      document.documentStatus = documentStatusName(body.documentStatusTypeCode);
      ctx.store.changed('refundDocuments');
      res.json(document);
    }),
  );
  router.delete(
    '/refund-documents/:id',
    authed,
    canEdit,
    handle((req, res) => {
      const document = findScoped(ctx, DOCUMENT_VIEW, sessionOrThrow(req), String(req.params.id)) as unknown as RefundDocumentRow;
      assertEditable(document);
      const documents = ctx.store.db.refundDocuments;
      documents.splice(documents.indexOf(document), 1);
      ctx.store.changed('refundDocuments');
      res.json({ refundRequestDocumentId: document.refundRequestDocumentId });
    }),
  );

  router.get('/notes', authed, canView, gridHandler(ctx, NOTE_VIEW));
  router.post(
    '/notes',
    authed,
    canEdit,
    withBody(NewNoteBody, (body, req, res) => {
      const session = sessionOrThrow(req);
      const refund = scopedRefund(req, body.refundRequestId);
      const notes = ctx.store.db.refundNotes;
      const row: RefundNoteRow = {
        noteId: nextId(ctx.store.db, 'refundNotes', 'noteId'),
        refundRequestId: refund.refundRequestId,
        merchantId: refund.merchantId,
        createdDate: new Date().toISOString(),
        author: session.account.email,
        text: body.text,
      };
      notes.push(row);
      ctx.store.changed('refundNotes');
      res.status(201).json(row);
    }),
  );
  return router;
}
