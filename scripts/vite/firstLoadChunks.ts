import type { Plugin, Rolldown } from 'vite';

/** Libraries that only some screens need, on demand (the claims charts): they keep their own chunks. */
const ON_DEMAND_LIBRARIES =
  /node_modules[\\/](recharts|d3-[\w-]+|victory-vendor|@reduxjs|redux|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/;

/** The library the write bodies' schemas are built on (contract/writes/): only forms check them. */
export const FORM_RULES_LIBRARY = /node_modules[\\/]zod[\\/]/;

/**
 * MUI's date pickers and the date library under them: only forms' date fields and the filters' open
 * date ranges show them. The app's own date-fns only: ra-core keeps a copy of its own (nested under
 * it, for its guessers), which every react-admin import reaches.
 */
export const DATE_PICKERS_LIBRARY = /^(?!.*node_modules.*node_modules).*node_modules[\\/](@mui[\\/]x-date-pickers|date-fns)[\\/]/;

/**
 * Code a list never runs before its rows: each library with the modules that reach it, in a
 * chunk of its own that what needs it loads on first use.
 */
export const ON_DEMAND_CODE = [
  { group: 'forms', library: FORM_RULES_LIBRARY },
  { group: 'pickers', library: DATE_PICKERS_LIBRARY },
] as const;
export type OnDemandGroup = (typeof ON_DEMAND_CODE)[number]['group'];

/** The sign-in pages (login, second factor, recovery…): they load what they use, never the screens' code. */
export const AUTH_PAGES = /[\\/]src[\\/]pages[\\/]auth[\\/]/;
/** `auth`: what the sign-in pages use; `rules`: the part of the forms' rules they check too (zod). */
export type CodeGroup = OnDemandGroup | 'auth' | 'rules';

export interface ModuleGraph {
  ids: readonly string[];
  importsOf: (id: string) => readonly string[];
  dynamicImportsOf: (id: string) => readonly string[];
}

/**
 * The group each module goes in, from the finished module graph (the rest: the screens' shared
 * chunk, or a chunk of its own). The sign-in pages' code, with what they load on demand (the
 * rules' words), is `auth`; a module that reaches zod is the forms' (`forms`), or `rules` when a
 * sign-in page needs it too; one that reaches the date pickers is `pickers`. So a list loads
 * neither the rules nor the pickers, and a sign-in page loads no screen's code nor other forms'.
 */
export function codeGroups({ ids, importsOf, dynamicImportsOf }: ModuleGraph): Map<string, CodeGroup> {
  const groups = new Map<string, CodeGroup>();
  const auth = reachedFrom(
    ids.filter((id) => AUTH_PAGES.test(id)),
    (id) => [...importsOf(id), ...dynamicImportsOf(id)],
  );
  // The first group to claim a module keeps it: a form's date field that checks its rules is form code.
  for (const { group, library } of ON_DEMAND_CODE) {
    for (const id of modulesReaching(library, ids, importsOf)) {
      if (!groups.has(id)) groups.set(id, group === 'forms' && auth.has(id) ? 'rules' : group);
    }
  }
  for (const id of auth) if (!groups.has(id)) groups.set(id, 'auth');
  return groups;
}

/** The modules `roots` import (`importsOf`), directly or not, the roots included. */
export function reachedFrom(roots: Iterable<string>, importsOf: (id: string) => readonly string[]): Set<string> {
  const closure = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (closure.has(id)) continue;
    closure.add(id);
    queue.push(...importsOf(id));
  }
  return closure;
}

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
 * stream; then what the sign-in pages use (`auth`: the screens load it too, for the inputs and
 * forms they share), one chunk for what two or more screens share, and the on-demand ones
 * (`codeGroups`): the rules the sign-in pages check (zod), the other forms' rules, the date
 * pickers. A list loads none of those. The screens' group goes before the on-demand ones, so a
 * small module that a list and an on-demand part both import stays with the screens.
 */
export function firstLoadGroups(groupOf: (id: string) => CodeGroup | undefined): Rolldown.CodeSplittingGroup[] {
  return [
    { name: 'react', tags: ['$initial'], test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 8 },
    { name: 'mui', tags: ['$initial'], test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/, priority: 7 },
    { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/, priority: 6 },
    { name: 'app', tags: ['$initial'], priority: 5 },
    { name: 'auth', test: (id) => groupOf(id) === 'auth', minShareCount: 2, priority: 4 },
    { name: 'screens', test: (id) => !ON_DEMAND_LIBRARIES.test(id) && groupOf(id) === undefined, minShareCount: 2, priority: 3 },
    ...(['rules', ...ON_DEMAND_CODE.map(({ group }) => group)] as const).map((group) => ({
      name: group,
      test: (id: string) => groupOf(id) === group,
      minShareCount: 2,
      priority: 2,
    })),
  ];
}

/**
 * Few, larger chunks on the first load. Left to itself the bundler puts every module that the
 * entry and some lazy screen share into a chunk of its own (rolldown/rolldown#10731): 16 files
 * before the app could start and 7 more for a list screen, which HTTP/1.1's six connections per
 * host fetched in four rounds (the last file arrived at ~250 ms). Now a list opens with eight
 * files, the entry's five in one round (~100 ms). One single entry file was slower: Chromium compiles a
 * file on one thread, and 1.1 MB took it ~250 ms; four parts compile side by side.
 * Measured with interleaved runs: −40 ms to the first rows (README, Measured). The sign-in pages
 * loaded the screens' shared chunk too (159 kB gzip), for the few inputs they share with them:
 * those are a chunk of their own now, which the screens load beside theirs (issue #34).
 * The forms' rules (zod, 35 kB gzip) had joined the screens' chunk and cost a list ~100 ms, and so
 * had the date pickers (~90 kB gzip), lazy in name only (issue #34): which modules need them is
 * read from the module graph once it is complete.
 */
export function firstLoadChunks(): Plugin {
  let groups = new Map<string, CodeGroup>();
  return {
    name: 'first-load-chunks',
    apply: 'build',
    buildEnd() {
      groups = codeGroups({
        ids: [...this.getModuleIds()],
        importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicImportsOf: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      });
    },
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: firstLoadGroups((id) => groups.get(id)) } };
    },
  };
}
