import type { ReactNode } from 'react';
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Cancel from '@mui/icons-material/Cancel';
import SaveIcon from '@mui/icons-material/Save';
import {
  Form,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  Title,
  maxLength,
  useDataProvider,
  useRedirect,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { SubmerchantBody } from '../../contract/writes/submerchants';
import { useCreateSave, useLookup } from '../../src/framework';
import { DateFormInput } from '../../src/framework/dateInputs';
import { schemaRules } from '../../src/framework/rules';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { submerchantKey } from './messages';
import {
  COMPANY_MAX,
  PERSON_MAX,
  SHARE_MAX,
  SHARE_MIN,
  emptyParty,
  emptySubmerchant,
  fieldOf,
  lettersAndDigits,
  canAddShareholder,
  sharesHeld,
  readyToSave,
  shareholderTag,
  toBody,
  type Party,
  type SubmerchantValues,
} from './submerchantForm';
import type { SubmerchantConfig } from './types';
import { useSubmerchantParents } from './useSubmerchantParents';
import { NotYourMerchant } from './NotYourMerchant';

const key = (name: string) => submerchantKey(`create.${name}`);

/** The contract's rules (contract/writes/submerchants.ts) on the body Save would send, by the body's path. */
type Rules = (path: string) => Validator;

/** A text input of the form: letters and digits only while typing (spec 03 §5), its rules. */
function Text({ source, validate }: { source: string; validate: Validator | Validator[] }) {
  const translate = useTranslate();
  const name = source.split('.').at(-1) as string;
  return (
    <TextInput
      source={source}
      label={key(name === 'countryId' ? 'residenceCountryId' : name)}
      parse={lettersAndDigits}
      validate={validate}
      helperText={translate(key('letters_digits'))}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(key(title))}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

interface Choices {
  countries: { id: number; name: string }[];
  licenseTypes: { id: number; name: string }[];
}

/**
 * A director's or shareholder's fields of its kind (spec 03 §3), with the contract's rules at
 * `bodyAt` (the party's place in the body). The shareholder being composed is no part of the body
 * until Add (which waits for it to be complete): its texts keep their length only.
 */
function PartyInputs({ prefix, choices, rules, bodyAt }: { prefix: string; choices: Choices; rules?: Rules; bodyAt?: string }) {
  const translate = useTranslate();
  const type = useWatch({ name: `${prefix}.personType` }) as Party['personType'];
  const entityAt = `${bodyAt}.entityInformation`;
  const check = (path: string, max?: number): Validator[] => (rules ? [rules(path)] : max ? [maxLength(max)] : []);
  return (
    <>
      <RadioButtonGroupInput
        source={`${prefix}.personType`}
        label={key('personType')}
        choices={['PHYSICAL', 'MORAL'].map((id) => ({ id, name: key(id) }))}
        sx={{ gridColumn: '1 / -1' }}
      />
      {type === 'MORAL' ? (
        <>
          <Text source={`${prefix}.companyName`} validate={check(`${entityAt}.companyName`, COMPANY_MAX)} />
          <Text source={`${prefix}.businessRegistrationNumber`} validate={check(`${entityAt}.businessRegistrationNumber`, COMPANY_MAX)} />
          <DateFormInput
            source={`${prefix}.registrationDate`}
            label={key('registrationDate')}
            validate={check(`${entityAt}.registrationDate`)}
          />
          <SelectInput
            source={`${prefix}.entityCountryId`}
            label={key('entityCountryId')}
            choices={choices.countries}
            validate={check(`${entityAt}.countryId`)}
          />
        </>
      ) : (
        <>
          <Text source={`${prefix}.firstName`} validate={check(`${bodyAt}.firstName`, PERSON_MAX)} />
          <Text source={`${prefix}.lastName`} validate={check(`${bodyAt}.lastName`, PERSON_MAX)} />
          <SelectInput
            source={`${prefix}.gender`}
            label={key('gender')}
            choices={['F', 'M'].map((id) => ({ id, name: translate(key(`genders.${id}`)) }))}
            validate={check(`${bodyAt}.gender`)}
          />
          <DateFormInput source={`${prefix}.dateOfBirth`} label={key('dateOfBirth')} validate={check(`${bodyAt}.dateOfBirth`)} />
          <SelectInput
            source={`${prefix}.nationalityId`}
            label={key('nationalityId')}
            choices={choices.countries}
            validate={check(`${bodyAt}.nationalityId`)}
          />
          <SelectInput
            source={`${prefix}.nationalLicenseTypeId`}
            label={key('nationalLicenseTypeId')}
            choices={choices.licenseTypes}
            validate={check(`${bodyAt}.nationalLicenseTypeId`)}
          />
          <Text source={`${prefix}.nationalId`} validate={check(`${bodyAt}.nationalId`, PERSON_MAX)} />
          <SelectInput
            source={`${prefix}.countryId`}
            label={key('residenceCountryId')}
            choices={choices.countries}
            validate={check(`${bodyAt}.countryId`)}
          />
          <Text source={`${prefix}.streetNumber`} validate={check(`${bodyAt}.streetNumber`, PERSON_MAX)} />
        </>
      )}
    </>
  );
}

/** Spec 03 §2: the shareholder being composed, Add when complete, the added ones as removable tags. */
function Shareholders({ choices }: { choices: Choices }) {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<SubmerchantValues>();
  const draft = useWatch({ name: 'shareholder' }) as Party;
  const added = (useWatch({ name: 'shareholders' }) as Party[]) ?? [];
  const { held, left } = sharesHeld(added);
  // The shareholders together hold at most 100 %: the hint says what is left.
  const shareHint =
    added.length === 0 ? translate(key('share_rule')) : translate(key(left < SHARE_MIN ? 'share_full' : 'share_left'), { held, left });
  const add = () => {
    setValue('shareholders', [...getValues('shareholders'), { ...draft, percentageOfControl: Number(draft.percentageOfControl) }], {
      shouldDirty: true,
    });
    setValue('shareholder', { ...emptyParty(true), personType: draft.personType });
  };
  const remove = (index: number) =>
    setValue(
      'shareholders',
      added.filter((_, i) => i !== index),
      { shouldDirty: true },
    );
  return (
    <Section title="shareholders">
      <PartyInputs prefix="shareholder" choices={choices} />
      <NumberInput
        source="shareholder.percentageOfControl"
        label={key('percentageOfControl')}
        min={SHARE_MIN}
        max={SHARE_MAX}
        step={0.01}
        helperText={shareHint}
      />
      <Box sx={{ gridColumn: '1 / -1', mb: 1 }}>
        <Button variant="outlined" startIcon={<Add />} disabled={!canAddShareholder(draft, added)} onClick={add}>
          {translate(key('add_shareholder'))}
        </Button>
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ gridColumn: '1 / -1', flexWrap: 'wrap' }} aria-live="polite">
        {added.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(key('no_shareholder'))}
          </Typography>
        ) : (
          added.map((party, index) => {
            const tag = shareholderTag(party);
            return (
              <Chip
                key={`${tag}-${index}`}
                label={tag}
                onDelete={() => remove(index)}
                deleteIcon={<Cancel titleAccess={translate(key('remove'), { name: tag })} />}
              />
            );
          })
        )}
      </Stack>
    </Section>
  );
}

