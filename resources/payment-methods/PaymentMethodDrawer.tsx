import Stack from '@mui/material/Stack';
import { SimpleShowLayout, TextField } from 'react-admin';
import { MoneyField, ReferenceNameField } from '../../src/framework';
import { paymentMethodKey } from './messages';
import { PaymentMethodLogo } from './PaymentMethodLogo';

const label = (field: string) => paymentMethodKey(`fields.${field}`);
const text = (names: string[]) => names.map((name) => <TextField key={name} source={name} label={label(name)} emptyText="-" />);

/** Every field of spec 02 §3 "Payment method", from GET /payment-methods/{id}. */
export function PaymentMethodDetails() {
  return (
    <Stack spacing={2}>
      <PaymentMethodLogo size="large" />
      <SimpleShowLayout sx={{ p: 0 }}>
        {text(['name', 'paymentMethodId', 'paymentMethodLegacyId'])}
        <ReferenceNameField kind="country" codeSource="countryCode" source="countryName" label={label('countryName')} />
        <ReferenceNameField
          kind="channel"
          codeSource="paymentChannelTypeCode"
          source="paymentChannelTypeName"
          label={label('paymentChannelTypeName')}
        />
        {text(['localCurrencyCode'])}
        <MoneyField source="minAmount" currencySource="localCurrencyCode" label={label('minAmount')} />
        <MoneyField source="maxAmount" currencySource="localCurrencyCode" label={label('maxAmount')} />
      </SimpleShowLayout>
    </Stack>
  );
}
