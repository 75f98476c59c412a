import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/**
 * The list's `onError` (react-admin toasts every failed list call): a failure is said once. On
 * the first page the grid says it in place, where the rows would be, with Retry (`NoRows`), so
 * no toast repeats it; a later page that fails sends react-admin back to the first page, whose
 * rows it still holds, and only a toast can say why.
 */
export function useListFailureToast(page: number): (error: Error | null | undefined) => void {
  const notify = useNotify();
  return useCallback(
    (error) => {
      if (page > 1) notify(error?.message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: error?.message } });
    },
    [page, notify],
  );
}
