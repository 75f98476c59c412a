import { useEffect, useRef } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import MuiTextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BooleanInput, SelectInput, TextInput, useLocale, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useReferenceNames } from '../../src/i18n/useReferenceNames';
import { payoutKey } from './messages';
import {
  accountFilter,
  CNPJ_DOCUMENT_TYPE,
  documentFilter,
  keepAlphanumeric,
  keepDigits,
  keepNameCharacters,
  LIMITS,
  OTHER_BANK,
  shownFields,
  VIRTUAL_ACCOUNT_TYPE,
  type CountryField,
  type PayoutValues,
} from '../../contract/payouts/payoutRules';
import type { PayoutCountry } from './usePayoutCountry';

const label = (field: string) => payoutKey(`create.${field}`);
/** A key filter that also stops at `max`: a pasted '(11) 98765-4321' keeps its digits, not its first 13 characters. */
const upTo = (filter: (text: string) => string, max: number) => (text: string) => filter(text ?? '').slice(0, max);
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;
const full = { gridColumn: '1 / -1' } as const;

/** Fields whose choices belong to the country: cleared when the country changes. */
const COUNTRY_BOUND: (keyof PayoutValues)[] = [
  'documentType',
  'bankName',
  'bankCode',
  'payoutAccountTypeCode',
  'aliasCVU',
  'pixOnly',
  'recipientPixKey',
  'gender',
];

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ ...full, mt: 1, mb: 0.5, fontWeight: 500 }}>
      {translate(label(`sections.${title}`))}
    </Typography>
  );
}

/** Clears the country's choices when another country is chosen (a bank of Brazil is no bank of Mexico). */
function useCountryReset(country: string | undefined) {
  const { setValue } = useFormContext();
  const previous = useRef(country);
  useEffect(() => {
    if (previous.current === country) return;
    if (previous.current !== undefined)
      for (const field of COUNTRY_BOUND) setValue(field, field === 'pixOnly' ? false : '', { shouldDirty: true });
    previous.current = country;
  }, [country, setValue]);
}

/**
 * The payout form's inputs (spec 02 §2 "Payout creation", §5): the main fields always, the others
 * as the country shows them (payoutRules.ts), each with its key filter and length.
 */
