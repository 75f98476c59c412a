import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SavedBeneficiary } from '../../contract/wire';
import { BENEFICIARY_FIELDS } from '../../contract/refunds/refundRules';
import { refundKey } from './refundKey';
import { linkedBeneficiary, type RefundWizardValues } from './wizardValues';

const described = (b: SavedBeneficiary) => ({ name: b.fullName, bank: b.bankName, last: String(b.accountNumber ?? '').slice(-4) });

/**
 * The bank step's saved beneficiaries of a passport (issue #30): it says that saved details were
 * used, offers the others when there are several, and says when a change makes them new details
 * (the request then saves a new record instead of linking the saved one).
 */
export function SavedBeneficiaryChoice() {
  const translate = useTranslate();
  const { setValue } = useFormContext<RefundWizardValues>();
  const [lookup, savedBeneficiaryId, beneficiary] = useWatch<RefundWizardValues, ['lookup', 'savedBeneficiaryId', 'beneficiary']>({
    name: ['lookup', 'savedBeneficiaryId', 'beneficiary'],
  });
  const saved = lookup?.savedBeneficiaries ?? [];
  if (!saved.length) return null;
  const linked = linkedBeneficiary({ lookup, savedBeneficiaryId, beneficiary: beneficiary ?? {} });
  const use = (id: number) => {
    const record = saved.find((b) => b.beneficiaryId === id);
    if (!record) return;
    for (const field of BENEFICIARY_FIELDS)
      setValue(`beneficiary.${field}`, (record[field] ?? (field === 'hasCorrespondentBank' ? false : '')) as never, {
        shouldDirty: true,
        shouldValidate: true,
      });
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {saved.length > 1 && (
        <SelectInput
          source="savedBeneficiaryId"
          label={refundKey('wizard.bank.saved_choice')}
          choices={saved.map((b) => ({ id: b.beneficiaryId, name: translate(refundKey('wizard.bank.saved_option'), described(b)) }))}
          onChange={(event) => use(Number('target' in event ? event.target.value : event.id))}
          helperText={false}
        />
      )}
      <Alert severity={linked ? 'info' : 'warning'}>
        {linked ? translate(refundKey('wizard.bank.saved_used'), described(linked)) : translate(refundKey('wizard.bank.saved_changed'))}
      </Alert>
    </Stack>
  );
}
