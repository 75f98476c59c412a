import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isSandbox } from '../config';
import type { BackOfficeDataProvider } from '../providers/types';
import type { LogoutState } from '../pages/auth/Logout';
import { createDisclaimerMemory } from './disclaimerMemory';
import { useProfile } from './useProfile';

type DisclaimerStatus = { state: 'checking' } | { state: 'accepted'; acceptedDate: string } | { state: 'pending' };

const DisclaimerContext = createContext<DisclaimerStatus>({ state: 'checking' });
/** The acceptance state, for the header's disclaimer widget. */
export const useDisclaimerStatus = () => useContext(DisclaimerContext);

const memory = createDisclaimerMemory();
const REFUSED: LogoutState = { warning: 'messages.disclaimer_required' };

const userKeyOf = (email: unknown) => (typeof email === 'string' ? email : ((email as { email?: string })?.email ?? ''));

/**
 * Spec 01 §2.5 sandbox disclaimer: ask the server once; an acceptance date means accepted,
 * otherwise a blocking modal whose OK needs the confirm checkbox. Refusing, or an acceptance
 * that comes back without a date, logs the user out with messages.disclaimer_required.
 */
export const SandboxDisclaimer = ({ children }: { children: ReactNode }) => {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const profile = useProfile();
  const user = userKeyOf(profile?.email);
  // Read once: sessionStorage is slow enough to show in every render of the layout.
  const [status, setStatus] = useState<DisclaimerStatus>(() => {
    const remembered = memory.get(user);
    return remembered ? { state: 'accepted', acceptedDate: remembered } : { state: 'checking' };
  });
  const [confirmed, setConfirmed] = useState(false);
  const [saving, setSaving] = useState(false);
  const asked = useRef(false);
  const active = isSandbox() && Boolean(profile);

  const accept = (acceptedDate: string) => {
    memory.set(user, acceptedDate);
    setStatus({ state: 'accepted', acceptedDate });
  };
  const refuse = () => navigate('/logout', { state: REFUSED });

  useEffect(() => {
    if (!active || status.state !== 'checking' || asked.current) return;
    asked.current = true;
    dataProvider.getDisclaimer().then(
      (reply) => (reply?.acceptedDate ? accept(reply.acceptedDate) : setStatus({ state: 'pending' })),
      // The error toast comes from the http client; without an answer the modal still protects.
      () => setStatus({ state: 'pending' }),
    );
    // accept is stable enough: it only closes over `user`, which is fixed for the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, status.state, dataProvider]);

  const confirm = async () => {
    setSaving(true);
    try {
      const reply = await dataProvider.acceptDisclaimer();
      if (reply?.acceptedDate) accept(reply.acceptedDate);
      else refuse();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'messages.server_error', { type: 'error' });
      setSaving(false);
    }
  };

  return (
    <DisclaimerContext.Provider value={status}>
      {children}
      <Dialog
        open={active && status.state === 'pending'}
        // Blocking: neither the backdrop nor Escape closes it (spec: OK or Cancel only).
        onClose={() => undefined}
        disableEscapeKeyDown
        aria-labelledby="sandbox-disclaimer-title"
        aria-describedby="sandbox-disclaimer-body"
      >
        <DialogTitle id="sandbox-disclaimer-title">{translate('app.disclaimer.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="sandbox-disclaimer-body">{translate('app.disclaimer.body')}</DialogContentText>
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
            label={translate('app.disclaimer.confirm')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={refuse} disabled={saving}>
            {translate('app.disclaimer.cancel')}
          </Button>
          <Button onClick={confirm} variant="contained" disabled={!confirmed || saving}>
            {translate('app.disclaimer.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </DisclaimerContext.Provider>
  );
};
