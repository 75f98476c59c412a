import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link, useLocale, useTranslate } from 'react-admin';
import { MoneyText, StatusChip } from '../../src/framework';
import type { PayoutImportPreview, PayoutImportReply } from '../../src/providers/types';
import { payoutKey } from './messages';
import { useRowReason } from './useRowReason';

/** Each row of the file with its result (Ready/Refused before, Successful/Error after) and the reason of a refusal. */
function ImportRowsTable({ rows, resultLabels }: { rows: PayoutImportPreview['rows']; resultLabels: string }) {
  const translate = useTranslate();
  const reason = useRowReason();
  return (
    <Table size="small" aria-label={translate(payoutKey('import.title'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(payoutKey('import.row'))}</TableCell>
          <TableCell>{translate(payoutKey('fields.externalReference'))}</TableCell>
          <TableCell>{translate(payoutKey('import.result'))}</TableCell>
          <TableCell>{translate(payoutKey('import.reason'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.row}>
            <TableCell>{row.row}</TableCell>
            <TableCell>{row.externalReference || '-'}</TableCell>
            <TableCell>
              <StatusChip value={row.result} labelPrefix={resultLabels} />
            </TableCell>
            <TableCell>{row.result === 'Error' ? reason(row) : '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What the rows that pass add up to, per currency (amounts in different currencies are never summed). */
function ImportTotals({ totals }: { totals: PayoutImportPreview['totals'] }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (totals.length === 0) return null;
  const caption = translate(payoutKey('import_check.totals'));
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {caption}
      </Typography>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(payoutKey('import_check.currency'))}</TableCell>
            <TableCell align="right">{translate(payoutKey('import_check.count'))}</TableCell>
            <TableCell align="right">{translate(payoutKey('import_check.amount'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((line) => (
            <TableRow key={line.currencyCode}>
              <TableCell>{line.currencyCode}</TableCell>
              <TableCell align="right">{line.count}</TableCell>
              <TableCell align="right">
                <MoneyText amount={line.amount} currency={line.currencyCode} locale={locale} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The file checked, nothing created yet: how many rows would become payouts, their totals, the refused rows. */
export function ImportPreview({ preview }: { preview: PayoutImportPreview }) {
  const translate = useTranslate();
  const args = { name: preview.originalFilename, ok: preview.successCount, total: preview.rowCount, refused: preview.errorCount };
  return (
    <>
      {preview.successCount === 0 ? (
        <Alert severity="error">{translate(payoutKey('import_check.nothing'), args)}</Alert>
      ) : (
        <Alert severity={preview.errorCount ? 'warning' : 'info'}>{translate(payoutKey('import_check.summary'), args)}</Alert>
      )}
      <ImportTotals totals={preview.totals} />
      <ImportRowsTable rows={preview.rows} resultLabels={payoutKey('import_check.results.')} />
    </>
  );
}

/** The batch made: how many rows became payouts (a warning when some were refused), each row's result, a link to the batch. */
export function ImportResult({ result }: { result: PayoutImportReply }) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity={result.errorCount ? 'warning' : 'success'}>
        {translate(payoutKey('import.summary'), {
          name: result.originalFilename,
          ok: result.successCount,
          total: result.rowCount,
          batch: result.payoutBatchId,
        })}{' '}
        <Link to={`/payout-batches/${result.payoutBatchId}/detail`}>
          {translate(payoutKey('import.open_batch'), { batch: result.payoutBatchId })}
        </Link>
      </Alert>
      <ImportRowsTable rows={result.rows} resultLabels={payoutKey('import.results.')} />
    </>
  );
}
