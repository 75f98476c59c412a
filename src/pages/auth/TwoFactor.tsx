import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Typography } from '@mui/material';
import { Form, TextInput, useLogout, useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLink';
import { PATHS, afterLoginTarget, loginRedirect } from './guards';
import { useBackOfficeAuth } from './useBackOfficeAuth';
import { twoFactorRules, toTwoFactorCode } from './authBodies';
import { notifyError } from './validators';

/** Spec 01 §2.4 second factor: a required code, a verify button, a link back to login. */
export const TwoFactor = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const logout = useLogout();
  const [searchParams] = useSearchParams();
  const authProvider = useBackOfficeAuth();
  const [submitting, setSubmitting] = useState(false);

  const verify = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      await authProvider.verifyTwoFactor(toTwoFactorCode(values).code);
      navigate(afterLoginTarget(searchParams.get('from')), { replace: true });
    } catch (error) {
      // Spec 01 §4.2: a failed step stores the error and clears token and session; the message
      // stays in view on the login page, where the password is asked again (with where the user was going).
      notifyError(notify, error);
      navigate(loginRedirect(searchParams.get('from') ?? PATHS.root), { replace: true });
    }
  };

  return (
    <AuthLayout title="app.auth.two_factor.title">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.auth.two_factor.hint')}
      </Typography>
      <Form onSubmit={verify} noValidate>
        <TextInput
          source="code"
          label="app.auth.two_factor.code"
          autoComplete="one-time-code"
          validate={twoFactorRules('code')}
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 2 }}>
          {translate('app.auth.two_factor.verify')}
        </Button>
      </Form>
      {/* Leaving the step drops the pending session (spec 01 §4.2), else the guard sends the user back here. */}
      <AuthLink
        to={PATHS.login}
        label="app.auth.two_factor.back_to_login"
        onClick={(event) => {
          event.preventDefault();
          void logout({ cancelTwoFactor: true }, PATHS.login, false);
        }}
      />
    </AuthLayout>
  );
};
