import { useEffect, useRef } from 'react';

const ROW_CHECKBOX = '.select-item[aria-label]';

/** Moves the label of each row checkbox from MUI's wrapping span onto its input. */
export function labelRowCheckboxes(root: ParentNode): void {
  for (const span of root.querySelectorAll<HTMLElement>(ROW_CHECKBOX)) {
    const input = span.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', span.getAttribute('aria-label') ?? '');
    span.removeAttribute('aria-label');
  }
}

/**
 * react-admin 5.15's row checkbox (DataTable's SelectRowCheckbox) puts its 'Select this row'
 * label on MUI's wrapping span rather than on the input: axe reports a prohibited aria-label on
 * the span and an input without a label. Rendered beside a grid with row selection, this moves
 * each label onto its input as rows appear (the page's 'Select all' already has it right).
 * src/framework/list/RowCheckboxLabels.test.tsx fails once react-admin labels the input itself.
 */
export function RowCheckboxLabels() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const grid = marker.current?.parentElement;
    if (!grid) return undefined;
    labelRowCheckboxes(grid);
    const observer = new MutationObserver(() => labelRowCheckboxes(grid));
    observer.observe(grid, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
  return <span ref={marker} hidden />;
}
