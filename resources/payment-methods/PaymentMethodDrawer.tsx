import Stack from '@mui/material/Stack';
import { SimpleShowLayout, TextField } from 'react-admin';
import { MoneyField, ReferenceNameField } from '../../src/framework';
import { PaymentMethodLogo } from './PaymentMethodLogo';

const text = (names: string[]) => names.map((name) => <TextField key={name} source={name} emptyText="-" />);

/** Every field of spec 02 §3 "Payment method", from GET /payment-methods/{id}. */
export function PaymentMethodDetails() {
  return (
    <Stack spacing={2}>
      <PaymentMethodLogo size="large" />
      <SimpleShowLayout sx={{ p: 0 }}>
        {text(['name', 'paymentMethodId', 'paymentMethodLegacyId'])}
        <ReferenceNameField kind="country" codeSource="countryCode" source="countryName" />
        <ReferenceNameField kind="channel" codeSource="paymentChannelTypeCode" source="paymentChannelTypeName" />
        {text(['localCurrencyCode'])}
        <MoneyField source="minAmount" currencySource="localCurrencyCode" />
        <MoneyField source="maxAmount" currencySource="localCurrencyCode" />
      </SimpleShowLayout>
    </Stack>
  );
}
