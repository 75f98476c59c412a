import { Navigate } from 'react-router-dom';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resourceDefinitions } from '../../../resources';
import { BALANCE_VIEW_CODES, chooseHome } from './chooseHome';
import { useAccessAnswer } from './useAccessAnswer';

const VIEW_CODES = [...new Set([...resourceDefinitions.map((d) => d.access), ...BALANCE_VIEW_CODES])];

/** Root `/`: the screen chooseHome picks for the role (spec 01 §2.3), asked of the auth provider. */
export const RootRedirect = () => {
  const translate = useTranslate();
  const can = useAccessAnswer(VIEW_CODES);
  if (!can) return null;
  const home = chooseHome(can, resourceDefinitions);
  if (home) return <Navigate to={home} replace />;
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="info">{translate('app.root.no_screens')}</Alert>
    </Box>
  );
};
