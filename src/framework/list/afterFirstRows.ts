import { lazy, useEffect, type ComponentType } from 'react';
import { useListContext } from 'react-admin';

let markShown: () => void = () => undefined;
const firstRowsShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * Called by the lists: their first page has rendered (rows, or the empty or failed state), or
 * they will ask for none until the user fills a required filter (not `ready`, not `settling`),
 * which the date pickers then must not wait for. A list still settling (waiting for what its
 * first request needs, a lookup) has not shown its rows yet.
 */
export function useMarkFirstRows(ready: boolean, settling: boolean): void {
  const { isPending } = useListContext();
  const shown = ready ? !isPending : !settling;
  useEffect(() => {
    // After the frame that paints them: a task queued from that frame's animation callback.
    if (shown) requestAnimationFrame(() => setTimeout(markShown, 0));
  }, [shown]);
}

/**
 * Resolves once the first list of the visit has shown its page, or after `maxMs` on a screen
 * without one: for code a screen needs soon but its rows must not wait for (the date pickers,
 * ~250 kB to compile). Later screens find it resolved and load at once.
 */
export const afterFirstRows = (maxMs = 2000): Promise<void> =>
  Promise.race([firstRowsShown, new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);

/**
 * A component exported by name from a module fetched once the first rows are painted
 * (`afterFirstRows`): the date range's pickers, a page's chart. The caller's `<Suspense>` keeps
 * its room meanwhile.
 *
 *     const TrendChart = lazyAfterFirstRows(() => import('./TrendChart'), 'TrendChart');
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the caller's component decides them
export function lazyAfterFirstRows<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(() =>
    afterFirstRows()
      .then(load)
      .then((module) => ({ default: module[name] })),
  );
}
