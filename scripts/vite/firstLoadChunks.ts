import type { Plugin, Rolldown } from 'vite';

/** Libraries that only some screens need, on demand (the date pickers, the claims charts): they keep their own chunks. */
const ON_DEMAND_LIBRARIES =
  /node_modules[\\/](recharts|@mui[\\/]x-date-pickers|date-fns|d3-[\w-]+|victory-vendor|@reduxjs|redux|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/;

/** The library the write bodies' schemas are built on (contract/writes/): only forms check them. */
export const FORM_RULES_LIBRARY = /node_modules[\\/]zod[\\/]/;

/**
 * Modules that reach `library` through static imports, found on the finished module graph
 * (`importsOf` gives a module's static imports).
 */
export function modulesReaching(library: RegExp, ids: Iterable<string>, importsOf: (id: string) => readonly string[]): Set<string> {
  const importers = new Map<string, string[]>();
  const reaching = new Set<string>();
  for (const id of ids) {
    if (library.test(id)) reaching.add(id);
    for (const imported of importsOf(id)) importers.set(imported, [...(importers.get(imported) ?? []), id]);
  }
  const queue = [...reaching];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const importer of importers.get(id) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      queue.push(importer);
    }
  }
  return reaching;
}

/**
 * What the first load evaluates ('$initial': rolldown's own set of modules the entry reaches
 * statically), in four files of similar size, so that Chromium compiles them in parallel while they
 * stream; then one chunk for what two or more screens share, and one for what two or more forms
 * share to check their rules (zod and the write schemas, `isFormCode`): a list loads the first and
 * never the second. The screens' group goes first, so a small module that a list and a form's
 * rules both import stays with the screens.
 */
export function firstLoadGroups(isFormCode: (id: string) => boolean): Rolldown.CodeSplittingGroup[] {
  return [
    { name: 'react', tags: ['$initial'], test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 6 },
    { name: 'mui', tags: ['$initial'], test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/, priority: 5 },
    { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/, priority: 4 },
    { name: 'app', tags: ['$initial'], priority: 3 },
    { name: 'screens', test: (id) => !ON_DEMAND_LIBRARIES.test(id) && !isFormCode(id), minShareCount: 2, priority: 2 },
    { name: 'forms', test: isFormCode, minShareCount: 2, priority: 1 },
  ];
}

/**
 * Few, larger chunks on the first load. Left to itself the bundler puts every module that the
 * entry and some lazy screen share into a chunk of its own (rolldown/rolldown#10731): 16 files
 * before the app could start and 7 more for a list screen, which HTTP/1.1's six connections per
 * host fetched in four rounds (the last file arrived at ~250 ms). Now a list opens with seven
 * files, fetched in one round (~100 ms). One single entry file was slower: Chromium compiles a
 * file on one thread, and 1.1 MB took it ~250 ms; four parts compile side by side.
 * Measured with interleaved runs: −40 ms to the first rows (README, Measured). The auth pages
 * also load the screens' shared chunk: after logging in, the first screen finds it cached.
 * The forms' rules (zod, 35 kB gzip) had joined the screens' chunk and cost a list ~100 ms
 * (issue #34): which modules need them is read from the module graph once it is complete.
 */
export function firstLoadChunks(): Plugin {
  let formCode = new Set<string>();
  return {
    name: 'first-load-chunks',
    apply: 'build',
    buildEnd() {
      formCode = modulesReaching(FORM_RULES_LIBRARY, this.getModuleIds(), (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: firstLoadGroups((id) => formCode.has(id)) } };
    },
  };
}
