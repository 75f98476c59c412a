import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunctionField, SimpleShowLayout, TextField, useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { FormattedDateField, formatRate, MoneyField, MoneyText, StatusChip, TWO_COLUMN_DETAILS } from '../../src/framework';
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

/** The turnover the spec derives: net turnover + MDR amount. */
function TurnoverText() {
  const settlement = useRecordContext<Settlement>();
  const [locale] = useLocaleState();
  return settlement ? <MoneyText amount={turnoverOf(settlement)} currency={currencyOf(settlement)} locale={locale} /> : null;
}

/** An amount of a settlement by its column name (spec 03 §2), the turnover included, in its currency (USD when none). */
export function SettlementAmountField({ source }: { source: (typeof SETTLEMENT_AMOUNTS)[number]; label?: string }) {
  const settlement = useRecordContext<Settlement>();
  const [locale] = useLocaleState();
  if (source === 'turnover') return <TurnoverText />;
  return settlement ? <MoneyText amount={settlement[source]} currency={currencyOf(settlement)} locale={locale} /> : null;
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
          <TextField source="transactionCount" />
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
