import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunctionField, SimpleShowLayout, TextField, useResourceContext, useTranslate } from 'react-admin';
import { FormattedDateField, formatRate, MoneyField, ServerTextField } from '../../src/framework';
import { MovementTypeField } from './MovementFields';
import type { MovementRow } from './types';
import { TWO_COLUMN_DETAILS } from '../../src/framework';

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Typography variant="subtitle1" component="h3">
      {translate(`resources.${resource}.drawer.${title}`)}
    </Typography>
  );
}

/**
 * The view-details drawer of spec 03 §2 Top-ups: the movement, its three amounts and the three
 * exchange rates (rateExchange, exchangeRate, prExchangeRate), each written as a conversion.
 * Labels come from `resources.<screen>.fields.<source>`.
 */
export function MovementDetails() {
  return (
    <Stack spacing={2} divider={<Divider />}>
      <Stack spacing={1}>
        <Section title="movement" />
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          <FormattedDateField source="date" format="dateTime" />
          <MovementTypeField source="adjustmentTypeCode" />
          <ServerTextField source="description" emptyText="-" />
          <TextField source="merchantName" emptyText="-" />
          <TextField source="shopName" emptyText="-" />
        </SimpleShowLayout>
      </Stack>
      <Stack spacing={1}>
        <Section title="amounts" />
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          <MoneyField source="amount" currencySource="currency" />
          <TextField source="currency" />
          <MoneyField source="amountExchange" currencySource="currencyExchange" />
          <TextField source="currencyExchange" />
          <MoneyField source="exchangeAmount" currencySource="currencySecondExchange" />
          <TextField source="currencySecondExchange" />
        </SimpleShowLayout>
      </Stack>
      <Stack spacing={1}>
        <Section title="rates" />
        <SimpleShowLayout sx={{ p: 0 }}>
          <FunctionField<MovementRow> source="rateExchange" render={(r) => formatRate(r.rateExchange, r.currency, r.currencyExchange)} />
          <FunctionField<MovementRow>
            source="exchangeRate"
            render={(r) => formatRate(r.exchangeRate, r.currencyExchange, r.currencySecondExchange)}
          />
          <FunctionField<MovementRow>
            source="prExchangeRate"
            render={(r) => formatRate(r.prExchangeRate, r.currencyExchange, r.currencySecondExchange)}
          />
        </SimpleShowLayout>
      </Stack>
    </Stack>
  );
}
