import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { DateTimeText, ShortIdField, StatusChip } from '../../src/framework';
import { displayStatus } from '../../contract/claims/claimStatus';
import { claimKey } from './ClaimFilters/filters';
import type { ClaimRow } from './types';

/** SimpleShowLayout reads a child's `label` prop for the row's label; the field itself does not. */
interface LabelledField {
  label?: string;
}

/** The status chip with the display rule of spec 02 §4: refunding and refunding-error read Open. */
export function ClaimStatusField(_props: LabelledField) {
  const record = useRecordContext<ClaimRow>();
  if (!record) return null;
  return <StatusChip value={displayStatus(record.claimStatusCode)} labelPrefix={claimKey('statuses.')} />;
}

/**
 * The grid's status cell: the chip, and under it the date the claim was decided, so the grid
 * needs no processed-date column of its own (the drawer shows both).
 */
export function ClaimStatusWithDateField() {
  const record = useRecordContext<ClaimRow>();
  if (!record) return null;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <ClaimStatusField />
      <DateTimeText value={record.processedDate} format="dateTimeSeconds" variant="caption" color="text.secondary" />
    </Stack>
  );
}

/** The transaction id shortened, full id in the tooltip, with a copy button. */
export function ClaimTransactionIdField() {
  return <ShortIdField source="transactionId" copyLabel={claimKey('list.copy_id')} />;
}

/** An e-mail that may break after its '@' (and nowhere else), so a long address does not widen the grid. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** Customer name with the e-mail under it, one column for both. */
export function ClaimCustomerField() {
  const record = useRecordContext<ClaimRow>();
  if (!record) return null;
  return (
    <Stack spacing={0.25}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {record.customerName}
      </Box>
      {record.transactionEmail && (
        <Typography variant="caption" color="text.secondary">
          <BreakableEmail email={record.transactionEmail} />
        </Typography>
      )}
    </Stack>
  );
}

/** The claim date over its time: two short lines keep the eight columns within a laptop screen. */
export function ClaimDateField() {
  const record = useRecordContext<ClaimRow>();
  if (!record) return null;
  return (
    <Stack spacing={0.25}>
      <DateTimeText value={record.claimDate} format="date" />
      <DateTimeText value={record.claimDate} format="time" variant="caption" color="text.secondary" />
    </Stack>
  );
}

/** The processed date, or a note that an open claim has not been decided yet. */
export function ProcessedDateField(_props: LabelledField) {
  const record = useRecordContext<ClaimRow>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.processedDate) return <DateTimeText value={record.processedDate} format="dateTimeSeconds" />;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate(claimKey('list.not_processed'))}
    </Typography>
  );
}
