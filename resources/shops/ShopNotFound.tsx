import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

/** What the shop's page and drawer show for a shop that does not exist or that the list hides. */
export function ShopNotFound({ id }: { id: string | number }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" role="alert">
      {translate('resources.shops.detail.not_found', { id })}
    </Alert>
  );
}
