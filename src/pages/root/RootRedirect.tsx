import { Navigate } from 'react-router-dom';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDeclaredResources } from '../../framework/resources/resourceOptions';
import { BALANCE_VIEW_CODES, chooseHome } from './chooseHome';
import { useAccessAnswer } from './useAccessAnswer';

/**
 * Root `/`: the screen chooseHome picks for the role (spec 01 §2.3) among the resources App
 * registers, asked of the auth provider.
 */
export const RootRedirect = () => {
  const translate = useTranslate();
  const declared = useDeclaredResources();
  const viewCodes = [...new Set([...declared.map((d) => d.access), ...BALANCE_VIEW_CODES])];
  const can = useAccessAnswer(viewCodes);
  if (!can) return null;
  const home = chooseHome(can, declared);
  if (home) return <Navigate to={home} replace />;
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="info">{translate('app.root.no_screens')}</Alert>
    </Box>
  );
};
