import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadFailedAlert } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { GuideButton } from '../balance/GuideButton';
import { ledgerKey } from '../balance/messages';
import type { BalanceLedgerModuleProps } from './contract';
import { LedgerAccounts } from './LedgerAccounts';
import { LedgerMovementList } from './LedgerMovementList';

/** The `merchantId` of the address's list filter, when it is one the module may show. */
function merchantOfAddress(config: BalanceLedgerModuleProps['config'], search: string): number | undefined {
  try {
    const filter: unknown = JSON.parse(new URLSearchParams(search).get('filter') ?? 'null');
    const id = Number((filter as { merchantId?: unknown } | null)?.merchantId);
    return config.merchants.some((m) => m.merchantId === id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The balance-ledger module: a merchant's accounts (main and rolling reserve, per currency) with
 * their balances, and the movements that make them, filtered and paged, exported when the host
 * allows it. It reads the ledger endpoints through the app's data provider.
 */
export function BalanceLedgerModule({ config, token, exportAllowed }: BalanceLedgerModuleProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // An address naming a merchant of the config (a balance figure drilled into, issue #33) opens on it.
  const { search } = useLocation();
  const [merchantId, setMerchantId] = useState(() => merchantOfAddress(config, search) ?? config.defaultMerchantId);
  const accounts = useQuery({
    queryKey: ['ledger-accounts', merchantId],
    queryFn: () => dataProvider.ledgerAccounts(merchantId),
    enabled: token !== null && merchantId > 0,
    retry: false,
  });
  const scope = useMemo(() => ({ merchantId }), [merchantId]);
  if (!token)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate(ledgerKey('no_session'))}
      </Alert>
    );
  return (
    <Box sx={{ pb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, pt: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate(ledgerKey('name'))}
        </Typography>
        <GuideButton path={config.guidePath} fileName="balance-ledger-guide.pdf" label={ledgerKey('guide')} />
      </Box>
      <Box sx={{ px: 2, py: 1 }}>
        <TextField
          select
          fullWidth={false}
          size="small"
          label={translate(ledgerKey('merchant'))}
          value={merchantId}
          onChange={(event) => setMerchantId(Number(event.target.value))}
          disabled={config.merchants.length < 2}
          sx={{ minWidth: 260 }}
        >
          {config.merchants.map((m, index) => (
            <MenuItem key={m.merchantId} value={m.merchantId}>
              {index === 0 && config.merchants.length > 1
                ? translate(ledgerKey('with_submerchants'), { name: m.merchantName })
                : m.merchantName}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {accounts.error ? (
        <Box sx={{ px: 2 }}>
          <LoadFailedAlert messageKey={ledgerKey('accounts_failed')} error={accounts.error} onRetry={() => void accounts.refetch()} />
        </Box>
      ) : (
        <LedgerAccounts accounts={accounts.data} />
      )}
      <LedgerMovementList scope={scope} accounts={accounts.data ?? []} exportAllowed={exportAllowed} />
    </Box>
  );
}
