import { useId, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Tooltip, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { isViewLimitError, remainingViews } from './credentials';
import { ShopCredentialsDialog } from './ShopCredentialsDialog';
import type { ShopRecord } from './types';
import { useMaxCredentialViews } from './useCredentialLimit';

const key = (k: string) => `resources.shops.credentials.${k}`;

/**
 * "Show credentials" for the shop in the record context (spec 02 §2, §6): only with
 * SHOW_CREDENTIALS VIEW, nothing at all without it; nothing either for a shop that has no
 * credentials to show.
 */
export function ShopCredentialsButton() {
  const record = useRecordContext<ShopRecord>();
  const { canAccess } = useCanAccess({ resource: 'SHOW_CREDENTIALS', action: 'VIEW' });
  if (canAccess !== true || !record || record.hasCredentials === false) return null;
  return <CredentialsControl shop={record} />;
}

/**
 * Shows the remaining views, asks before spending one, then fetches the credentials with a
 * mutation: its answer lives in this component only and is dropped from react-query's cache on
 * close (gcTime 0), so the secrets never outlive the dialog.
 */
function CredentialsControl({ shop }: { shop: ShopRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const maximum = useMaxCredentialViews(true);
  const remaining = remainingViews(maximum.data, shop.shopCredentialsViewCount);

  const view = useMutation({
    mutationFn: () => dataProvider.shopCredentials(shop.shopId),
    gcTime: 0,
    onSettled: () => {
      setConfirming(false);
      // The view count changed on the server (or ours was stale when it refused): reload the shop.
      void queryClient.invalidateQueries({ queryKey: ['shops'] });
    },
    onError: (error) => {
      if (isViewLimitError(error)) notify(key('limit_reached'), { type: 'error' });
      else notify(error instanceof Error ? error.message : 'messages.server_error', { type: 'error' });
    },
  });

  const noneLeft = remaining === 0;
  const reason = noneLeft ? translate(key('none_left'), { max: maximum.data }) : '';
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Tooltip title={reason} describeChild>
          {/* A disabled button fires no events: the span carries the tooltip. */}
          <span>
            <Button
              variant="outlined"
              startIcon={view.isPending ? <CircularProgress size={16} /> : <KeyIcon />}
              disabled={remaining === undefined || noneLeft || view.isPending}
              aria-describedby={noneLeft ? reasonId : undefined}
              onClick={() => setConfirming(true)}
            >
              {translate(key('show'))}
            </Button>
          </span>
        </Tooltip>
        {remaining !== undefined && (
          <Typography variant="body2" color={noneLeft ? 'error' : 'text.secondary'} data-testid="credential-views-left">
            {translate(key('remaining'), { count: remaining })}
          </Typography>
        )}
      </Stack>
      {noneLeft && (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {reason}
        </Typography>
      )}
      {maximum.isError && (
        <Alert severity="error">
          {translate('messages.error_fetching_configurations', { message: translate(maximum.error.message, { _: maximum.error.message }) })}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        loading={view.isPending}
        title={key('confirm_title')}
        message={key('confirm_content')}
        messageArgs={{ count: remaining ?? 0, max: maximum.data ?? 0 }}
        confirmLabel={key('confirm')}
        focusCancel
        onConfirm={() => view.mutate()}
        onClose={() => setConfirming(false)}
      />
      {view.data && (
        <ShopCredentialsDialog
          credentials={view.data}
          remaining={remainingViews(maximum.data, view.data.viewCount)}
          onClose={() => view.reset()}
        />
      )}
    </Stack>
  );
}
