import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { MoneyField } from '../../src/framework';
import type { RefundRow } from './rows';

/**
 * A request's transaction amount in the list: the pay-in's own currency first, the one its refund
 * is in, then its USD equivalent beneath (issue #30: a refund in pesos beside a pay-in in dollars
 * compared nothing). A direct wire names no pay-in: its USD line alone.
 */
export function PayinAmounts() {
  const row = useRecordContext<RefundRow>();
  const local = typeof row?.transactionAmount === 'number';
  return (
    <Stack component="span" spacing={0}>
      {local && <MoneyField source="transactionAmount" currencySource="transactionCurrencyCode" />}
      <Typography component="span" variant={local ? 'caption' : 'body2'} color={local ? 'text.secondary' : undefined}>
        <MoneyField source="amountInTransaction" currency="USD" />
      </Typography>
    </Stack>
  );
}