/** Save: disabled while submitting, while a required field is empty or without a shareholder (spec 03 §5). */
function SaveBar() {
  const translate = useTranslate();
  const values = useWatch() as SubmerchantValues;
  const { isSubmitting } = useFormState();
  const ready = readyToSave(values);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting || !ready}
        startIcon={isSubmitting ? <CircularProgress size={16} /> : <SaveIcon />}
      >
        {translate(key('save'))}
      </Button>
      {!ready && (
        <Typography variant="body2" color="text.secondary">
          {translate(key('incomplete'))}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * /submerchants/new/{parentId} (spec 03 §2, §5; SUBMERCHANT ADD): company data, address, a
 * director physical or moral, shareholders as tags, the settlement destination; the parent is the
 * address's 4th segment, one of the user's merchants (else a warning instead of the form). Created REGISTER_IN_PROCESS; a refusal goes under its field or in a
 * toast, keeping what was typed; success says so and goes back to the list.
 */
export function SubmerchantCreate() {
  const translate = useTranslate();
  const { id } = useParams();
  const parentId = Number(id);
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const redirect = useRedirect();
  const { data: config, isPending } = useLookup(['lookup', '/submerchants/config'], () =>
    dataProvider.lookup<SubmerchantConfig>('/submerchants/config'),
  );
  const choices = useMemo<Choices>(
    () => ({
      countries: (config?.countries ?? []).map((c) => ({ id: c.countryId, name: c.countryName })),
      licenseTypes: (config?.nationalLicenseTypes ?? []).map((t) => ({
        id: t.registrationDropdownItemID,
        name: translate(key(`licenseTypes.${t.translationCode}`), { _: t.translationCode }),
      })),
    }),
    [config, translate],
  );
  const save = useCreateSave<SubmerchantValues>('submerchants', {
    toBody: (values) => toBody(values, parentId, config),
    fieldOf,
    codes: { ENTITY_EXIST: { field: 'businessRegistrationNumber', message: key('registry_taken') } },
    success: key('saved'),
    fallback: 'ra.notification.http_error',
    // A new merchant changes every merchant list of the app: each is asked again.
    onCreated: () => {
      void queryClient.invalidateQueries();
      redirect('/submerchants');
    },
  });
  const defaults = useMemo(emptySubmerchant, []);
  const rules: Rules = useMemo(
    () => schemaRules(SubmerchantBody, (values) => toBody(values as SubmerchantValues, parentId, config)),
    [parentId, config],
  );
  const entity = 'companyInformation.entityInformation';
  const parents = useSubmerchantParents();
  const mine = parents.data?.some((p) => p.merchantId === parentId);
  // The form waits to know the merchant is the user's (a failed look-up leaves the refusal to the server).
  if (parents.isPending) return <Skeleton variant="rounded" height={400} sx={{ m: { xs: 1, sm: 2 } }} />;
  if (parents.data && !mine) return <NotYourMerchant id={id ?? ''} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <Title title={key('title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate(key('title'))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(key('under'), { id: parentId })}
          </Typography>
          {!isPending && !config && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(key('services_unavailable'))}
            </Alert>
          )}
          <Form defaultValues={defaults} onSubmit={save} mode="onTouched" noValidate>
            <Section title="company">
              <SelectInput
                source="defaultCurrencyCode"
                label={key('defaultCurrencyCode')}
                choices={(config?.currencies ?? []).map((c) => ({ id: c.currencyCode, name: `${c.currencyCode} - ${c.description}` }))}
                validate={rules('defaultCurrencyCode')}
                isPending={isPending}
              />
              <Text source="companyName" validate={rules(`${entity}.companyName`)} />
              <Text source="businessRegistrationNumber" validate={rules(`${entity}.businessRegistrationNumber`)} />
              <DateFormInput source="registrationDate" label={key('registrationDate')} validate={rules(`${entity}.registrationDate`)} />
              <TextInput source="website" label={key('website')} validate={rules('companyInformation.website')} type="url" />
              <SelectInput
                source="industryTypeId"
                label={key('industryTypeId')}
                choices={(config?.industryTypes ?? []).map((i) => ({ id: i.industryTypeId, name: i.description }))}
                validate={rules('companyInformation.industryTypeId')}
                isPending={isPending}
              />
              <SelectInput
                source="businessCountryId"
                label={key('businessCountryId')}
                choices={choices.countries}
                validate={rules(`${entity}.countryId`)}
              />
              <Text source="licenseNumber" validate={rules('companyInformation.licenseNumber')} />
            </Section>
            <Section title="address">
              {['city', 'state'].map((field) => (
                <Text key={field} source={field} validate={rules(field)} />
              ))}
              <SelectInput source="countryId" label={key('countryId')} choices={choices.countries} validate={rules('countryId')} />
              {['postalCode', 'street', 'streetNumber'].map((field) => (
                <Text key={field} source={field} validate={rules(field)} />
              ))}
            </Section>
            <Section title="director">
              <PartyInputs prefix="director" choices={choices} rules={rules} bodyAt="directorsInformation.0" />
            </Section>
            <Shareholders choices={choices} />
            <Section title="settlement">
              <RadioButtonGroupInput
                source="settlementDestinyType"
                label={false}
                choices={['BANK_ACCOUNT', 'CRYPTOCURRENCY'].map((id) => ({ id, name: key(id) }))}
              />
            </Section>
            <SaveBar />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
