import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { ALL_MERCHANTS, ALL_SHOPS, currenciesOfChoice, shopsOfChoice, type BalanceConfig } from './useBalanceConfig';
import type { BalanceSelection } from './useBalanceSelection';
import { balanceKey } from './messages';

export interface BalanceSelectorsProps {
  config: BalanceConfig;
  selection: BalanceSelection;
  onMerchant: (merchantId: number) => void;
  onShop?: (shopId: number) => void;
  onCurrency?: (currencyCode: string) => void;
  /** The newer screen's tooltip on its currency dropdown. */
  currencyHint?: boolean;
  children?: ReactNode;
}

/**
 * The merchant, shop and processing-currency dropdowns of the balance screens (spec 03 §2): All
 * Merchants for a super-merchant, All Shops (0), the currency disabled when there is only one.
 */
export function BalanceSelectors({ config, selection, onMerchant, onShop, onCurrency, currencyHint, children }: BalanceSelectorsProps) {
  const translate = useTranslate();
  const currencies = currenciesOfChoice(config, selection.merchantId);
  const shops = shopsOfChoice(config, selection.merchantId, selection.currencyCode);
  const currency = (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={translate(balanceKey('selectors.currency'))}
      value={selection.currencyCode}
      onChange={(event) => onCurrency?.(event.target.value)}
      disabled={currencies.length < 2}
      sx={{ minWidth: 140 }}
    >
      {currencies.map((code) => (
        <MenuItem key={code} value={code}>
          {code}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', px: 2, py: 1 }}>
      <TextField
        select
        fullWidth={false}
        size="small"
        label={translate(balanceKey('selectors.merchant'))}
        value={selection.merchantId}
        onChange={(event) => onMerchant(Number(event.target.value))}
        disabled={config.choices.length < 2}
        sx={{ minWidth: 220 }}
      >
        {config.choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.id === ALL_MERCHANTS ? translate(balanceKey('selectors.all_merchants')) : choice.name}
          </MenuItem>
        ))}
      </TextField>
      {onShop && (
        <TextField
          select
          fullWidth={false}
          size="small"
          label={translate(balanceKey('selectors.shop'))}
          value={selection.shopId}
          onChange={(event) => onShop(Number(event.target.value))}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL_SHOPS}>{translate(balanceKey('selectors.all_shops'))}</MenuItem>
          {shops.map((shop) => (
            <MenuItem key={shop.shopId} value={shop.shopId}>
              {shop.shopName}
            </MenuItem>
          ))}
        </TextField>
      )}
      {onCurrency &&
        (currencyHint ? (
          <Tooltip title={translate(balanceKey('selectors.currency_hint'))} placement="top">
            <span>{currency}</span>
          </Tooltip>
        ) : (
          currency
        ))}
      <Box sx={{ flex: 1 }} />
      {children}
    </Box>
  );
}
