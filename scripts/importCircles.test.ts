import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './lib/importGraph';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the import graph (README "Architecture")', () => {
  const graph = importGraph(root);

  it('reads the project: every layer, and the imports between them', () => {
    expect(graph.get('src/App.tsx')).toContain('resources/index.ts');
    expect(graph.get('fake-api/auth.ts')).toContain('contract/access/index.ts');
    expect(graph.size).toBeGreaterThan(500);
  });

  it('has no circle: no files that import each other round a loop', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('reads type-only imports, re-exports and lazy imports, so a circle through them counts', () => {
    const house = mkdtempSync(join(tmpdir(), 'import-graph-'));
    mkdirSync(join(house, 'src', 'list'), { recursive: true });
    writeFileSync(join(house, 'src', 'list', 'List.tsx'), "import type { Props } from './props';\nexport const List = 1;\n");
    writeFileSync(join(house, 'src', 'list', 'props.ts'), "export { List } from './List';\nexport type Props = number;\n");
    writeFileSync(join(house, 'src', 'lazy.ts'), "export const load = () => import('./list/List');\n");
    expect(importCircles(importGraph(house))).toEqual([['src/list/List.tsx', 'src/list/props.ts']]);
    expect(importGraph(house).get('src/lazy.ts')).toEqual(['src/list/List.tsx']);
  });

  it('finds every circle of a graph, a file that imports itself too', () => {
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(importCircles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCircles(new Map([['self.ts', ['self.ts']]]))).toEqual([['self.ts']]);
  });
});
