import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessageOf } from '../../providers/httpError';

export interface NotifiedCallMessages {
  /** i18n key said when the call succeeds; nothing when omitted. */
  success?: string;
  /** i18n key said when it fails, with the failure's words as %{message}. */
  failure: string;
}

/**
 * A call a button or a form makes (a save, a download, a note), with its busy state and its two
 * outcomes said as toasts. `run` answers whether it succeeded, so the caller closes a dialog or
 * clears a box only then; a failure keeps what the user typed.
 */
export function useNotifiedCall<A extends unknown[], R>(call: (...args: A) => Promise<R>, { success, failure }: NotifiedCallMessages) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      setBusy(true);
      try {
        await call(...args);
        if (success) notify(success, { type: 'success' });
        return true;
      } catch (error) {
        notify(failure, { type: 'error', messageArgs: { message: errorMessageOf(error) } });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [call, success, failure, notify],
  );
  return { run, busy };
}
