import type { Plugin, Rolldown } from 'vite';

/** Libraries that only some screens need, on demand (the date pickers, the claims charts): they keep their own chunks. */
const ON_DEMAND_LIBRARIES =
  /node_modules[\\/](recharts|@mui[\\/]x-date-pickers|date-fns|d3-[\w-]+|victory-vendor|@reduxjs|redux|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/;

/**
 * What the first load evaluates ('$initial': rolldown's own set of modules the entry reaches
 * statically), in four files of similar size, so that Chromium compiles them in parallel while they
 * stream; then one chunk for what two or more screens share.
 */
export const FIRST_LOAD_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', tags: ['$initial'], test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
  { name: 'mui', tags: ['$initial'], test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/, priority: 4 },
  { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/, priority: 3 },
  { name: 'app', tags: ['$initial'], priority: 2 },
  { name: 'screens', test: (id) => !ON_DEMAND_LIBRARIES.test(id), minShareCount: 2, priority: 1 },
];

/**
 * Few, larger chunks on the first load. Left to itself the bundler puts every module that the
 * entry and some lazy screen share into a chunk of its own (rolldown/rolldown#10731): 16 files
 * before the app could start and 7 more for a list screen, which HTTP/1.1's six connections per
 * host fetched in four rounds (the last file arrived at ~250 ms). Now a list opens with seven
 * files, fetched in one round (~100 ms). One single entry file was slower: Chromium compiles a
 * file on one thread, and 1.1 MB took it ~250 ms; four parts compile side by side.
 * Measured with interleaved runs: −40 ms to the first rows (README, Measured). The auth pages
 * also load the screens' shared chunk: after logging in, the first screen finds it cached.
 */
export function firstLoadChunks(): Plugin {
  return {
    name: 'first-load-chunks',
    apply: 'build',
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: FIRST_LOAD_GROUPS } };
    },
  };
}
