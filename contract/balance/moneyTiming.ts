/**
 * When money moves (issue #33 part 5): GET /merchant-balance/timing?merchantId=&currencyCode=&shopId=,
 * the same scope as the balance summary. Every figure comes from the ledger the balance does:
 * the reserve schedule sums to the reserve balance, a shop's next settlement to its unsettled
 * pay-ins' net.
 */
export interface NextSettlement {
  shopId: number;
  shopName: string;
  /** The week the settlement will cover. */
  fromDate: string;
  toDate: string;
  /** When it is published (the week's end, plus the hours the settlements take). */
  expectedDate: string;
  /** The unsettled pay-ins' net of their fees, in the scope's currency. */
  expectedAmount: number;
  payInCount: number;
}

export interface FundsInTransit {
  withdrawalId: number;
  /** APPROVED, or RETURNED_PAYMENT being paid again. */
  status: string;
  netAmount: number;
  /** When the money is expected in the bank account. */
  availableOn: string;
}

export interface ReserveRelease {
  /** The day the held amount comes back to the available balance. */
  releaseDate: string;
  amount: number;
}

export interface MoneyTimingReply {
  currencyCode: string;
  nextSettlements: NextSettlement[];
  inTransit: FundsInTransit[];
  /** Upcoming releases, soonest first; their amounts add up to `reserveBalance`. */
  reserveReleases: ReserveRelease[];
  reserveBalance: number;
}
