import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { FunctionField, SimpleShowLayout, TextField, UrlField, useRecordContext, useTranslate } from 'react-admin';
import {
  DateTimeText,
  DetailSection,
  formatDateUtc,
  FormattedDateField,
  MoneyField,
  ReferenceNameField,
  StatusChip,
  RowActions,
  TWO_COLUMN_DETAILS,
} from '../../src/framework';
import { paywallKey } from './messages';
import { ExpirationField, PaywallStatusField, SendDateField } from './PaywallFields';
import { PaywallTransaction } from './PaywallTransaction';
import type { Paywall } from '../../contract/paywalls/types';
import { usePaywallActions } from './usePaywallActions';

/**
 * The drawer's buttons: the row's own actions (same rights, same rules) with their labels written
 * out; on the paywall's page, a way back instead of the page itself.
 */
function PaywallButtons({ paywall, page }: { paywall: Paywall; page: boolean }) {
  const translate = useTranslate();
  const kind = paywall.shopPaymentType;
  const actions = usePaywallActions(kind);
  const shown = useMemo(
    () =>
      actions
        .filter((action) => !page || action.name !== 'details')
        .map((action) => ({ ...action, showLabel: true, ...(action.name === 'details' && { label: paywallKey('drawer.open_page') }) })),
    [actions, page],
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <RowActions actions={shown} record={paywall} />
      {page && (
        <Button size="small" component={RouterLink} to={`/${kind}`} startIcon={<ArrowBack />}>
          {translate(`resources.${kind}.name`)}
        </Button>
      )}
    </Stack>
  );
}

/** Each sending of a payment e-mail: when, and how it went. */
function Sendings({ paywall }: { paywall: Paywall }) {
  const translate = useTranslate();
  const sendings = paywall.scheduledPaymentEmails ?? [];
  if (sendings.length === 0) return <Typography variant="body2">{translate(paywallKey('drawer.no_emails'))}</Typography>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sendings.map((s) => (
        <Stack component="li" key={s.scheduledPaymentEmailId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DateTimeText value={s.scheduledDate} format="dateTime" />
          <StatusChip value={s.status} />
        </Stack>
      ))}
    </Stack>
  );
}

const field = (name: string) => `resources.paywall.fields.${name}`;
const form = (name: string) => paywallKey(`form.${name}`);

/**
 * A paywall (spec 03 §3), in the list's drawer and on its own page: the payment with its pay
 * URL, the customer, an e-mail's sendings and subscription, and the transaction it made.
 */
export function PaywallDetails({ page = false }: { page?: boolean }) {
  const translate = useTranslate();
  const paywall = useRecordContext<Paywall>();
  if (!paywall) return null;
  const isEmail = paywall.shopPaymentType === 'email';
  return (
    <Stack spacing={2} divider={<Divider />}>
      <PaywallButtons paywall={paywall} page={page} />
      <DetailSection title={translate(paywallKey('drawer.payment'))}>
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          <PaywallStatusField label={field('status')} />
          <MoneyField source="amount" currencySource="currency" label={field('amount')} />
          <TextField source="description" label={field('description')} />
          <TextField source="trackingId" label={field('trackingId')} />
          <FormattedDateField source="createdDate" format="dateTime" label={field('createdDate')} />
          {isEmail && <SendDateField label={field('scheduledSendDate')} />}
          <ExpirationField label={field('expirationDays')} />
          <FormattedDateField source="expiredDate" format="dateTime" label={field('expiredDate')} />
          {paywall.paidDate && <FormattedDateField source="paidDate" format="dateTime" label={field('paidDate')} />}
          {paywall.cancelledDate && <FormattedDateField source="cancelledDate" format="dateTime" label={field('cancelledDate')} />}
          <FunctionField<Paywall> label={field('language')} render={(p) => translate(form(`languages.${p.language}`), { _: p.language })} />
          <TextField source="shopName" label={field('shopName')} />
          <TextField source="paywallId" label={field('paywallId')} />
          <UrlField source="payUrl" label={field('payUrl')} target="_blank" rel="noopener" />
          <TextField source="notificationUrl" label={field('notificationUrl')} emptyText="-" />
          <TextField source="returnUrl" label={field('returnUrl')} emptyText="-" />
        </SimpleShowLayout>
      </DetailSection>
      <DetailSection title={translate(paywallKey('drawer.customer'))}>
        <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
          <TextField source="customer.firstName" label={form('firstName')} />
          <TextField source="customer.lastName" label={form('lastName')} />
          <TextField source="customer.personalId" label={form('personalId')} />
          <TextField source="customer.email" label={form('email')} />
          <TextField source="customer.phone" label={form('phone')} emptyText="-" />
          <ReferenceNameField kind="country" codeSource="countryCode" source="countryCode" label={form('country')} />
          <TextField source="customer.city" label={form('city')} emptyText="-" />
          <TextField source="customer.address" label={form('address')} emptyText="-" />
          <TextField source="customer.zip" label={form('zip')} emptyText="-" />
          <TextField source="customer.ip" label={form('ip')} emptyText="-" />
        </SimpleShowLayout>
      </DetailSection>
      {isEmail && (
        <DetailSection title={translate(paywallKey('drawer.emails'))}>
          <Sendings paywall={paywall} />
          {paywall.subscriptionEnabled && (
            <Typography variant="body2">
              {translate(paywallKey('drawer.subscription'))}:{' '}
              {translate(paywallKey('drawer.subscription_text'), {
                interval: paywall.subscriptionInterval ?? '',
                from: formatDateUtc(paywall.subscriptionDateStart, 'date'),
                to: formatDateUtc(paywall.subscriptionDateEnd, 'date'),
              })}
            </Typography>
          )}
        </DetailSection>
      )}
      <DetailSection title={translate(paywallKey('drawer.transaction'))}>
        {paywall.transactionID ? (
          <PaywallTransaction transactionId={paywall.transactionID} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(paywallKey('drawer.not_used'))}
          </Typography>
        )}
      </DetailSection>
    </Stack>
  );
}
