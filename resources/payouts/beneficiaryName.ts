import type { PayoutRow } from './types';

/** 'Ana Souza': a payout's beneficiary as the grids, the drawer and the batch's items write it. */
export const beneficiaryName = (row: Pick<PayoutRow, 'beneficiaryFirstName' | 'beneficiaryLastName'>) =>
  `${row.beneficiaryFirstName} ${row.beneficiaryLastName}`;
