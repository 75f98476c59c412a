import { useDeferredValue } from 'react';

/**
 * False on a component's first render, true in the render React runs right after that one has
 * painted (a deferred value). Parts of a screen that a visitor does not need in the very first
 * frame (the menu items, the header switches, the pagination under the grid,
 * closed drawers) wait for it, so a direct visit paints the rows sooner (README, Measured).
 * Whatever waits must keep its size meanwhile, so nothing shifts when it appears.
 */
export const useAfterFirstPaint = (): boolean => useDeferredValue(true, false);
