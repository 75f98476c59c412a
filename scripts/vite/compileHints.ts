import type { Plugin } from 'vite';

/** V8's file-level compile hint (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every JS chunk with V8's explicit compile hint, so Chromium compiles its functions on a
 * background thread while the file streams in, instead of lazily on the main thread the first
 * time each is called. Our chunks are the app and the screens: most of their functions run on
 * the first render. Measured on the first-rows path: ~70 ms less main-thread time (README, Measured).
 * Other browsers ignore the comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own post-processing, which prepends its preload helper to the entry.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && !output.code.startsWith(COMPILE_HINT)) output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
