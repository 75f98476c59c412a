import { useCallback, useMemo } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  FormattedDateField,
  LoadFailedAlert,
  MoneyField,
  ResourceList,
  StatusChip,
  TotalsRow,
  useDrawerParam,
  useLookup,
  type FilterValues,
  type RowAction,
} from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { BalanceSelectors } from '../balance/BalanceSelectors';
import { callMerchantOf, useBalanceConfig } from '../balance/useBalanceConfig';
import { gridScopeOf, useBalanceSelection } from '../balance/useBalanceSelection';
import { withdrawalKey } from './messages';
import type { Withdrawal, WithdrawalBalance } from '../../contract/withdrawals/types';
import { WithdrawalCards } from './WithdrawalCards';
import { WithdrawalDetailsDialog } from './WithdrawalDialogs';
import { defaultWithdrawalFilter, withdrawalFilterSpecs, withPaymentRange } from './withdrawalFilters';

const SORT = { field: 'createdDate', order: 'DESC' } as const;
const TOTALS = (['amountTotal', 'amountFees', 'netAmount'] as const).map((source) => ({
  source,
  label: withdrawalKey(`totals.${source}`),
}));

interface WithdrawalConfig {
  withdrawalStatus: { code: string; description: string }[];
}

/**
 * /withdrawals (spec 03 §2): the merchant and processing currency (kept in the store, as the
 * balance screens keep theirs), the in-transit and available cards, then the withdrawals of that
 * choice with their filters as removable tags, totals, export and a row's details.
 */
export function WithdrawalsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const config = useBalanceConfig();
  const { selection, chooseMerchant, chooseCurrency } = useBalanceSelection(config, 'withdrawals.selection');
  // The details open from the address (?show=), so a money trail's link lands on them.
  const { id: opened, open, close } = useDrawerParam();
  const { data: withdrawalConfig } = useLookup(['config', 'withdrawals'], () => dataProvider.config<WithdrawalConfig>('withdrawals'));
  const call = selection && callMerchantOf(config, selection.merchantId);
  const balance = useQuery({
    queryKey: ['withdrawals', 'balance', call?.merchantId, selection?.currencyCode],
    queryFn: () =>
      dataProvider.lookup<WithdrawalBalance>(`/withdrawals/balance?merchantId=${call?.merchantId}&currencyCode=${selection?.currencyCode}`),
    enabled: Boolean(call && selection),
  });
  const filters = useMemo(
    () =>
      withdrawalFilterSpecs(withdrawalConfig?.withdrawalStatus ?? [], (code, fallback) =>
        translate(withdrawalKey(`statuses.${code}`), { _: fallback }),
      ),
    [withdrawalConfig, translate],
  );
  const defaults = useMemo(() => defaultWithdrawalFilter(), []);
  const normalizeFilters = useCallback(
    (values: FilterValues) => {
      const { values: kept, dropped } = withPaymentRange(values);
      if (dropped) notify(withdrawalKey('filters.both_ends'), { type: 'warning' });
      return kept;
    },
    [notify],
  );
  const permanent = useMemo(() => (selection ? gridScopeOf({ ...selection, shopId: 0 }) : undefined), [selection]);
  const openDetails = useCallback((w: Withdrawal) => open(w.withdrawalId), [open]);
  const actions = useMemo<RowAction<Withdrawal>[]>(
    () => [
      {
        name: 'details',
        label: withdrawalKey('details.action'),
        icon: <Visibility fontSize="small" />,
        onClick: (w) => open(w.withdrawalId),
      },
    ],
    [open],
  );
  if (!selection || !permanent) return null;
  return (
    <Box>
      <BalanceSelectors config={config} selection={selection} onMerchant={chooseMerchant} onCurrency={chooseCurrency} />
      {balance.error ? (
        <Box sx={{ px: 2 }}>
          <LoadFailedAlert messageKey={withdrawalKey('cards.failed')} error={balance.error} onRetry={() => void balance.refetch()} />
        </Box>
      ) : (
        <WithdrawalCards balance={balance.data} isPending={balance.isPending} />
      )}
      <ResourceList<Withdrawal>
        title={withdrawalKey('name')}
        sort={SORT}
        filters={filters}
        defaultFilters={defaults}
        normalizeFilters={normalizeFilters}
        permanentFilter={permanent}
        filterTags
        rowActions={actions}
        openRow={openDetails}
        footer={
          <TotalsRow
            caption={withdrawalKey('totals.caption')}
            label={withdrawalKey('totals.label')}
            fields={TOTALS}
            currencyCode={selection.currencyCode}
            countSource="count"
          />
        }
        minGridWidth={1200}
        phone={{
          primary: <MoneyField source="netAmount" currencySource="withdrawalCurrencyCode" />,
          secondary: <FormattedDateField source="createdDate" format="dateTime" />,
          tertiary: <StatusChip source="status" labelPrefix={withdrawalKey('statuses.')} />,
        }}
      >
        <DataTable.Col source="withdrawalId" />
        <DataTable.Col source="createdDate">
          <FormattedDateField source="createdDate" format="dateTime" />
        </DataTable.Col>
        <DataTable.Col source="paymentDate" disableSort>
          <FormattedDateField source="paymentDate" format="dateTime" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusChip source="status" labelPrefix={withdrawalKey('statuses.')} />
        </DataTable.Col>
        <DataTable.Col source="withdrawalCurrencyCode" />
        {(['amount', 'fee', 'netAmount'] as const).map((source) => (
          <DataTable.Col key={source} source={source} align="right">
            <MoneyField source={source} currencySource="withdrawalCurrencyCode" />
          </DataTable.Col>
        ))}
        <DataTable.Col source="bankName" />
      </ResourceList>
      {opened != null && <WithdrawalDetailsDialog withdrawalId={Number(opened)} onClose={close} />}
    </Box>
  );
}
