import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@mui/material';
import { Form, PasswordInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';
import { loginRules, toLoginBody } from './authBodies';
import { AuthLink } from './AuthLink';
import { BotCheck, useBotCheckRequired } from './BotCheck';
import { PATHS, afterLoginTarget, fromOfLoginState } from './guards';
import { useBackOfficeAuth } from './useBackOfficeAuth';
import { notifyError } from './validators';

/** Spec 01 §2.4 login: username, password, optional bot check, link to reset password. */
export const Login = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const authProvider = useBackOfficeAuth();
  const botCheckRequired = useBotCheckRequired(authProvider);
  const [botToken, setBotToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const from = searchParams.get('from');

  // react-admin's own logout redirect carries the origin in router state; show it as ?from=.
  useEffect(() => {
    const fromState = fromOfLoginState(location.state);
    if (fromState && !from) navigate(`${PATHS.login}?from=${encodeURIComponent(fromState)}`, { replace: true });
  }, [location.state, from, navigate]);

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      await authProvider.login({ ...toLoginBody(values), token: botToken ?? '' });
      const target = afterLoginTarget(from);
      if (authProvider.isTwoFactorPending()) {
        const query = target === PATHS.root ? '' : `?from=${encodeURIComponent(target)}`;
        navigate(`${PATHS.twoFactor}${query}`, { replace: true });
      } else {
        navigate(target, { replace: true });
      }
    } catch (error) {
      notifyError(notify, error);
      setSubmitting(false);
    }
  };

  const blockedByBotCheck = botCheckRequired !== false && !botToken;
  return (
    <AuthLayout title="app.auth.login.title">
      <Form onSubmit={submit} noValidate>
        <TextInput
          source="username"
          label="app.auth.login.username"
          autoComplete="username"
          validate={loginRules('username')}
          fullWidth
          autoFocus
        />
        <PasswordInput
          source="password"
          label="app.auth.login.password"
          autoComplete="current-password"
          validate={loginRules('password')}
          fullWidth
        />
        {botCheckRequired && <BotCheck onToken={setBotToken} />}
        <Button type="submit" variant="contained" fullWidth disabled={blockedByBotCheck || submitting} sx={{ mt: 2 }}>
          {translate('app.auth.login.submit')}
        </Button>
      </Form>
      <AuthLink to={PATHS.resetPassword} label="app.auth.login.forgot_password" />
    </AuthLayout>
  );
};
