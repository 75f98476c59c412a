import GavelIcon from '@mui/icons-material/Gavel';
import { defineResource } from '../../src/framework/defineResource';
import { claimMessages } from './messages';

/** /claims (spec 02 §2 "Claims"): the grid of claim transactions, under the Claims menu group. */
export const claimsResource = defineResource({
  name: 'claims',
  apiPath: '/claims',
  idField: 'claimId',
  // A deleted claim costs nothing (issue #33 totals).
  totals: { amount: 'amount', currency: 'currency', except: { field: 'claimStatusCode', values: ['DELETED'] } },
  access: 'CLAIM',
  // Spec 01 §2.5: the Claims group lists the dashboard first, then the claims.
  menu: { group: 'claims', icon: GavelIcon, order: 81 },
  filterCookiePrefix: 'claims_',
  list: () => import('./ClaimList').then((m) => m.ClaimList),
  firstPage: (definition) => import('./ClaimList').then((m) => m.claimsFirstPage(definition)),
  messages: claimMessages,
});
