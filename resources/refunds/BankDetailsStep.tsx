import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CheckboxInput, WizardActions } from '../../src/framework';
import { REFUND_LIMITS, isMexico, type BeneficiaryValues } from '../../contract/refunds/refundRules';
import { beneficiaryRule } from './refundValidators';
import { refundKey } from './refundKey';
import { SavedBeneficiaryChoice } from './SavedBeneficiaryChoice';
import type { RefundConfig } from '../../contract/refunds/types';
import type { RefundWizardValues } from './wizardValues';

const TEXT_FIELDS: readonly [keyof BeneficiaryValues, number][] = [
  ['fullName', REFUND_LIMITS.text],
  ['address', REFUND_LIMITS.text],
  ['city', REFUND_LIMITS.text],
];
const BANK_FIELDS: readonly [keyof BeneficiaryValues, number][] = [
  ['receivingCity', REFUND_LIMITS.text],
  ['bankName', REFUND_LIMITS.text],
  ['swift', REFUND_LIMITS.swift],
  ['accountNumber', REFUND_LIMITS.accountNumber],
  ['paymentReason', REFUND_LIMITS.text],
];
const CORRESPONDENT_FIELDS: readonly [keyof BeneficiaryValues, number][] = [
  ['correspondentSwift', REFUND_LIMITS.swift],
  ['correspondentBankName', REFUND_LIMITS.text],
  ['correspondentAccountNumber', REFUND_LIMITS.accountNumber],
];

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

function Text({ field, max }: { field: keyof BeneficiaryValues; max: number }) {
  return (
    <TextInput
      source={`beneficiary.${field}`}
      label={refundKey(`fields.${field}`)}
      validate={beneficiaryRule(field)}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}

/**
 * The bank details step (spec 02 §5): the beneficiary, the receiving bank, a correspondent bank
 * when checked (country, ABA/Swift and name required, its account optional) and the CLABE when
 * the money goes to Mexico (id 14, 18 digits).
 */
export function BankDetailsStep({ config, onBack, onNext }: { config: RefundConfig; onBack(): void; onNext(): void }) {
  const translate = useTranslate();
  const receiving = useWatch<RefundWizardValues, 'beneficiary.receivingCountryId'>({ name: 'beneficiary.receivingCountryId' });
  const correspondent = useWatch<RefundWizardValues, 'beneficiary.hasCorrespondentBank'>({ name: 'beneficiary.hasCorrespondentBank' });
  const countries = config.countries.map((c) => ({ id: c.countryId, name: c.countryName }));
  return (
    <Box>
      <SavedBeneficiaryChoice />
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate(refundKey('wizard.bank.beneficiary'))}
      </Typography>
      <Box sx={GRID}>
        {TEXT_FIELDS.map(([field, max]) => (
          <Text key={field} field={field} max={max} />
        ))}
        <SelectInput
          source="beneficiary.beneficiaryCountryId"
          label={refundKey('fields.beneficiaryCountryId')}
          choices={countries}
          validate={beneficiaryRule('beneficiaryCountryId')}
        />
      </Box>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate(refundKey('wizard.bank.bank'))}
      </Typography>
      <Box sx={GRID}>
        <SelectInput
          source="beneficiary.receivingCountryId"
          label={refundKey('fields.receivingCountryId')}
          choices={countries}
          validate={beneficiaryRule('receivingCountryId')}
        />
        {BANK_FIELDS.map(([field, max]) => (
          <Text key={field} field={field} max={max} />
        ))}
        {isMexico(receiving) && (
          <TextInput
            source="beneficiary.clabe"
            label={refundKey('fields.clabe')}
            validate={beneficiaryRule('clabe')}
            slotProps={{ htmlInput: { maxLength: REFUND_LIMITS.clabeLength, inputMode: 'numeric' } }}
          />
        )}
      </Box>
      <CheckboxInput source="beneficiary.hasCorrespondentBank" label={refundKey('fields.hasCorrespondentBank')} />
      {correspondent && (
        <Box sx={GRID}>
          <SelectInput
            source="beneficiary.correspondentCountryId"
            label={refundKey('fields.correspondentCountryId')}
            choices={countries}
            validate={beneficiaryRule('correspondentCountryId')}
          />
          {CORRESPONDENT_FIELDS.map(([field, max]) => (
            <Text key={field} field={field} max={max} />
          ))}
        </Box>
      )}
      <WizardActions onBack={onBack} onNext={onNext} />
    </Box>
  );
}
