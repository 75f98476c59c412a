import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DRAWER_PARAM = 'show';

/**
 * The detail drawer's state lives in the URL (`?show=<id>`), so reload, share and Back work.
 * `listParams` are written along with it: react-admin reads the list's filters from the URL as
 * soon as it has any parameter, so they must travel together.
 */
export function useDrawerParam() {
  const [params, setParams] = useSearchParams();
  const id = params.get(DRAWER_PARAM);
  const open = useCallback(
    (next: string | number, listParams: Record<string, string> = {}) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(listParams)) if (!updated.has(key)) updated.set(key, value);
        updated.set(DRAWER_PARAM, String(next));
        return updated;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete(DRAWER_PARAM);
        return updated;
      }),
    [setParams],
  );
  return { id, open, close };
}
