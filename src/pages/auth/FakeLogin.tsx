import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Typography } from '@mui/material';
import { Form, PasswordInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';
import { fakeLoginRules, toFakeLoginBody } from './authBodies';
import { BotCheck, useBotCheckRequired } from './BotCheck';
import { PATHS } from './guards';
import { useBackOfficeAuth } from './useBackOfficeAuth';
import { notifyError } from './validators';

/** Spec 01 §2.4 impersonation: a support agent's credentials (and second factor) log in as `userKey`. */
export const FakeLogin = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const authProvider = useBackOfficeAuth();
  const botCheckRequired = useBotCheckRequired(authProvider);
  const [botToken, setBotToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const userKey = searchParams.get('userKey')?.trim() ?? '';
  const rules = useMemo(() => fakeLoginRules(userKey), [userKey]);

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      const next = await authProvider.fakeLogin({ ...toFakeLoginBody(userKey)(values), token: botToken ?? '' });
      // The support agent's own second factor comes first; its code opens the user's session.
      navigate(next?.redirectTo ?? PATHS.root, { replace: true });
    } catch (error) {
      notifyError(notify, error);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="app.auth.fake_login.title">
      {userKey ? (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('app.auth.fake_login.user_key', { userKey })}
        </Typography>
      ) : (
        <Alert severity="error">{translate('app.auth.fake_login.missing_user_key')}</Alert>
      )}
      <Form onSubmit={submit} noValidate>
        <TextInput source="username" label="app.auth.login.username" autoComplete="username" validate={rules('username')} fullWidth />
        <PasswordInput
          source="password"
          label="app.auth.login.password"
          autoComplete="current-password"
          validate={rules('password')}
          fullWidth
        />
        {botCheckRequired && <BotCheck onToken={setBotToken} />}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={!userKey || submitting || (botCheckRequired !== false && !botToken)}
          sx={{ mt: 2 }}
        >
          {translate('app.auth.fake_login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
};
