import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Tune from '@mui/icons-material/Tune';
import { useTranslate } from 'react-admin';
import { PhoneFold, labelWidth } from '../../src/framework';
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

/** One dropdown of the bar: its options by id, disabled when there is nothing to choose. */
function Selector<T extends string | number>({
  label,
  value,
  options,
  onChange,
  minWidth = 220,
}: {
  label: string;
  value: T;
  options: { id: T; name: string }[];
  onChange: (value: T) => void;
  minWidth?: number;
}) {
  const translate = useTranslate();
  const words = translate(label);
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={words}
      value={value}
      onChange={(event) => onChange((typeof value === 'number' ? Number(event.target.value) : event.target.value) as T)}
      disabled={options.length < 2}
      // 'Moneda de procesamiento' is longer than its 140 px: the label shows whole.
      sx={{ minWidth: Math.max(minWidth, labelWidth(words)) }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The merchant, shop and processing-currency dropdowns of the balance screens (spec 03 §2): All
 * Merchants for a super-merchant, All Shops (0), the currency disabled when there is only one.
 */
export function BalanceSelectors({ config, selection, onMerchant, onShop, onCurrency, currencyHint, children }: BalanceSelectorsProps) {
  const translate = useTranslate();
  const merchants = config.choices.map((c) => ({
    id: c.id,
    name: c.id === ALL_MERCHANTS ? translate(balanceKey('selectors.all_merchants')) : c.name,
  }));
  const shops = [
    { id: ALL_SHOPS, name: translate(balanceKey('selectors.all_shops')) },
    ...shopsOfChoice(config, selection.merchantId, selection.currencyCode).map((shop) => ({ id: shop.shopId, name: shop.shopName })),
  ];
  const currencies = currenciesOfChoice(config, selection.merchantId).map((code) => ({ id: code, name: code }));
  const currency = onCurrency && (
    <Selector
      label={balanceKey('selectors.currency')}
      value={selection.currencyCode}
      options={currencies}
      onChange={onCurrency}
      minWidth={140}
    />
  );
  // Folded on a phone to what is chosen, so the screen's rows start on the first screen.
  const chosen = [
    merchants.find((m) => m.id === selection.merchantId)?.name,
    onShop && shops.find((s) => s.id === selection.shopId)?.name,
    onCurrency && selection.currencyCode,
  ].filter(Boolean);
  const summary = (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
      <Tune fontSize="small" color="action" />
      {chosen.join(' · ')}
    </Typography>
  );
  return (
    <PhoneFold summary={summary}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', px: 2, py: 1 }}>
        <Selector label={balanceKey('selectors.merchant')} value={selection.merchantId} options={merchants} onChange={onMerchant} />
        {onShop && <Selector label={balanceKey('selectors.shop')} value={selection.shopId} options={shops} onChange={onShop} />}
        {currency && currencyHint ? (
          <Tooltip title={translate(balanceKey('selectors.currency_hint'))} placement="top">
            <span>{currency}</span>
          </Tooltip>
        ) : (
          currency
        )}
        <Box sx={{ flex: 1 }} />
        {children}
      </Box>
    </PhoneFold>
  );
}
