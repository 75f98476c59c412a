import { useNavigate, useLocation, Navigate } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Home from '@mui/icons-material/Home';
import { useTranslate } from 'react-admin';
import { useSession } from '../../layout/SessionContext';
import { loginRedirect } from '../auth/guards';

/** Spec 01 §2.2 not-found: '404', Go Back and Go Home when logged in; else login with `from`. */
export const NotFound = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useSession();
  // The route guard already sends logged-out users away; this covers a session that ended here.
  if (!session.getToken()) return <Navigate to={loginRedirect(pathname, search)} replace />;
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h1" component="h1" sx={{ fontWeight: 700 }}>
        {translate('app.not_found.title')}
      </Typography>
      <Typography sx={{ my: 2 }}>{translate('app.not_found.message')}</Typography>
      <Stack direction="row" spacing={2} justifyContent="center">
        <Button variant="outlined" startIcon={<ArrowBack />} onClick={() => navigate(-1)}>
          {translate('app.not_found.go_back')}
        </Button>
        <Button variant="contained" startIcon={<Home />} onClick={() => navigate('/')}>
          {translate('app.not_found.go_home')}
        </Button>
      </Stack>
    </Box>
  );
};
