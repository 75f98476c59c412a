/**
 * The size of a date range's two ends, shared by the lazily loaded pickers and the stand-in shown
 * while they load, so that the filter row does not wrap differently when they arrive.
 */
// Side by side each end has a fixed date-and-time width (an input's own width depends on its
// font, a stand-in has none), and the pair wraps when the bar is narrow.
export const ROW_END_SX = { width: 250, maxWidth: '100%' } as const;
export const STACKED_END_SX = { width: '100%' } as const;
/** A small outlined MUI TextField. */
export const END_HEIGHT = 40;
/** The stand-in's margins: react-admin's theme gives every TextField the 'dense' margin. */
export const END_STAND_IN_MARGIN = { mt: 1, mb: 0.5 } as const;
