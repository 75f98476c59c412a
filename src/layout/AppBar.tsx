import { Link as RouterLink } from 'react-router-dom';
import { Button, IconButton, Tooltip } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import { AppBar as RaAppBar, AppBarClasses, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { DisclaimerWidget } from './DisclaimerWidget';
import { LanguageMenu } from './LanguageMenu';
import { MenuToggle } from './MenuToggle';
import { UserIdentity } from './UserIdentity';
import { useIsPhone } from '../framework/useIsPhone';
import { useAfterFirstPaint } from '../framework/useAfterFirstPaint';

/** Spec 01 §2.5 header: user's name and role, logout link, disclaimer widget; language and theme switches. */
const Toolbar = () => {
  const translate = useTranslate();
  // Right-aligned after the title: appearing a frame later moves nothing.
  const controlsReady = useAfterFirstPaint();
  // On a phone the header's switches leave no room for the word: it would wrap over the bar's edge.
  const isPhone = useIsPhone();
  const logout = translate('app.header.logout');
  return (
    <>
      {controlsReady && (
        <>
          <LanguageMenu compact={isPhone} />
          <ToggleThemeButton />
          <DisclaimerWidget />
          <LoadingIndicator />
        </>
      )}
      <UserIdentity />
      {isPhone ? (
        <Tooltip title={logout}>
          <IconButton color="inherit" component={RouterLink} to="/logout">
            <Logout />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" component={RouterLink} to="/logout" startIcon={<Logout />}>
          {logout}
        </Button>
      )}
    </>
  );
};

const TITLE_SX = {
  whiteSpace: 'normal',
  overflow: 'visible',
  overflowWrap: 'anywhere',
  lineHeight: 1.2,
  fontSize: { xs: '1rem', sm: '1.25rem' },
} as const;

/** react-admin's own menu button gives way to MenuToggle (no tooltip left over the title on a phone). */
const APP_BAR_SX = { [`& .${AppBarClasses.menuButton}`]: { display: 'none' } } as const;

export const AppBar = () => (
  // alwaysOn: a back-office header stays put, and hide-on-scroll would read the scroll offset
  // (a forced layout) on every render of the shell.
  <RaAppBar toolbar={<Toolbar />} userMenu={false} alwaysOn sx={APP_BAR_SX}>
    <MenuToggle />
    {/* A long title ('Painel de reclamações' on a phone) wraps onto a second line instead of being cut. */}
    <TitlePortal sx={TITLE_SX} />
  </RaAppBar>
);
