import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DateTimeFormInput } from '../../src/framework';
import { useFormContext, useWatch } from 'react-hook-form';
import { paywallKey } from './messages';
import {
  AMOUNT,
  EMAIL,
  EXPIRATION_DAYS,
  NOT_IN_PAST,
  NOTIFICATION_URL,
  REQUIRED_ONLY,
  digitsOnly,
  languageOfCountry,
  optionalText,
  text,
} from './paywallForm';
import { currenciesOf, type usePaywallLookups } from './usePaywallLookups';
import type { PaywallKind } from '../../contract/paywalls/types';

type Lookups = ReturnType<typeof usePaywallLookups>;
const label = (name: string) => paywallKey(`form.${name}`);

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
  const translate = useTranslate();
  const shopId = useWatch({ name: 'shopId' }) as number | null;
  const shop = lookups.shops.find((s) => s.shopId === Number(shopId));
  return (
    <Section title={label('shop')}>
      <SelectInput
        source="shopId"
        label={label('shopId')}
        choices={lookups.shops.map((s) => ({ id: s.shopId, name: s.shopName }))}
        validate={REQUIRED_ONLY}
        isPending={lookups.isPending}
      />
      <TextInput
        source="notificationUrl"
        label={label('notificationUrl')}
        validate={NOTIFICATION_URL}
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
      validate={REQUIRED_ONLY}
      isPending={lookups.isPending}
    />
  );
}

function CustomerInputs({ lookups }: { lookups: Lookups }) {
  const translate = useTranslate();
  const country = useWatch({ name: 'customer.country' }) as string;
  const brazil = country === 'BR';
  const digits = translate(label('digits_only'));
  return (
    <Section title={label('customer')}>
      <CountryCurrency lookups={lookups} />
      <TextInput source="customer.email" label={label('email')} validate={EMAIL} type="email" autoComplete="off" />
      <TextInput source="customer.firstName" label={label('firstName')} validate={text(50)} autoComplete="off" />
      <TextInput source="customer.lastName" label={label('lastName')} validate={text(50)} autoComplete="off" />
      <TextInput
        source="customer.personalId"
        label={label('personalId')}
        validate={text(50)}
        parse={brazil ? digitsOnly : undefined}
        inputProps={brazil ? { inputMode: 'numeric' } : undefined}
        helperText={brazil ? digits : undefined}
      />
      <TextInput
        source="customer.phone"
        label={label('phone')}
        validate={text(50)}
        parse={digitsOnly}
        inputProps={{ inputMode: 'numeric' }}
        helperText={digits}
        type="tel"
      />
      <TextInput source="customer.address" label={label('address')} validate={text(255)} />
      <TextInput source="customer.city" label={label('city')} validate={text(50)} />
      <TextInput source="customer.zip" label={label('zip')} validate={text(50)} />
      <TextInput source="customer.ip" label={label('ip')} validate={optionalText(50)} />
    </Section>
  );
}

/** Spec 03 §5: the payment's fields; the currency follows the country and cannot be typed. */
function PaymentInputs() {
  const translate = useTranslate();
  return (
    <Section title={label('payment')}>
      <TextInput source="description" label={label('description')} validate={text(255)} />
      <TextInput source="trackingId" label={label('trackingId')} validate={text(50)} />
      <NumberInput
        source="amount"
        label={label('amount')}
        validate={AMOUNT}
        step={0.01}
        min={0.01}
        helperText={translate(label('amount_rule'))}
      />
      <TextInput
        source="currency"
        label={label('currency')}
        validate={REQUIRED_ONLY}
        InputProps={{ readOnly: true }}
        InputLabelProps={{ shrink: true }}
        helperText={translate(label('currency_hint'))}
      />
      <SelectInput source="expirationDays" label={label('expirationDays')} choices={EXPIRATION_DAYS} validate={REQUIRED_ONLY} />
      <SelectInput
        source="language"
        label={label('language')}
        choices={['ES', 'PT', 'EN'].map((code) => ({ id: code, name: label(`languages.${code}`) }))}
        validate={REQUIRED_ONLY}
      />
    </Section>
  );
}

/** E-mails only: when to send; empty = at once (spec 03 §5: never in the past). */
function SendingInputs() {
  return (
    <Section title={label('sending')}>
      <DateTimeFormInput
        source="scheduledSendDate"
        label={label('scheduledSendDate')}
        validate={NOT_IN_PAST}
        helperText={label('schedule_hint')}
      />
    </Section>
  );
}

/** Every field of the new paywall form (spec 03 §2, §5), in sections. */
export function PaywallFormInputs({ kind, lookups }: { kind: PaywallKind; lookups: Lookups }) {
  return (
    <>
      <ShopInputs lookups={lookups} />
      <CustomerInputs lookups={lookups} />
      <PaymentInputs />
      {kind === 'email' && <SendingInputs />}
    </>
  );
}
