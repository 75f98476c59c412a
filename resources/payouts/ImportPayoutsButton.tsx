import { useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button, useCanAccess, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { formatDate, UploadDialog, type UploadNotice, type UploadPreview } from '../../src/framework';
import { isHttpError } from '../../src/providers/httpError';
import type { BackOfficeDataProvider, PayoutImportPreview, PayoutImportReply } from '../../src/providers/types';
import type { RepeatedFileReply } from '../../contract/wire';
import { ImportPreview, ImportResult } from './ImportRows';
import { payoutKey } from './messages';
import { usePayoutConfig } from './usePayoutConfig';

const EXAMPLES = [
  [payoutKey('import.example_csv'), '/examples/payouts-example.csv'],
  [payoutKey('import.example_xlsx'), '/examples/payouts-example.xlsx'],
] as const;

const isRepeatedFile = (error: unknown): error is { body: RepeatedFileReply } =>
  isHttpError(error) && error.status === 409 && (error.body as Partial<RepeatedFileReply> | undefined)?.code === 'DUPLICATE_FILE';

/** A file with refused rows never ends on a green "uploaded successfully" (issue #30 item 8). */
const importNotice = (result: PayoutImportReply): UploadNotice | undefined =>
  result.errorCount
    ? { message: payoutKey('import_check.refused_notice'), args: { refused: result.errorCount, total: result.rowCount }, type: 'warning' }
    : undefined;

/** The two calls of an import, a file the shop already sent said in the user's language. */
function useImportCalls(shopId: string) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const refresh = useRefresh();
  const said = (file: File) => (error: unknown) => {
    if (!isRepeatedFile(error)) throw error;
    const { payoutBatchId, date } = error.body;
    throw new Error(translate(payoutKey('import_check.repeated_file'), { name: file.name, batch: payoutBatchId, date: formatDate(date) }));
  };
  const preview: UploadPreview<PayoutImportPreview> = {
    check: (file) => dataProvider.previewPayoutImport(file, shopId).catch(said(file)),
    render: (checked) => <ImportPreview preview={checked} />,
    confirmLabel: (checked) =>
      checked.successCount ? translate(payoutKey('import_check.confirm'), { smart_count: checked.successCount }) : undefined,
  };
  const upload = async (file: File) => {
    const reply = await dataProvider.importPayouts(file, shopId).catch(said(file));
    refresh();
    return reply;
  };
  return { preview, upload };
}

/**
 * The payout import (spec 02 §7 "Payout import", 01 §4.3 upload flow), for roles with PAYOUT ADD:
 * the shop the payouts are paid from and a CSV or XLSX file, checked first (what would be created,
 * totals per currency, refused rows) and created only on confirmation; a file the shop already
 * sent is refused. The answer lists each row as Successful or Error and leads to the new batch.
 */
export function ImportPayoutsButton() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'PAYOUT', action: 'ADD' });
  const [open, setOpen] = useState(false);
  const [shopId, setShopId] = useState('');
  const { shops } = usePayoutConfig();
  const onlyShop = shops.length === 1 ? String(shops[0].shopId) : '';
  const shop = shopId || onlyShop;
  const { preview, upload } = useImportCalls(shop);
  if (canAccess !== true) return null;
  return (
    <>
      <Button label={payoutKey('import.action')} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <UploadDialog<PayoutImportReply, PayoutImportPreview>
          open
          onClose={() => setOpen(false)}
          title={payoutKey('import.title')}
          kind="spreadsheet"
          ready={shop !== ''}
          examples={EXAMPLES}
          preview={preview}
          onUpload={upload}
          notice={importNotice}
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
