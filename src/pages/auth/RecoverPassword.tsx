import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, LinearProgress, Typography } from '@mui/material';
import { Form, useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLink';
import { passwordResetRules, toPasswordResetBody } from './authBodies';
import { PasswordPairInputs } from './PasswordPairInputs';
import { PATHS } from './guards';
import { useBackOfficeAuth } from './useBackOfficeAuth';
import { useTokenCheck } from './useTokenCheck';
import { notifyError } from './validators';

/** Spec 01 §2.4 recover password: /recover-password?key=..., key checked on load. */
export const RecoverPassword = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const authProvider = useBackOfficeAuth();
  const key = searchParams.get('key');
  const valid = useTokenCheck(key);
  const passwordRules = useMemo(() => passwordResetRules(key ?? '')('password'), [key]);
  const [submitting, setSubmitting] = useState(false);

  const save = async (values: Record<string, unknown>) => {
    if (!key) return;
    setSubmitting(true);
    try {
      await authProvider.resetPassword(key, toPasswordResetBody(key)(values).password);
      notify('app.auth.recover_password.success', { type: 'success' });
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      notifyError(notify, error);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="app.auth.recover_password.title">
      {valid ? (
        <Form onSubmit={save} noValidate>
          <PasswordPairInputs
            passwordLabel="app.auth.recover_password.password"
            confirmLabel="app.auth.recover_password.confirm"
            passwordRules={passwordRules}
          />
          <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 2 }}>
            {translate('app.auth.recover_password.submit')}
          </Button>
        </Form>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('app.auth.recover_password.checking')}
          </Typography>
          <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.auth.recover_password.checking')} />
        </>
      )}
      <AuthLink to={PATHS.login} label="app.auth.recover_password.back_to_login" />
    </AuthLayout>
  );
};
