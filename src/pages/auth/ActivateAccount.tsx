import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, CircularProgress, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Form, LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import { useSession } from '../../layout/SessionContext';
import { PasswordPairInputs } from './PasswordPairInputs';
import { activationRules, toActivationBody } from './authBodies';
import { PATHS } from './guards';
import { footerLinks } from './links';
import { useBackOfficeAuth } from './useBackOfficeAuth';
import { useTokenCheck } from './useTokenCheck';
import { notifyError } from './validators';

// The background "image": a CSS composition, so the page needs no asset download.
const background =
  'radial-gradient(circle at 20% 20%, rgba(255,255,255,0.18) 0, transparent 40%),' +
  'radial-gradient(circle at 80% 70%, rgba(255,255,255,0.12) 0, transparent 35%),' +
  'linear-gradient(135deg, #0d2f57 0%, #1a4f8b 55%, #0d6b5f 100%)';

/** Spec 01 §2.4 activate account: split layout, token checked on load, password + confirm. */
export const ActivateAccount = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const authProvider = useBackOfficeAuth();
  const session = useSession();
  const token = searchParams.get('key');
  const valid = useTokenCheck(token);
  const passwordRules = useMemo(() => activationRules(token ?? '')('password'), [token]);
  const [activating, setActivating] = useState(false);

  const activate = async (values: Record<string, unknown>) => {
    if (!token) return;
    setActivating(true);
    try {
      await authProvider.activateAccount(token, toActivationBody(token)(values).password);
      notify('app.auth.activate.success', { type: 'success' });
      navigate(PATHS.root, { replace: true });
    } catch (error) {
      // Spec 01 §8: activation errors show the server's message.
      notifyError(notify, error);
      setActivating(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
      <Box aria-hidden sx={{ flex: 1, minHeight: { xs: 120, md: 'auto' }, backgroundImage: background }} />
      <Stack sx={{ flex: 1, bgcolor: 'background.default', p: { xs: 2, md: 6 } }}>
        <Stack direction="row" justifyContent="flex-end">
          <LocalesMenuButton />
        </Stack>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', maxWidth: 420, width: '100%', mx: 'auto' }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {translate('app.name')}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.auth.activate.title')}
          </Typography>
          {valid ? (
            <>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {translate('app.auth.activate.hint')}
              </Typography>
              <Form onSubmit={activate} noValidate>
                <PasswordPairInputs
                  passwordLabel="app.auth.activate.password"
                  confirmLabel="app.auth.activate.confirm"
                  passwordRules={passwordRules}
                />
                <Button
                  type="submit"
                  variant="contained"
                  fullWidth
                  disabled={activating}
                  aria-busy={activating}
                  startIcon={activating ? <CircularProgress size={18} color="inherit" /> : undefined}
                  sx={{ mt: 2 }}
                >
                  {translate('app.auth.activate.activate')}
                </Button>
              </Form>
            </>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate('app.auth.activate.checking')}
              </Typography>
              <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.auth.activate.checking')} />
            </>
          )}
        </Box>
        <Stack component="footer" direction="row" spacing={2} flexWrap="wrap" justifyContent="center" sx={{ pt: 3 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.auth.activate.copyright', { year: new Date().getFullYear() })}
          </Typography>
          <Link href={footerLinks.companyUrl} target="_blank" rel="noopener noreferrer" variant="caption">
            {translate('app.auth.activate.company')}
          </Link>
          {session.getToken() && (
            <Link href={footerLinks.dpaUrl} target="_blank" rel="noopener noreferrer" variant="caption">
              {translate('app.auth.activate.dpa')}
            </Link>
          )}
        </Stack>
      </Stack>
    </Box>
  );
};
