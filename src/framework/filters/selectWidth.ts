/** A single select's narrowest width: MUI's default for a small Autocomplete field in a row. */
export const SELECT_MIN_WIDTH = 220;
/** Wider than this, a long option is cut with an ellipsis rather than stretching the filter row. */
export const SELECT_MAX_WIDTH = 360;
/** The field's padding, label gap and open/clear buttons around the text. */
const CHROME_PX = 110;
/** An average character of the 16 px input font. */
const CHAR_PX = 8.5;

/**
 * Width of a single select that shows its longest option whole: options are words like "Fecha
 * del reclamo" or "Data da transação", which the 220 px default cuts in Spanish and Portuguese.
 */
export function selectWidth(labels: readonly string[]): number {
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0);
  return Math.round(Math.min(SELECT_MAX_WIDTH, Math.max(SELECT_MIN_WIDTH, CHROME_PX + CHAR_PX * longest)));
}

/** The field's padding and end buttons (open, clear) beside its label. */
const LABEL_CHROME_PX = 60;

/**
 * A field's narrowest width that shows its label whole, at the input's 16 px before it floats:
 * MUI cuts a longer label with an ellipsis ('Moneda de procesamien…'), and Spanish and Portuguese
 * labels run a third longer than English ones.
 */
export function labelWidth(label: string): number {
  return Math.round(LABEL_CHROME_PX + CHAR_PX * label.length);
}
