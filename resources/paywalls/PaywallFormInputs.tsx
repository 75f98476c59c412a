import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DateTimeFormInput } from '../../src/framework/dateInputs';
import { useFormContext, useWatch } from 'react-hook-form';
import { paywallKey } from './messages';
import { EXPIRATION_DAYS, digitsOnly, languageOfCountry, paywallRules } from './paywallForm';
import { currenciesOf, type usePaywallLookups } from './usePaywallLookups';
import type { PaywallKind } from '../../contract/paywalls/types';

type Lookups = ReturnType<typeof usePaywallLookups>;
const label = (name: string) => paywallKey(`form.${name}`);

/** The contract's rules of the body this kind of paywall sends (paywallRules), for every input below. */
const Rules = createContext<ReturnType<typeof paywallRules>>(paywallRules('link'));
const useRules = () => useContext(Rules);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, minWidth: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

/** The shop, and the notification URL whose placeholder is the chosen shop's own (spec 03 §2). */
function ShopInputs({ lookups }: { lookups: Lookups }) {
  const rules = useRules();
  const translate = useTranslate();
  const shopId = useWatch({ name: 'shopId' }) as number | null;
  const shop = lookups.shops.find((s) => s.shopId === Number(shopId));
  return (
    <Section title={label('shop')}>
      <SelectInput
        source="shopId"
        label={label('shopId')}
        choices={lookups.shops.map((s) => ({ id: s.shopId, name: s.shopName }))}
        validate={rules('shopId')}
        isPending={lookups.isPending}
      />
      <TextInput
        source="notificationUrl"
        label={label('notificationUrl')}
        validate={rules('notificationUrl')}
        placeholder={shop?.defaultNotificationUrl}
        helperText={translate(label('notification_hint'))}
        InputLabelProps={{ shrink: true }}
        type="url"
      />
    </Section>
  );
}

/**
 * Country, then the read-only currency it allows: reset when the country no longer allows it
 * (spec 03 §2). The page's language follows the country until the user picks one.
 */
function CountryCurrency({ lookups }: { lookups: Lookups }) {
  const rules = useRules();
  const { setValue, getValues, getFieldState } = useFormContext();
  const country = useWatch({ name: 'customer.country' }) as string;
  useEffect(() => {
    const valid = currenciesOf(lookups.currencies, country);
    if (!valid.includes(getValues('currency') as string)) setValue('currency', valid[0] ?? '', { shouldValidate: Boolean(country) });
    if (country && !getFieldState('language').isDirty) setValue('language', languageOfCountry(country));
  }, [country, lookups.currencies, getValues, setValue, getFieldState]);
  return (
    <SelectInput
      source="customer.country"
      label={label('country')}
      choices={lookups.countries.map((c) => ({ id: c.countryCode, name: c.countryName }))}
      validate={rules('customer.country')}
      isPending={lookups.isPending}
    />
  );
}

function CustomerInputs({ lookups }: { lookups: Lookups }) {
  const rules = useRules();
  const translate = useTranslate();
  const country = useWatch({ name: 'customer.country' }) as string;
  const brazil = country === 'BR';
  const digits = translate(label('digits_only'));
  return (
    <Section title={label('customer')}>
      <CountryCurrency lookups={lookups} />
      <TextInput source="customer.email" label={label('email')} validate={rules('customer.email')} type="email" autoComplete="off" />
      <TextInput source="customer.firstName" label={label('firstName')} validate={rules('customer.firstName')} autoComplete="off" />
      <TextInput source="customer.lastName" label={label('lastName')} validate={rules('customer.lastName')} autoComplete="off" />
      <TextInput
        source="customer.personalId"
        label={label('personalId')}
        validate={rules('customer.personalId')}
        parse={brazil ? digitsOnly : undefined}
        inputProps={brazil ? { inputMode: 'numeric' } : undefined}
        helperText={brazil ? digits : undefined}
      />
      <TextInput
        source="customer.phone"
        label={label('phone')}
        validate={rules('customer.phone')}
        parse={digitsOnly}
        inputProps={{ inputMode: 'numeric' }}
        helperText={digits}
        type="tel"
      />
      <TextInput source="customer.address" label={label('address')} validate={rules('customer.address')} />
      <TextInput source="customer.city" label={label('city')} validate={rules('customer.city')} />
      <TextInput source="customer.zip" label={label('zip')} validate={rules('customer.zip')} />
      <TextInput source="customer.ip" label={label('ip')} validate={rules('customer.ip')} />
    </Section>
  );
}

/** Spec 03 §5: the payment's fields; the currency follows the country and cannot be typed. */
function PaymentInputs() {
  const rules = useRules();
  const translate = useTranslate();
  return (
    <Section title={label('payment')}>
      <TextInput source="description" label={label('description')} validate={rules('description')} />
      <TextInput source="trackingId" label={label('trackingId')} validate={rules('trackingId')} />
      <NumberInput
        source="amount"
        label={label('amount')}
        validate={rules('amount')}
        step={0.01}
        min={0.01}
        helperText={translate(label('amount_rule'))}
      />
      <TextInput
        source="currency"
        label={label('currency')}
        validate={rules('currency')}
        InputProps={{ readOnly: true }}
        InputLabelProps={{ shrink: true }}
        helperText={translate(label('currency_hint'))}
      />
      <SelectInput source="expirationDays" label={label('expirationDays')} choices={EXPIRATION_DAYS} validate={rules('expirationDays')} />
      <SelectInput
        source="language"
        label={label('language')}
        choices={['ES', 'PT', 'EN'].map((code) => ({ id: code, name: label(`languages.${code}`) }))}
        validate={rules('language')}
      />
    </Section>
  );
}

/** E-mails only: when to send; empty = at once (spec 03 §5: never in the past). */
function SendingInputs() {
  const rules = useRules();
  return (
    <Section title={label('sending')}>
      <DateTimeFormInput
        source="scheduledSendDate"
        label={label('scheduledSendDate')}
        validate={rules('scheduledSendDate')}
        helperText={label('schedule_hint')}
      />
    </Section>
  );
}

/** Every field of the new paywall form (spec 03 §2, §5), in sections. */
export function PaywallFormInputs({ kind, lookups }: { kind: PaywallKind; lookups: Lookups }) {
  const rules = useMemo(() => paywallRules(kind), [kind]);
  return (
    <Rules.Provider value={rules}>
      <ShopInputs lookups={lookups} />
      <CustomerInputs lookups={lookups} />
      <PaymentInputs />
      {kind === 'email' && <SendingInputs />}
    </Rules.Provider>
  );
}
