import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { PATHS } from './guards';
import { randomGoodbye } from './goodbye';

/** Why the user was logged out, passed in router state (e.g. the sandbox disclaimer was refused). */
export interface LogoutState {
  warning?: string;
}

/**
 * /logout (spec 01 §2.2): log out, a random goodbye, then the login page. Denied routes land
 * here too; a caller's warning replaces the goodbye.
 */
export const Logout = () => {
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const location = useLocation();
  const started = useRef(false);
  const warning = (location.state as LogoutState | null)?.warning;

  useEffect(() => {
    // StrictMode runs effects twice; logging out twice would POST /logout twice.
    if (started.current) return;
    started.current = true;
    const done = () => notify(warning ?? randomGoodbye(), { type: warning ? 'warning' : 'info' });
    logout(undefined, PATHS.login, false).then(done, done);
  }, [logout, notify, warning]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }} role="status">
        <CircularProgress aria-hidden />
        <Typography sx={{ mt: 2 }}>{translate('app.auth.logout.signing_out')}</Typography>
      </Box>
    </Box>
  );
};
