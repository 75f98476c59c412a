import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeText, MoneyField, ShortIdField, StatusChip } from '../../src/framework';
import { paywallKey } from './messages';
import { paywallStatus } from '../../contract/paywalls/paywallStatus';
import type { Paywall } from '../../contract/paywalls/types';

/**
 * The derived status of spec 03 §4, coloured by 01 §4.1 (USED yellow, PENDING USE grey, ERROR and
 * CANCELLED red). A used one leads to its transaction (spec 03 §4: "with a link to the
 * transaction") for a role that may open the transactions.
 */
export function PaywallStatusField(_props: { label?: string }) {
  const record = useRecordContext<Paywall>();
  const translate = useTranslate();
  // The transactions screen's own code (its route asks VIEW on TRANSACTION).
  const { canAccess: canOpen } = useCanAccess({ resource: 'TRANSACTION', action: 'VIEW' });
  if (!record) return null;
  const status = paywallStatus(record);
  const chip = <StatusChip value={status} labelPrefix={paywallKey('statuses.')} />;
  if (status !== 'USED' || !record.transactionID || !canOpen) return chip;
  return (
    <Link
      component={RouterLink}
      to={`/transactions?show=${encodeURIComponent(record.transactionID)}`}
      aria-label={translate(paywallKey('list.used_transaction'))}
      title={translate(paywallKey('list.used_transaction'))}
      // The row opens the paywall's drawer; this link opens the transaction instead.
      onClick={(event) => event.stopPropagation()}
      underline="none"
    >
      {chip}
    </Link>
  );
}

/** The grid's "link info": the amount, the status and the paywall's id (copyable). */
export function LinkInfoField() {
  const record = useRecordContext<Paywall>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        <MoneyField source="amount" currencySource="currency" />
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <PaywallStatusField />
        {record.testMode && <Chip size="small" variant="outlined" label={translate(paywallKey('list.test'))} />}
      </Stack>
      <ShortIdField source="paywallId" copyLabel={paywallKey('actions.copy_id')} />
    </Stack>
  );
}

/** The customer's name with the e-mail under it. */
export function CustomerField(_props: { label?: string }) {
  const record = useRecordContext<Paywall>();
  if (!record) return null;
  const { firstName, lastName, email } = record.customer ?? {};
  return (
    <Stack spacing={0.25}>
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {[firstName, lastName].filter(Boolean).join(' ') || '-'}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {email}
      </Typography>
    </Stack>
  );
}

/** An e-mail's send date, or 'Sent at once' when it had none (spec 03 §4). */
export function SendDateField(_props: { label?: string }) {
  const record = useRecordContext<Paywall>();
  const translate = useTranslate();
  if (!record) return null;
  // A link is never sent: the merchant shares it (the column is there as on the e-mails, spec 03 §2).
  if (record.shopPaymentType === 'link')
    return (
      <Typography component="span" variant="body2">
        -
      </Typography>
    );
  if (!record.scheduledSendDate)
    return (
      <Typography component="span" variant="body2">
        {translate(paywallKey('list.sent_at_once'))}
      </Typography>
    );
  return <DateTimeText value={record.scheduledSendDate} format="dateTime" />;
}

/** Spec 03 §9: expiration is stored in minutes and shown in days. */
export function ExpirationField(_props: { label?: string }) {
  const record = useRecordContext<Paywall>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(paywallKey('list.days'), { smart_count: Math.round(record.expirationTime / 1440) })}
    </Typography>
  );
}
