/** Spec 03 §3 "Settlement row", the fields the balance screens show. */
export interface SettlementRow {
  id: number;
  settlementId: number;
  merchantId: number;
  merchantName: string;
  shopId: number;
  shopName: string;
  currencyCode: string;
  grossAmount: number;
  fees: number;
  payoutAmount: number;
  status: string;
  fromDate: string;
  toDate: string;
  createdDate: string;
  publishedDate: string | null;
}
