import Button from '@mui/material/Button';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNotifiedCall } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { balanceKey } from './messages';

/** A guide PDF of the balance screens (spec 03 §2: the summary guide, the ledger's guide), downloaded. */
export function GuideButton({ path, fileName, label }: { path: string; fileName: string; label: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { run, busy } = useNotifiedCall(() => dataProvider.downloadGuide(path, fileName), { failure: balanceKey('messages.guide_failed') });
  return (
    <Button size="small" startIcon={<PictureAsPdf />} onClick={() => void run()} disabled={busy}>
      {translate(label)}
    </Button>
  );
}
