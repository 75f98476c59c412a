import { Navigate } from 'react-router-dom';
import { Alert, Box } from '@mui/material';
import { useCanAccess, useCanAccessResources, useTranslate } from 'react-admin';
import { resourceDefinitions } from '../../../resources';
import { BALANCE_VIEW_CODES, chooseHome, type AccessAnswer } from './chooseHome';

const VIEW_CODES = [...new Set([...resourceDefinitions.map((d) => d.access), ...BALANCE_VIEW_CODES])];

/** Root `/`: the screen chooseHome picks for the role (spec 01 §2.3), asked of the auth provider. */
export const RootRedirect = () => {
  const translate = useTranslate();
  const view = useCanAccessResources({ action: 'VIEW', resources: VIEW_CODES });
  const globalBalance = useCanAccess({ resource: 'GLOBAL_BALANCE', action: 'MENU' });
  if (!view.canAccess || globalBalance.canAccess === undefined) return null;
  const viewable = view.canAccess;
  const can: AccessAnswer = (code, action) => (action === 'MENU' ? globalBalance.canAccess === true : viewable[code] === true);
  const home = chooseHome(can, resourceDefinitions);
  if (home) return <Navigate to={home} replace />;
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="info">{translate('app.root.no_screens')}</Alert>
    </Box>
  );
};
