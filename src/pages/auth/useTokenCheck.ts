import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { PATHS } from './guards';
import { useBackOfficeAuth } from './useBackOfficeAuth';
import { notifyError } from './validators';

/**
 * Spec 01 §2.4/§8: a recovery key or activation token is checked on load (POST /email-token);
 * an invalid one shows the server's message and goes to root. True once the token is valid.
 */
export function useTokenCheck(token: string | null): boolean {
  const authProvider = useBackOfficeAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const [valid, setValid] = useState(false);
  // One check per token even under StrictMode's double effects.
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (checked.current === token) return;
    checked.current = token;
    const fail = (error: unknown) => {
      notifyError(notify, error);
      navigate(PATHS.root, { replace: true });
    };
    if (!token) {
      fail(new Error('app.auth.invalid_link'));
      return;
    }
    authProvider.checkEmailToken(token).then(() => setValid(true), fail);
  }, [token, authProvider, notify, navigate]);

  return valid;
}
