import type { BeneficiaryValues } from './refundRules';

/** A refund request (spec 02 §3), as the API sends it and the fake API stores it. */
export interface RefundRequest {
  refundRequestId: number;
  shopId: number;
  shopName: string;
  shopLegacyId: string;
  requestDate: string;
  customerName: string;
  customerEmail: string;
  transactionId: string | null;
  transactionDate: string | null;
  amountInTransaction: number;
  /**
   * The pay-in's amount in its own currency (transactionCurrencyCode), null for a request that
   * names no pay-in. Not in spec 02 §3: the list compares the refund with what was paid (README).
   */
  transactionAmount?: number | null;
  amountToBeRefunded: number;
  transactionCurrencyCode: string;
  transactionCurrencySymbol: string;
  refundRequestStatusTypeCode: 'Pending' | 'Approved' | 'Rejected';
  refundRequestStatusTypeName: string;
  refundMessage: string | null;
  approvedDate: string | null;
  passportId: string | null;
  beneficiaryId: number | null;
  isDirectwire: boolean;
}

export interface RefundBeneficiary extends Required<BeneficiaryValues> {
  beneficiaryId: number;
  beneficiaryCountryName: string;
  receivingCountryName: string;
  correspondentCountryName: string | null;
}

export interface RefundDocument {
  refundRequestDocumentId: number;
  refundRequestId: number;
  documentName: string;
  documentTypeId: number;
  description: string;
  documentStatusTypeCode: 'PENDING' | 'APPROVED' | 'REJECTED';
  fileId: number;
  fileKey: string;
  extension: string;
  createdDate: string;
  documentType: string;
  documentStatus: string;
}

export interface RefundNote {
  noteId: number;
  refundRequestId: number;
  createdDate: string;
  author: string;
  text: string;
}

/** GET /config/refunds (spec 02 §3 "Refund config"). */
export interface RefundConfig {
  refundStatusTypes: { code: string; name: string }[];
  countries: { countryId: number; countryCode: string; countryName: string }[];
  documentTypes: { documentTypeId: number; name: string; description: string }[];
  documentStatusTypes: { code: string; description: string }[];
  shops: { shopId: number; shopName: string }[];
}
