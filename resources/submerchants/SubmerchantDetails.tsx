import { SimpleShowLayout, TextField } from 'react-admin';
import { FormattedDateField, StatusChip, TWO_COLUMN_DETAILS } from '../../src/framework';
import { submerchantKey } from './messages';

const field = (name: string) => submerchantKey(`fields.${name}`);

/** Spec 03 §2: the drawer's eight fields (and the status a new one is in). */
export function SubmerchantDetails() {
  return (
    <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
      <TextField source="superMerchantId" label={field('superMerchantId')} />
      <TextField source="merchantId" label={field('submerchantId')} />
      <TextField source="companyName" label={field('companyName')} />
      <TextField source="registryNumber" label={field('registryNumber')} emptyText="-" />
      {/* A company's incorporation is a day, not an instant. */}
      <FormattedDateField source="constitutionDate" format="date" label={field('constitutionDate')} />
      <TextField source="companyInformation.website" label={field('website')} emptyText="-" />
      <TextField source="companyInformation.entityInformation.email" label={field('email')} emptyText="-" />
      <TextField source="companyInformation.industryTypeDesc" label={field('industry')} emptyText="-" />
      <StatusChip source="statusTypeCode" labelPrefix={submerchantKey('statuses.')} label={field('status')} />
    </SimpleShowLayout>
  );
}