export function PayoutFormFields({ context }: { context: PayoutCountry }) {
  const translate = useTranslate();
  const locale = useLocale();
  const names = useReferenceNames();
  const values = useWatch() as PayoutValues;
  const { country, documentType, pixOnly, bankName, payoutAccountTypeCode } = values;
  useCountryReset(country);
  const { config, rule, documentTypes, banks, accountTypes, cnpjActive } = context;
  const shown = new Set<CountryField>(country ? shownFields(values) : []);
  const isCnpj = country === 'BR' && Number(documentType) === CNPJ_DOCUMENT_TYPE;
  const countries = config.countries
    .map((c) => ({ id: c.countryCode, name: names.country(c.countryCode, c.countryName) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const bankChoices = [...banks, { id: OTHER_BANK, name: translate(label('other_bank')) }];
  // The server's English descriptions, in the user's language where the catalog knows the code.
  const named = (group: string, list: readonly { code: string; description: string }[]) =>
    list.map((c) => ({ id: c.code, name: translate(label(`${group}.${c.code}`), { _: c.description }) }));
  const waitCountry = country ? undefined : translate(label('choose_country'));
  const text = (field: CountryField, extra: Partial<Parameters<typeof TextInput>[0]> = {}) =>
    shown.has(field) ? <TextInput source={field} label={label(field)} isRequired {...extra} /> : null;

  return (
    <Stack sx={grid}>
      <Section title="payout" />
      <SelectInput source="payoutChannel" label={label('payoutChannel')} choices={named('channels', config.payoutChannels)} isRequired />
      <SelectInput source="shopId" label={label('shopId')} choices={config.shops} optionValue="shopId" optionText="shopName" isRequired />
      <SelectInput source="country" label={label('country')} choices={countries} isRequired />
      <MuiTextField
        label={translate(label('currency'))}
        value={country ? rule.currency : ''}
        helperText={waitCountry ?? ' '}
        slotProps={{ input: { readOnly: true } }}
        variant="filled"
        size="small"
        margin="dense"
      />
      <TextInput
        source="amount"
        label={label('amount')}
        isRequired
        slotProps={{
          input: { endAdornment: country ? <InputAdornment position="end">{rule.currency}</InputAdornment> : undefined },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <TextInput
        source="externalReference"
        label={label('externalReference')}
        slotProps={{ htmlInput: { maxLength: LIMITS.externalReference } }}
      />
      <TextInput source="paymentReason" label={label('paymentReason')} slotProps={{ htmlInput: { maxLength: LIMITS.text } }} />
      <TextInput
        source="notificationUrl"
        label={label('notificationUrl')}
        type="url"
        sx={full}
        slotProps={{ htmlInput: { maxLength: LIMITS.text } }}
      />

      <Section title="beneficiary" />
      <TextInput
        source="beneficiaryFirstName"
        label={label('beneficiaryFirstName')}
        isRequired
        parse={upTo(keepNameCharacters, rule.nameMax)}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <TextInput
        source="beneficiaryLastName"
        label={label('beneficiaryLastName')}
        isRequired
        parse={upTo(keepNameCharacters, rule.nameMax)}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <SelectInput
        source="documentType"
        label={label('documentType')}
        choices={documentTypes}
        disableValue="disabled"
        isRequired
        disabled={!country}
        helperText={waitCountry ?? (country === 'BR' && !cnpjActive ? translate(label('cnpj_inactive')) : undefined)}
      />
      <TextInput
        source="documentNumber"
        label={label('documentNumber')}
        isRequired
        parse={upTo(documentFilter(country, documentType), isCnpj ? 18 : rule.document.max)}
        helperText={isCnpj ? label('cnpj_hint') : undefined}
        slotProps={{ htmlInput: { inputMode: rule.document.numeric ? 'numeric' : undefined } }}
      />
      {shown.has('payoutBeneficiaryTypeCode') && (
        <SelectInput
          source="payoutBeneficiaryTypeCode"
          label={label('payoutBeneficiaryTypeCode')}
          choices={named('beneficiary_types', config.beneficiaryTypes)}
          isRequired
        />
      )}
      {text('email', { type: 'email', slotProps: { htmlInput: { maxLength: LIMITS.text } } })}
      {text('phone', { parse: upTo(keepDigits, rule.phoneMax), slotProps: { htmlInput: { inputMode: 'tel' } } })}
      {text('address', { slotProps: { htmlInput: { maxLength: LIMITS.text } } })}
      {text('city', { slotProps: { htmlInput: { maxLength: LIMITS.text } } })}
      {rule.brazil && (
        <SelectInput
          source="gender"
          label={label('gender')}
          choices={['M', 'F'].map((id) => ({ id, name: translate(label(`genders.${id}`)) }))}
          emptyText="-"
        />
      )}

      <Section title="bank" />
      {!country && (
        <Typography variant="body2" color="text.secondary" sx={full}>
          {waitCountry}
        </Typography>
      )}
      {rule.brazil && country && <BooleanInput source="pixOnly" label={label('pixOnly')} sx={full} />}
      {rule.brazil && country && (
        <TextInput
          source="recipientPixKey"
          label={label('recipientPixKey')}
          isRequired={Boolean(pixOnly)}
          slotProps={{ htmlInput: { maxLength: LIMITS.pixKey } }}
        />
      )}
      {shown.has('bankName') && <SelectInput source="bankName" label={label('bankName')} choices={bankChoices} isRequired />}
      {shown.has('bankName') && bankName === OTHER_BANK && (
        <TextInput
          source="bankCode"
          label={label('bankCode')}
          isRequired
          parse={keepAlphanumeric}
          slotProps={{ htmlInput: { maxLength: LIMITS.bankCode } }}
        />
      )}
      {text('accountAgencyNumber', { parse: upTo(keepAlphanumeric, LIMITS.agency) })}
      {text('accountNumber', {
        parse: upTo(accountFilter(country), rule.account.max),
        slotProps: { htmlInput: { inputMode: rule.account.numeric ? 'numeric' : undefined } },
      })}
      {shown.has('payoutAccountTypeCode') && (
        <SelectInput
          source="payoutAccountTypeCode"
          label={label('payoutAccountTypeCode')}
          choices={named('account_types', accountTypes)}
          isRequired
        />
      )}
      {rule.argentina && shown.has('payoutAccountTypeCode') && payoutAccountTypeCode === VIRTUAL_ACCOUNT_TYPE && (
        <TextInput source="aliasCVU" label={label('aliasCVU')} isRequired slotProps={{ htmlInput: { maxLength: LIMITS.aliasCVU } }} />
      )}
      {text('abaSwift', { parse: upTo(keepAlphanumeric, LIMITS.abaSwift) })}
    </Stack>
  );
}
