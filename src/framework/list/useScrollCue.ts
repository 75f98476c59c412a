import { useCallback, useRef } from 'react';

/**
 * Marks a scrolling grid's root with `data-more-right` / `data-more-left` while columns lie
 * beyond its right / left edge, for the cue the grid's `sx` draws (scrollingGrid.ts). Pass the
 * returned ref to the DataTable (its <table>); it watches the table's scrolling wrapper.
 */
export function useScrollCue() {
  const cleanup = useRef<(() => void) | undefined>(undefined);
  return useCallback((table: HTMLTableElement | null) => {
    cleanup.current?.();
    cleanup.current = undefined;
    const wrapper = table?.parentElement;
    const root = wrapper?.parentElement;
    if (!table || !wrapper || !root) return;
    const update = () => {
      const beyond = wrapper.scrollWidth - wrapper.clientWidth - wrapper.scrollLeft;
      root.toggleAttribute('data-more-right', beyond > 1);
      root.toggleAttribute('data-more-left', wrapper.scrollLeft > 1);
    };
    wrapper.addEventListener('scroll', update, { passive: true });
    // The observer's first call comes once the frame is laid out: measured here, in the commit,
    // the widths forced a layout of the whole page before the rows had even painted (~35 ms).
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (resized) {
      resized.observe(wrapper);
      resized.observe(table);
    } else update();
    cleanup.current = () => {
      wrapper.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, []);
}
