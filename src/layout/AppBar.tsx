import { Link as RouterLink } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import {
  AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton, useGetIdentity, useTranslate,
} from 'react-admin';
import { DisclaimerWidget } from './DisclaimerWidget';
import { useAfterFirstPaint } from '../framework/useAfterFirstPaint';

/** Spec 01 §2.5 header: user's name, logout link, disclaimer widget; language and theme switches. */
const Toolbar = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // Right-aligned after the title: appearing a frame later moves nothing.
  const controlsReady = useAfterFirstPaint();
  return (
    <>
      {controlsReady && (
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
          <DisclaimerWidget />
          <LoadingIndicator />
        </>
      )}
      {identity?.fullName && (
        <Typography variant="body2" sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }} data-testid="user-name">
          {identity.fullName}
        </Typography>
      )}
      <Button color="inherit" component={RouterLink} to="/logout" startIcon={<Logout />}>
        {translate('app.header.logout')}
      </Button>
    </>
  );
};

export const AppBar = () => (
  // alwaysOn: a back-office header stays put, and hide-on-scroll would read the scroll offset
  // (a forced layout) on every render of the shell.
  <RaAppBar toolbar={<Toolbar />} userMenu={false} alwaysOn>
    <TitlePortal />
  </RaAppBar>
);
