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
    update();
    wrapper.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resized?.observe(wrapper);
    resized?.observe(table);
    cleanup.current = () => {
      wrapper.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, []);
}
