import { useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLink';
import { PATHS } from './guards';
import { useBackOfficeAuth } from './useBackOfficeAuth';
import { recoveryRules, toRecoveryBody } from './authBodies';
import { notifyError } from './validators';

/** The address the recovery e-mail is sent to: the contract's e-mail (one line, at most 254 characters). */
const EMAIL_RULES = recoveryRules('email');

/** Spec 01 §2.4 reset password: a required, trimmed e-mail; the server always answers 204. */
export const ResetPassword = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useBackOfficeAuth();
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const send = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      await authProvider.requestPasswordRecovery(toRecoveryBody(values).email);
      setSent(true);
      notify('app.auth.reset_password.sent', { type: 'success' });
    } catch (error) {
      notifyError(notify, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="app.auth.reset_password.title">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.auth.reset_password.hint')}
      </Typography>
      {sent && (
        <Alert severity="success" sx={{ my: 1 }}>
          {translate('app.auth.reset_password.sent')}
        </Alert>
      )}
      <Form onSubmit={send} noValidate>
        <TextInput
          source="email"
          type="email"
          label="app.auth.reset_password.email"
          autoComplete="email"
          validate={EMAIL_RULES}
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 2 }}>
          {translate('app.auth.reset_password.send')}
        </Button>
      </Form>
      <AuthLink to={PATHS.login} label="app.auth.reset_password.back_to_login" />
    </AuthLayout>
  );
};
