import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunctionField, SimpleShowLayout, TextField, useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import {
  DRAWER_PARAM,
  DrillLink,
  FormattedDateField,
  formatRate,
  MoneyField,
  MoneyText,
  StatusChip,
  TWO_COLUMN_DETAILS,
  useReadOnlyScreen,
} from '../../src/framework';
import { settlementDrillFilter, settlementPayInsFilter, type SettlementDrillAmount } from '../../contract/settlements/drill';
import { settlementsKey } from './messages';
import { currencyOf, SETTLEMENT_AMOUNTS, turnoverOf, type Settlement } from '../../contract/settlements/types';

function Heading({ name }: { name: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3">
      {translate(settlementsKey(`drawer.${name}`))}
    </Typography>
  );
}

/**
 * The ledger's movements open from a settlement for a role that may open the ledger; not from the
 * historical screen, whose settlements are the archive's and not the ledger's.
 */
function useLedgerAccess(): boolean {
  const archived = useReadOnlyScreen();
  return useCanAccess({ resource: 'BALANCE_LEDGER', action: 'VIEW' }).canAccess === true && !archived;
}

/**
 * An amount of a settlement by its column name (spec 03 §2), the turnover (net turnover + MDR
 * amount) included, in its currency (USD when none); a link to the movements it sums (issue #33)
 * unless `plain` (a phone line, itself a link).
 */
export function SettlementAmountField({ source, plain }: { source: (typeof SETTLEMENT_AMOUNTS)[number]; label?: string; plain?: boolean }) {
  const settlement = useRecordContext<Settlement>();
  const [locale] = useLocaleState();
  const drill = useLedgerAccess() && !plain;
  if (!settlement) return null;
  const amount = source === 'turnover' ? turnoverOf(settlement) : settlement[source];
  const text = <MoneyText amount={amount} currency={currencyOf(settlement)} locale={locale} />;
  if (!drill) return text;
  return (
    <DrillLink
      to="balance-ledger"
      filter={settlementDrillFilter(source, settlement)}
      figure={settlementsKey(`fields.${source}`)}
      kind={isPayInAmount(source) ? 'payIns' : 'movements'}
    >
      {text}
    </DrillLink>
  );
}

const isPayInAmount = (source: SettlementDrillAmount) => source === 'turnover' || source === 'transactionsFee' || source === 'netTurnover';

/** The settlement's pay-in count, a link to them (issue #33). */
function TransactionCountField(_: { label?: string }) {
  const settlement = useRecordContext<Settlement>();
  const drill = useLedgerAccess();
  if (!settlement) return null;
  const count = <span>{settlement.transactionCount}</span>;
  return drill ? (
    <DrillLink
      to="balance-ledger"
      filter={settlementPayInsFilter(settlement)}
      figure={settlementsKey('fields.transactionCount')}
      kind="payIns"
    >
      {count}
    </DrillLink>
  ) : (
    count
  );
}

/** Which withdrawal paid the settlement out (issue #33): a link that opens its details. */
function PaidByField(_: { label?: string }) {
  const translate = useTranslate();
  const settlement = useRecordContext<Settlement>();
  if (!settlement) return null;
  if (settlement.withdrawalId === null || settlement.withdrawalId === undefined)
    return <Typography variant="body2">{translate(settlementsKey('drawer.not_withdrawn'))}</Typography>;
  return (
    <Link component={RouterLink} to={`/withdrawals?${DRAWER_PARAM}=${settlement.withdrawalId}`}>
      {translate(settlementsKey('drawer.withdrawal'), { id: settlement.withdrawalId })}
    </Link>
  );
}

/**
 * The payment of a paid settlement (spec 03 §2): payment currency, exchange rate, internal rate
 * and the amount paid, with PAYMENT_ORDER SHOW_DETAIL_PAYM_ORD.
 */
function PaymentDetails() {
  const translate = useTranslate();
  const settlement = useRecordContext<Settlement>();
  const { canAccess } = useCanAccess({ resource: 'PAYMENT_ORDER', action: 'SHOW_DETAIL_PAYM_ORD' });
  if (!settlement) return null;
  if (!settlement.isPaid || settlement.paymentCurrency === null) {
    return <Typography variant="body2">{translate(settlementsKey('drawer.not_paid'))}</Typography>;
  }
  if (!canAccess) return <Typography variant="body2">{translate(settlementsKey('drawer.no_payment_right'))}</Typography>;
  const rate = (value: number | null) => formatRate(value, currencyOf(settlement), settlement.paymentCurrency ?? '');
  return (
    <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
      <TextField source="paymentCurrency" label={settlementsKey('drawer.paymentCurrency')} />
      <MoneyField source="equivalentAmount" currencySource="paymentCurrency" label={settlementsKey('drawer.equivalentAmount')} />
      <FunctionField<Settlement> label={settlementsKey('drawer.currencyExchangeRate')} render={(s) => rate(s.currencyExchangeRate)} />
      <FunctionField<Settlement> label={settlementsKey('drawer.internalRate')} render={(s) => rate(s.internalRate)} />
    </SimpleShowLayout>
  );
}

/** A settlement's drawer: its period and shop, how its amount is made, and its payment. */
export function SettlementDetails() {
  return (
    <Stack spacing={2} divider={<Divider />}>
      <Stack spacing={1}>
        <Heading name="period" />
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          <TextField source="settlementId" />
          <StatusChip source="status" labelPrefix={settlementsKey('statuses.')} />
          <TextField source="merchantName" />
          <TextField source="shopName" />
          <FormattedDateField source="fromDate" />
          <FormattedDateField source="toDate" />
          <FormattedDateField source="createdDate" format="dateTime" />
          <TransactionCountField label={settlementsKey('fields.transactionCount')} />
          <PaidByField label={settlementsKey('drawer.paid_by')} />
        </SimpleShowLayout>
      </Stack>
      <Stack spacing={1}>
        <Heading name="amounts" />
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          {SETTLEMENT_AMOUNTS.map((source) => (
            <SettlementAmountField key={source} source={source} label={settlementsKey(`fields.${source}`)} />
          ))}
        </SimpleShowLayout>
      </Stack>
      <Stack spacing={1}>
        <Heading name="payment" />
        <PaymentDetails />
      </Stack>
    </Stack>
  );
}
