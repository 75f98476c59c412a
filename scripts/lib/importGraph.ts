/**
 * The project's import graph, read from the sources' own import lines (static, type-only, `export
 * … from` and lazy `import()`), and its circles: groups of files that import each other round a
 * loop. Relative imports only: a package is never part of a circle of ours.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The folders whose files import each other (tests and tools stand outside the layers). */
export const LAYER_FOLDERS = ['contract', 'src', 'resources', 'fake-api'] as const;

const SKIPPED = new Set(['node_modules', 'dist', 'data', 'coverage']);
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]*)['"]|import\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;
const COMMENT = /^\s*\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

function sourceFiles(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    if (SKIPPED.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Each file (a path from `root`) with the files of the graph it imports. */
export function importGraph(root: string, folders: readonly string[] = LAYER_FOLDERS): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = folders.filter((folder) => existsSync(join(root, folder))).flatMap((folder) => sourceFiles(join(root, folder)));
  for (const file of files) {
    const text = readFileSync(file, 'utf8').replace(COMMENT, '');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, (match[1] ?? match[2])!))
      .filter((path): path is string => path !== null)
      .map((path) => relative(root, path));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The circles of a graph (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
