import { useState } from 'react';
import Button from '@mui/material/Button';
import Visibility from '@mui/icons-material/Visibility';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorMessageOf } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { integrationKey } from './messages';
import { PreviewDialog } from './PreviewDialog';

/**
 * Preview (spec 03 §2, §7): asks the API for the pay page (`paywall`) or the landing page
 * (`landing`) of `shopId` with `settings(shopId)` (what a form holds now, saved or not) and shows
 * it in the preview dialog; a refusal is a toast.
 */
export function PreviewButton({
  shopId,
  kind,
  label,
  settings,
}: {
  shopId: number | undefined;
  kind: 'paywall' | 'landing';
  label: string;
  settings: (shopId: number) => Record<string, unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [url, setUrl] = useState<string>();
  const open = async () => {
    if (shopId === undefined) return;
    try {
      setUrl((await dataProvider.whitelabelPreview(shopId, kind, settings(shopId))).url);
    } catch (error) {
      notify(integrationKey('whitelabel.preview_failed'), { type: 'error', messageArgs: { message: errorMessageOf(error) } });
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<Visibility />} onClick={() => void open()} disabled={shopId === undefined}>
        {translate(label)}
      </Button>
      <PreviewDialog url={url} page={kind} onClose={() => setUrl(undefined)} />
    </>
  );
}
