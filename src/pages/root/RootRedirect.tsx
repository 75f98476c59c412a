import { Navigate } from 'react-router-dom';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resourceDefinitions } from '../../../resources';
import { useProfile } from '../../layout/useProfile';
import { chooseHome } from './chooseHome';

/** Root `/`: the screen chooseHome picks for the role (spec 01 §2.3 seam). */
export const RootRedirect = () => {
  const translate = useTranslate();
  const profile = useProfile();
  const home = chooseHome(profile?.role, resourceDefinitions);
  if (home) return <Navigate to={home} replace />;
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="info">{translate('app.root.no_screens')}</Alert>
    </Box>
  );
};
