import { useEffect } from 'react';
import { useNotify } from 'react-admin';

/**
 * Says a query's failure once, as an error toast whose `%{message}` is the failure's words (spec
 * 01 §8): a lookup that could not load, a balance that reads zero instead. Nothing while it holds.
 */
export function useFailureToast(error: Error | null | undefined, messageKey: string): void {
  const notify = useNotify();
  const message = error?.message;
  useEffect(() => {
    if (message !== undefined) notify(messageKey, { type: 'error', messageArgs: { message } });
  }, [message, messageKey, notify]);
}
