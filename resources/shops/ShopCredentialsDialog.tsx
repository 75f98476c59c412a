import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { CopyButton, formatDate } from '../../src/framework';
import type { ShopCredentialsReply } from '../../src/providers/types';
import { maskSecret } from './credentials';
import { ExternalLink } from './ShopFields';
import { useCoreApiConfig } from './useCredentialLimit';

const key = (k: string) => `resources.shops.credentials.${k}`;

function CredentialRow({
  label,
  value,
  shown,
  copyLabel,
  toggle,
}: {
  label: string;
  value: string;
  shown: string;
  copyLabel: string;
  toggle?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} component="dd" style={{ margin: 0 }}>
        <Box
          component="code"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flex: 1 }}
          data-testid={`credential-${label.split('.').pop()}`}
        >
          {shown}
        </Box>
        {toggle}
        {/* The real value is copied even while it is masked on screen. */}
        <CopyButton value={value} label={copyLabel} />
      </Stack>
    </Stack>
  );
}

function CoreApiLinks() {
  const translate = useTranslate();
  const config = useCoreApiConfig(true);
  if (config.isPending) return <Skeleton variant="text" width="60%" aria-label={translate('grid.loading')} />;
  if (config.isError) {
    return (
      <Alert severity="warning">
        {translate('messages.error_fetching_configurations', { message: translate(config.error.message, { _: config.error.message }) })}
      </Alert>
    );
  }
  const links = [
    ['api_payment_url', config.data.apiPaymentUrl],
    ['api_documentation_url', config.data.apiDocumentationUrl],
  ] as const;
  return (
    <Stack spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {links
        .filter(([, url]) => Boolean(url))
        .map(([name, url]) => (
          <li key={name}>
            <Typography variant="body2" component="span" sx={{ mr: 1 }}>
              {translate(key(name))}:
            </Typography>
            <ExternalLink href={url}>{url}</ExternalLink>
          </li>
        ))}
    </Stack>
  );
}

/** The credentials of one view (spec 02 §2 "Shop Credentials" modal); the secret key starts masked. */
export function ShopCredentialsDialog({
  credentials,
  remaining,
  onClose,
}: {
  credentials: ShopCredentialsReply;
  /** Views left after this one. */
  remaining: number | undefined;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [revealed, setRevealed] = useState(false);
  const toggleLabel = translate(key(revealed ? 'hide_secret' : 'show_secret'));
  return (
    <Dialog open onClose={onClose} aria-labelledby="shop-credentials-title" fullWidth maxWidth="sm">
      <DialogTitle id="shop-credentials-title">{translate(key('title'), { shop: credentials.shopName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {credentials.hasCredentials ? (
            <>
              <Alert severity="warning">{translate(key('keep_safe'))}</Alert>
              <Stack spacing={1.5} component="dl" sx={{ m: 0 }}>
                <CredentialRow
                  label={key('username')}
                  value={credentials.username}
                  shown={credentials.username}
                  copyLabel={key('copy_username')}
                />
                <CredentialRow
                  label={key('apiKey')}
                  value={credentials.apiKey}
                  shown={credentials.apiKey}
                  copyLabel={key('copy_api_key')}
                />
                <CredentialRow
                  label={key('secretKey')}
                  value={credentials.secretKey}
                  shown={revealed ? credentials.secretKey : maskSecret(credentials.secretKey)}
                  copyLabel={key('copy_secret_key')}
                  toggle={
                    <Tooltip title={toggleLabel}>
                      <IconButton size="small" aria-label={toggleLabel} aria-pressed={revealed} onClick={() => setRevealed((v) => !v)}>
                        {revealed ? <VisibilityOffIcon fontSize="inherit" /> : <VisibilityIcon fontSize="inherit" />}
                      </IconButton>
                    </Tooltip>
                  }
                />
              </Stack>
              {credentials.dateTime && (
                <Typography variant="caption" color="text.secondary">
                  {translate(key('issued'), { date: formatDate(credentials.dateTime, 'dateTime') })}
                </Typography>
              )}
            </>
          ) : (
            <Alert severity="info">{translate(key('no_credentials'))}</Alert>
          )}
          <CoreApiLinks />
          {remaining !== undefined && (
            <Typography variant="body2" role="status" data-testid="credential-views-left-after">
              {translate(key('remaining'), { count: remaining })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate(key('close'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
