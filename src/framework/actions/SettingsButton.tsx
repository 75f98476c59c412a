import SettingsIcon from '@mui/icons-material/Settings';
import { Link } from 'react-router-dom';
import { Button, useCanAccess, useResourceContext } from 'react-admin';

/** The grid's edit-settings button (spec 01 §2.6): a link to the screen's settings, for roles with EDIT. */
export const SettingsButton = ({ to, label = 'grid.edit_settings', action = 'edit' }: { to: string; label?: string; action?: string }) => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action });
  if (canAccess !== true) return null;
  return (
    <Button component={Link} to={to} label={label}>
      <SettingsIcon />
    </Button>
  );
};
