import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ResourceContextProvider, useCanAccess, useTranslate } from 'react-admin';
import { firstPageOf, useTabParam, type ResourceDefinition } from '../../src/framework';
import { PayoutBatchList } from '../payout-batches/PayoutBatchList';
import { ImportPayoutsButton } from './ImportPayoutsButton';
import { payoutKey } from './messages';
import { PayoutItemList, payoutItemsQuery } from './PayoutItemList';

type PayoutTab = 'payoutsItems' | 'batches';

/** The items' first page, for the boot to fetch (the declaration's firstPage). */
export const payoutsFirstPage = (definition: ResourceDefinition) => firstPageOf(payoutItemsQuery(), definition);

/**
 * /payouts (spec 02 §2): the payout items tab (PAYOUT VIEW) and the batches tab (PAYOUT_BATCH
 * VIEW), the tab in `?tab=`, defaulting to the items when the role may see them.
 */
export function PayoutsPage() {
  const translate = useTranslate();
  const items = useCanAccess({ resource: 'PAYOUT', action: 'VIEW' });
  const batches = useCanAccess({ resource: 'PAYOUT_BATCH', action: 'VIEW' });
  const allowed: PayoutTab[] = [];
  if (items.canAccess) allowed.push('payoutsItems');
  if (batches.canAccess) allowed.push('batches');
  const [tab, select] = useTabParam<PayoutTab>(allowed, allowed[0] ?? 'payoutsItems');
  if (items.isPending || batches.isPending || allowed.length === 0) return null;
  return (
    <Box>
      {allowed.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_event, next: PayoutTab) => select(next)}
          aria-label={translate(payoutKey('tabs.label'))}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {allowed.map((name) => (
            <Tab key={name} value={name} label={translate(payoutKey(`tabs.${name}`))} id={`payouts-tab-${name}`} />
          ))}
        </Tabs>
      )}
      <Box role={allowed.length > 1 ? 'tabpanel' : undefined} aria-labelledby={allowed.length > 1 ? `payouts-tab-${tab}` : undefined}>
        {tab === 'batches' ? (
          <ResourceContextProvider value="payout-batches">
            <PayoutBatchList toolbar={<ImportPayoutsButton />} />
          </ResourceContextProvider>
        ) : (
          <PayoutItemList toolbar={<ImportPayoutsButton />} />
        )}
      </Box>
    </Box>
  );
}
