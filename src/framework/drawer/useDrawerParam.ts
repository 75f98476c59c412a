import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DRAWER_PARAM = 'show';
/** A row opened in the grid's own row drawer (a screen with no details of its own): `?row=<id>`. */
export const ROW_PARAM = 'row';

/**
 * The detail drawer's state lives in the URL (`?show=<id>`), so reload, share and Back work.
 * `listParams` are written along with it: react-admin reads the list's filters from the URL as
 * soon as it has any parameter, so they must travel together.
 */
export function useDrawerParam(param: string = DRAWER_PARAM) {
  const [params, setParams] = useSearchParams();
  const id = params.get(param);
  const open = useCallback(
    (next: string | number, listParams: Record<string, string> = {}) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(listParams)) if (!updated.has(key)) updated.set(key, value);
        updated.set(param, String(next));
        return updated;
      }),
    [setParams, param],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete(param);
        return updated;
      }),
    [setParams, param],
  );
  return { id, open, close };
}
