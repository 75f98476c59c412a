import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints } from './compileHints';
import { listLoaders, routePreloads } from './routePreloads';
import { tooltipsAfterFirstPaint } from './tooltipsAfterFirstPaint';

const RESOURCES = fileURLToPath(new URL('../../resources', import.meta.url));

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry, code: 'export {};' }) as unknown as Rollup.OutputChunk;

describe('routePreloads', () => {
  it("reads each resource's list loader from its definition", () => {
    const loaders = listLoaders(RESOURCES);
    expect(loaders.get('transactions-v2')).toEqual([`${RESOURCES}/transactions-v2/TransactionsV2Page.tsx`]);
    expect(loaders.get('claims')?.[0]).toMatch(/resources\/claims\/\w+\.tsx$/);
  });

  it("injects a script that preloads a list's chunks, without those the entry already loads", () => {
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', null, ['assets/vendor.js'], true),
      'assets/vendor.js': chunk('assets/vendor.js', null),
      'assets/page.js': chunk('assets/page.js', `${RESOURCES}/transactions-v2/TransactionsV2Page.tsx`, [
        'assets/list.js',
        'assets/vendor.js',
      ]),
      'assets/list.js': chunk('assets/list.js', null, ['assets/vendor.js']),
    };
    const hook = routePreloads(RESOURCES).transformIndexHtml as {
      handler: (html: string, ctx: { bundle: Rollup.OutputBundle }) => unknown;
    };
    const [tag] = hook.handler('<html></html>', { bundle }) as { tag: string; children: string }[];
    expect(tag.tag).toBe('script');
    const table = JSON.parse(/\}\)\((\{.*\})\);$/.exec(tag.children)![1]) as Record<string, string[]>;
    expect(new Set(table['transactions-v2'])).toEqual(new Set(['assets/page.js', 'assets/list.js']));
    expect(table['transactions-v2']).not.toContain('assets/vendor.js');
  });
});

describe('compileHints', () => {
  it('starts every chunk with the hint, once', () => {
    const bundle = { 'a.js': chunk('a.js', null), 'b.js': { ...chunk('b.js', null), code: `${COMPILE_HINT}\nx;` } } as Rollup.OutputBundle;
    const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
    hook.handler({}, bundle);
    hook.handler({}, bundle);
    expect((bundle['a.js'] as Rollup.OutputChunk).code).toBe(`${COMPILE_HINT}\nexport {};`);
    expect((bundle['b.js'] as Rollup.OutputChunk).code).toBe(`${COMPILE_HINT}\nx;`);
  });
});

describe('tooltipsAfterFirstPaint', () => {
  const WRAPPER = '/app/src/framework/tooltips/TooltipAfterFirstPaint.tsx';
  const MUI_TOOLTIP = '/app/node_modules/@mui/material/esm/Tooltip/index.js';
  // What Vite itself resolves each import to.
  const resolved: Record<string, string> = {
    '@mui/material/Tooltip': MUI_TOOLTIP,
    './Tooltip/index.js': MUI_TOOLTIP,
    './Tooltip.js': '/app/node_modules/@mui/material/esm/Tooltip/Tooltip.js',
    './TooltipStub': '/app/src/TooltipStub.tsx',
  };
  const hook = tooltipsAfterFirstPaint(WRAPPER).resolveId as {
    filter: { id: RegExp };
    handler: (this: unknown, source: string, importer: string | undefined, options: object) => Promise<string | null>;
  };
  const resolveFrom = (source: string, importer: string) =>
    hook.handler.call({ resolve: async (id: string) => (resolved[id] ? { id: resolved[id] } : null) }, source, importer, {});

  it("serves the wrapper for MUI's Tooltip, imported directly or through the barrel", async () => {
    expect(await resolveFrom('@mui/material/Tooltip', '/app/src/framework/actions/RowActions.tsx')).toBe(WRAPPER);
    expect(await resolveFrom('./Tooltip/index.js', '/app/node_modules/@mui/material/esm/index.js')).toBe(WRAPPER);
    expect(hook.filter.id.test('@mui/material/Tooltip')).toBe(true);
  });

  it('leaves the real Tooltip to the wrapper and every other module alone', async () => {
    expect(await resolveFrom('@mui/material/Tooltip', WRAPPER)).toBeNull();
    expect(await resolveFrom('./Tooltip.js', MUI_TOOLTIP)).toBeNull();
    expect(await resolveFrom('./TooltipStub', '/app/src/main.tsx')).toBeNull();
  });
});
