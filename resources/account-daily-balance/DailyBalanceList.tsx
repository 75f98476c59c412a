import { useCallback, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable, useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import {
  DependentSelectInput,
  DrillLink,
  firstPageOf,
  FormattedDateField,
  lastDaysRange,
  moneyPhoneLines,
  MoneyField,
  ResourceList,
  useDeclaredResource,
  type FilterSpec,
  type ListQuery,
} from '../../src/framework';
import { prefetchFirstPage } from '../../src/perf/firstPage';
import { ACCOUNT_COLUMNS, hiddenDailyColumns, SHOP_COLUMNS, type DailyBalanceRow } from './columns';
import { dailyDrillFilter, dailyDrillRule, type DailyRule } from '../../contract/balance/drill';
import { ClosingTrend } from './ClosingTrend';
import { useMoneyFilterChoices } from './useDailyBalanceConfig';

const SORT = { field: 'balanceDay', order: 'DESC' } as const;
const ACCOUNT_HIDDEN = hiddenDailyColumns(ACCOUNT_COLUMNS);
const SHOP_HIDDEN = hiddenDailyColumns(SHOP_COLUMNS);

/** A money cell of a day; with a `rule`, a link to the movements it sums (none behind a zero). */
function DailyCell({ source, negate, label, rule }: { source: string; negate?: boolean; label: string; rule?: DailyRule }) {
  const row = useRecordContext<DailyBalanceRow>();
  const money = <MoneyField source={source} currencySource="currencyCode" negate={negate} />;
  if (!rule || !row || !row[source]) return money;
  return (
    <DrillLink to="balance-ledger" filter={dailyDrillFilter(rule, row)} figure={label}>
      {money}
    </DrillLink>
  );
}

/** Spec 03 §9: daily balances open on the last 7 days, and Clear comes back to them. */
export const defaultDailyFilter = () => lastDaysRange(7, 'createdDate');

/**
 * The first page, asked in the render the configuration's answer brings (its merchant ids are in
 * the request). The list mounts before that, unable to ask, so its own request would leave only
 * once it has re-rendered and committed, behind the date pickers that its first mount let load.
 * The same request under the list's key: the list finds it.
 */
function useFirstPageOnceSettled(query: ListQuery, settled: boolean): void {
  const definition = useDeclaredResource();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const { search } = useLocation();
  const asked = useRef(false);
  // With list parameters in the address the list reads those instead.
  if (!settled || asked.current || search !== '') return;
  asked.current = true;
  const page = firstPageOf(query, definition);
  if (page) void prefetchFirstPage(queryClient, dataProvider, definition.name, page);
}

const PHONE = moneyPhoneLines({
  amount: 'closingBalance',
  currencySource: 'currencyCode',
  who: 'shopName',
  date: 'balanceDay',
  dateFormat: 'date',
  where: ['merchantName'],
});

/**
 * /account-daily-balance and /shop-daily-balance (spec 03 §2): the last week by default; merchant
 * as 'legacy id - name', shop 'id - name' of that merchant, currency; every merchant id sent while
 * none is chosen; the closing balance's trend above the rows; 25 rows a page, newest day first;
 * export (its file key, then the file). The screen's name picks its columns and messages.
 */
export function DailyBalanceList() {
  const { name, historical } = useDeclaredResource();
  const choices = useMoneyFilterChoices();
  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'dateRange', source: 'createdDate', label: `resources.${name}.filters.createdDate`, alwaysOn: true },
      { kind: 'select', source: 'merchantId', label: `resources.${name}.filters.merchantId`, choices: choices.merchant, alwaysOn: true },
      {
        kind: 'input',
        source: 'shopId',
        label: `resources.${name}.filters.shopId`,
        alwaysOn: true,
        input: (
          <DependentSelectInput
            source="shopId"
            label={`resources.${name}.filters.shopId`}
            parentSource="merchantId"
            choices={choices.shop}
          />
        ),
      },
      {
        kind: 'select',
        source: 'currencyCode',
        label: `resources.${name}.filters.currencyCode`,
        choices: choices.currency,
        alwaysOn: true,
      },
    ],
    [choices, name],
  );
  const defaults = useMemo(defaultDailyFilter, []);
  const whenEmpty = useMemo(() => (choices.merchantIds ? { merchantId: choices.merchantIds } : undefined), [choices.merchantIds]);
  // The merchant ids come with the configuration: one request, not one before and one after.
  const canFetch = useCallback(() => choices.settled, [choices.settled]);
  const query = useMemo<ListQuery>(
    () => ({ sort: SORT, filters, defaultFilters: defaults, whenEmpty, canFetch }),
    [filters, defaults, whenEmpty, canFetch],
  );
  useFirstPageOnceSettled(query, choices.settled);
  const columns = name === 'shop-daily-balance' ? SHOP_COLUMNS : ACCOUNT_COLUMNS;
  // A cell that is a sum of the day's movements opens them in the ledger, for a role that may (issue
  // #33); not on a historical screen, whose days are the archive's.
  const ledger = useCanAccess({ resource: 'BALANCE_LEDGER', action: 'VIEW' }).canAccess === true && !historical;
  const rules = (source: string) => dailyDrillRule(source, name === 'shop-daily-balance' ? 'shop' : 'account');
  return (
    <ResourceList<DailyBalanceRow>
      title={`resources.${name}.name`}
      {...query}
      exportAction="VIEW"
      header={<ClosingTrend whenEmpty={whenEmpty} />}
      minGridWidth={2400}
      hiddenColumns={name === 'shop-daily-balance' ? SHOP_HIDDEN : ACCOUNT_HIDDEN}
      phone={PHONE}
    >
      <DataTable.Col source="balanceDay">
        <FormattedDateField source="balanceDay" />
      </DataTable.Col>
      <DataTable.Col source="merchantName" />
      <DataTable.Col source="shopName" />
      <DataTable.Col source="currencyCode" />
      {columns.map(({ source, negate }) => (
        <DataTable.Col key={source} source={source} align="right">
          <DailyCell
            source={source}
            negate={negate}
            label={`resources.${name}.fields.${source}`}
            rule={ledger ? rules(source) : undefined}
          />
        </DataTable.Col>
      ))}
    </ResourceList>
  );
}
