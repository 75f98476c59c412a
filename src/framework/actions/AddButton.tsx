import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link, useLocation } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';

/** Goes to the current path + '/new' (spec 01 §2.6); shown only with ADD on the resource code. */
export const AddButton = ({ access, query }: { access: string; query?: string }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { canAccess } = useCanAccess({ resource: access, action: 'ADD' });
  if (canAccess !== true) return null;
  const to = `${pathname.replace(/\/$/, '')}/new${query ? `?${query}` : ''}`;
  return (
    <Button component={Link} to={to} size="small" variant="contained" startIcon={<AddIcon />}>
      {translate('grid.add')}
    </Button>
  );
};
