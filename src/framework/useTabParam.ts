import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A page's tab kept in the address (`?tab=<name>`, spec 02 §2 Payouts), so reload, share and Back
 * keep it. A missing or unknown tab reads as `fallback` (the first tab the role may see).
 * Switching writes the tab alone: the other tab's list parameters (filters, page) do not belong
 * to the new one.
 */
export function useTabParam<T extends string>(allowed: readonly T[], fallback: T, param = 'tab'): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(param) as T | null;
  const tab = asked && allowed.includes(asked) ? asked : fallback;
  const select = useCallback((next: T) => setParams(new URLSearchParams({ [param]: next })), [setParams, param]);
  return [tab, select];
}
