import type { Plugin } from 'vite';

/** MUI's Tooltip module, whichever way it is imported (`@mui/material/Tooltip` or the barrel). */
export const MUI_TOOLTIP = /[\\/]@mui[\\/]material[\\/]esm[\\/]Tooltip[\\/]index\.js$/;

/**
 * Serves `wrapper` (src/perf/tooltips/TooltipAfterFirstPaint.tsx) wherever the built app
 * imports MUI's Tooltip: ours and react-admin's (sort headers, the menu button) alike, which no
 * prop or theme setting reaches. The wrapper itself imports the real one. Build only: the dev
 * server pre-bundles react-admin beyond a plugin's reach, and tests render the real Tooltip.
 */
export function tooltipsAfterFirstPaint(wrapper: string): Plugin {
  return {
    name: 'tooltips-after-first-paint',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /Tooltip/ },
      async handler(source, importer, options) {
        if (importer === wrapper) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && MUI_TOOLTIP.test(resolved.id) ? wrapper : null;
      },
    },
  };
}
