import { Divider, Stack } from '@mui/material';
import { FunctionField, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { FormattedDateField, StatusChip } from '../../src/framework';
import { ShopCredentialsButton } from './ShopCredentialsButton';
import { ColorField, UrlField, YesNoField } from './ShopFields';
import type { ShopRecord } from './types';
import { DetailSection, TWO_COLUMN_DETAILS } from '../../src/framework';

const label = (field: string) => `resources.shops.fields.${field}`;

const text = (names: string[]) => names.map((name) => <TextField key={name} source={name} emptyText="-" />);
const flags = (names: string[]) => names.map((name) => <YesNoField key={name} source={name} label={label(name)} />);

/**
 * What a merchant can read about one of its shops (spec 02 §3 "Shop"), for the drawer and the
 * detail page. The API secrets are not part of the record: they come only from the counted
 * credentials call behind the button.
 */
export function ShopDetails() {
  const record = useRecordContext<ShopRecord>();
  if (!record) return null;
  return (
    <Stack spacing={2} divider={<Divider />}>
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
        <TextField source="shopName" />
        <StatusChip source="shopStatusTypeCode" labelPrefix="resources.shops.statuses." />
        {text(['shopLegacyId', 'merchantName'])}
        <FunctionField
          label={label('currencyCode')}
          render={(r: ShopRecord) => [r.currencyCode, r.defaultCurrency?.symbol].filter(Boolean).join(' · ') || '-'}
        />
        <FormattedDateField source="createdDate" />
      </SimpleShowLayout>
      <DetailSection title="resources.shops.sections.contact">
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          <UrlField source="webUrl" />
          {text(['contactEmail', 'contactPhone'])}
          <UrlField source="defaultNotificationUrl" />
        </SimpleShowLayout>
      </DetailSection>
      <DetailSection title="resources.shops.sections.fees">
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          {flags(['noClaimFee', 'noRefundFee', 'noWireFee', 'ignoreFeesPayoutBalance'])}
        </SimpleShowLayout>
      </DetailSection>
      <DetailSection title="resources.shops.sections.whitelabel">
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          {flags(['whitelabelEnabled', 'overrideWhitelabelConfiguration', 'isTextButtonBlack'])}
          {['primaryColor', 'accentColor', 'backgroundColor'].map((name) => (
            <ColorField key={name} source={name} label={label(name)} />
          ))}
        </SimpleShowLayout>
      </DetailSection>
      <DetailSection title="resources.shops.sections.credentials">
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          <YesNoField source="hasCredentials" />
          <FormattedDateField source="credentialsDate" />
        </SimpleShowLayout>
        <ShopCredentialsButton />
      </DetailSection>
    </Stack>
  );
}
