/** Spec 03 §3 "Settlement row", the fields the balance screens show (the fake API's row extends them). */
export interface SettlementFields {
  settlementId: number;
  merchantId: number;
  merchantName: string;
  shopId: number;
  shopName: string;
  currencyCode: string;
  grossAmount: number;
  fees: number;
  /** Settlement amount. */
  payoutAmount: number;
  status: string;
  fromDate: string;
  toDate: string;
  createdDate: string;
  publishedDate: string | null;
}

export interface SettlementRow extends SettlementFields {
  id: number;
}
