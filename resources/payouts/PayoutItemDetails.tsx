import { useState } from 'react';
import EmailIcon from '@mui/icons-material/Email';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  BooleanField,
  FunctionField,
  NumberField,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FormattedDateField, MoneyField, ReferenceNameField, ServerTextField, useReadOnlyScreen, useServerText } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { AccountNumberField } from './AccountNumberField';
import { beneficiaryName } from './beneficiaryName';
import { payoutKey } from './messages';
import { PayoutStatusField } from './PayoutStatusField';
import type { PayoutRow } from './types';
import { TWO_COLUMN_DETAILS } from '../../src/framework';
import { errorMessageOf } from '../../src/framework';

/** Sends the payout's notice to its beneficiary (the legacy payout-notifications/sendEmail of spec 01 §7.3). */
function SendEmailButton() {
  const record = useRecordContext<PayoutRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [sending, setSending] = useState(false);
  // Sending is a write: a historical screen only reads.
  const readOnly = useReadOnlyScreen();
  if (!record?.email || readOnly) return null;
  const send = async () => {
    setSending(true);
    try {
      const { email } = await dataProvider.sendPayoutEmail(record.payoutId);
      notify(payoutKey('drawer.email_sent'), { type: 'success', messageArgs: { email } });
    } catch (error) {
      notify(payoutKey('drawer.email_failed'), {
        type: 'error',
        messageArgs: { message: errorMessageOf(error) },
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button startIcon={<EmailIcon />} onClick={() => void send()} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
      {translate(payoutKey('drawer.send_email'))}
    </Button>
  );
}

/** The payout item drawer: every field of spec 02 §3's payout item, dates in UTC. */
export function PayoutItemDetails() {
  const { canAccess: conversion } = useCanAccess({ resource: 'PAYOUT', action: 'CONVERSION_REPORT' });
  const serverText = useServerText();
  return (
    <Stack spacing={2}>
      <SimpleShowLayout sx={TWO_COLUMN_DETAILS}>
        <TextField source="payoutId" />
        <PayoutStatusField source="statusTypeCode" />
        <FormattedDateField source="date" format="dateTimeSeconds" />
        <FormattedDateField source="paidDate" format="dateTimeSeconds" />
        <MoneyField source="amount" currencySource="currencyCode" />
        {conversion && <MoneyField source="settlementAmount" currencySource="shopCurrencyCode" />}
        <TextField source="shopName" />
        <FunctionField<PayoutRow>
          source="payoutBatchId"
          render={(r) => `${r.payoutBatchId} · ${serverText(r, 'payoutBatchDescription')}`}
        />
        <FunctionField<PayoutRow> source="beneficiary" render={beneficiaryName} />
        <ReferenceNameField kind="country" source="country" codeSource="country" />
        <FunctionField<PayoutRow> source="documentNumber" render={(r) => `${r.documentType} ${r.documentNumber}`} />
        <TextField source="email" emptyText="-" />
        <TextField source="bankName" emptyText="-" />
        <AccountNumberField source="accountNumber" revealable variant="body2" />
        <TextField source="recipientPixKey" emptyText="-" />
        <TextField source="aliasCVU" emptyText="-" />
        <TextField source="externalReference" emptyText="-" />
        <TextField source="notificationUrl" emptyText="-" />
        <ServerTextField source="errorReason" emptyText="-" />
        <NumberField source="retryCount" />
        <BooleanField source="isTestMode" />
        <BooleanField source="inSettlement" />
      </SimpleShowLayout>
      <SendEmailButton />
    </Stack>
  );
}
