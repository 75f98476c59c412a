import { useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Button, Link, useCanAccess, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { StatusChip, UploadDialog } from '../../src/framework';
import type { BackOfficeDataProvider, PayoutImportReply } from '../../src/providers/types';
import { payoutKey } from './messages';
import { usePayoutConfig } from './usePayoutConfig';

const EXAMPLES = [
  [payoutKey('import.example_csv'), '/examples/payouts-example.csv'],
  [payoutKey('import.example_xlsx'), '/examples/payouts-example.xlsx'],
] as const;

/** A refused row in the user's language when the server named the rule, in its words otherwise. */
function useRowReason() {
  const translate = useTranslate();
  return (row: PayoutImportReply['rows'][number]) => {
    if (!row.problem || !row.field) return row.reason;
    const { code, ...args } = row.problem;
    const field = translate(payoutKey(`create.${row.field}`), { _: row.field });
    return `${field}: ${translate(payoutKey(`problems.${code}`), { ...args, _: row.reason })}`;
  };
}

function ImportResult({ result }: { result: PayoutImportReply }) {
  const translate = useTranslate();
  const reason = useRowReason();
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
          {result.rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.externalReference || '-'}</TableCell>
              <TableCell>
                <StatusChip value={row.result} labelPrefix={payoutKey('import.results.')} />
              </TableCell>
              <TableCell>{row.result === 'Error' ? reason(row) : '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/**
 * The payout import (spec 02 §7 "Payout import", 01 §4.3 upload flow), for roles with PAYOUT ADD:
 * the shop the payouts are paid from and a CSV or XLSX file; the answer lists each row as
 * Successful or Error with its reason, and leads to the new batch.
 */
export function ImportPayoutsButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'PAYOUT', action: 'ADD' });
  const [open, setOpen] = useState(false);
  const [shopId, setShopId] = useState('');
  const { shops } = usePayoutConfig();
  if (canAccess !== true) return null;
  const onlyShop = shops.length === 1 ? String(shops[0].shopId) : '';
  const shop = shopId || onlyShop;
  return (
    <>
      <Button label={payoutKey('import.action')} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <UploadDialog<PayoutImportReply>
          open
          onClose={() => setOpen(false)}
          title={payoutKey('import.title')}
          kind="spreadsheet"
          ready={shop !== ''}
          examples={EXAMPLES}
          onUpload={async (file) => {
            const reply = await dataProvider.importPayouts(file, shop);
            refresh();
            return reply;
          }}
          renderResult={(result) => <ImportResult result={result} />}
        >
          <Typography variant="body2" color="text.secondary">
            {translate(payoutKey('import.hint'))}
          </Typography>
          <MuiTextField
            select
            required
            label={translate(payoutKey('import.shop'))}
            value={shop}
            onChange={(e) => setShopId(e.target.value)}
            fullWidth
          >
            {shops.map((s) => (
              <MenuItem key={s.shopId} value={String(s.shopId)}>
                {s.shopName}
              </MenuItem>
            ))}
          </MuiTextField>
        </UploadDialog>
      )}
    </>
  );
}
