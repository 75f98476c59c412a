import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { legacyKey } from '../balance/messages';
import { ALL_SHOPS, type BalanceShop } from '../balance/useBalanceConfig';

/** Spec 03 §9: four shops a row. */
const PER_ROW = 4;

/** The legacy dashboard's shop buttons (spec 03 §2): the first means all shops; the chosen one is filled. */
export function ShopButtons({ shops, value, onChange }: { shops: BalanceShop[]; value: number; onChange: (shopId: number) => void }) {
  const translate = useTranslate();
  const buttons = [{ shopId: ALL_SHOPS, shopName: translate(legacyKey('all_shops')) }, ...shops];
  return (
    <Box
      role="group"
      aria-label={translate(legacyKey('shops'))}
      sx={{
        display: 'grid',
        gap: 1,
        p: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(${PER_ROW}, minmax(0, 1fr))` },
      }}
    >
      {buttons.map((shop) => (
        <Button
          key={shop.shopId}
          variant={shop.shopId === value ? 'contained' : 'outlined'}
          aria-pressed={shop.shopId === value}
          onClick={() => onChange(shop.shopId)}
          sx={{ textTransform: 'none' }}
        >
          {shop.shopName}
        </Button>
      ))}
    </Box>
  );
}
