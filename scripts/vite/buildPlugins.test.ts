/**
 * The build's speed-ups each lean on a detail of MUI, react-admin or the bundler (README,
 * Measured). These tests check the plugins' logic and, against the installed packages, the
 * detail itself: an upgrade that moves it fails here, loudly, instead of quietly slowing the app.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as vite from 'vite';
import { codeGroups, DATE_PICKERS_LIBRARY, FORM_RULES_LIBRARY, firstLoadChunks, modulesReaching } from './firstLoadChunks';
import { MUI_TOOLTIP, tooltipsAfterFirstPaint } from './tooltipsAfterFirstPaint';

const nodeModule = (path: string) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));

describe('tooltipsAfterFirstPaint', () => {
  const WRAPPER = '/app/src/perf/tooltips/TooltipAfterFirstPaint.tsx';
  const MUI_TOOLTIP_FILE = '/app/node_modules/@mui/material/esm/Tooltip/index.js';
  // What Vite itself resolves each import to.
  const resolved: Record<string, string> = {
    '@mui/material/Tooltip': MUI_TOOLTIP_FILE,
    './Tooltip/index.js': MUI_TOOLTIP_FILE,
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
    expect(await resolveFrom('./Tooltip.js', MUI_TOOLTIP_FILE)).toBeNull();
    expect(await resolveFrom('./TooltipStub', '/app/src/main.tsx')).toBeNull();
  });

  it('guard: the installed MUI still keeps its Tooltip module where the swap looks for it', () => {
    const file = nodeModule('@mui/material/esm/Tooltip/index.js');
    expect(existsSync(file), file).toBe(true);
    expect(MUI_TOOLTIP.test(file)).toBe(true);
    // react-admin imports it through MUI's barrel, which must re-export that same module.
    expect(readFileSync(nodeModule('@mui/material/esm/index.js'), 'utf8')).toContain('"./Tooltip/index.js"');
    expect(readFileSync(nodeModule('ra-ui-materialui/dist/button/Button.js'), 'utf8')).toMatch(/Tooltip[^;]*from '@mui\/material'/);
  });
});

describe('firstLoadChunks', () => {
  it("hands the bundler its groups: the first load in four files, the sign-in pages' code, the screens', then the forms' and the date pickers'", () => {
    const plugin = firstLoadChunks();
    const options = (plugin.outputOptions as (o: object) => { codeSplitting: { groups: { name: string }[] } })({});
    expect(options.codeSplitting.groups.map((group) => group.name)).toEqual([
      'react',
      'mui',
      'vendor',
      'app',
      'auth',
      'screens',
      'rules',
      'forms',
      'pickers',
    ]);
  });

  it('gives the sign-in pages their own code and their rules, and a list neither the rules nor the pickers', () => {
    const Z = '/app/node_modules/zod/index.js';
    const imports: Record<string, string[]> = {
      '/app/src/pages/auth/Login.tsx': ['/app/contract/writes/auth.ts', '/app/src/framework/forms/TextField.tsx'],
      '/app/contract/writes/auth.ts': [Z],
      [Z]: [],
      '/app/src/framework/forms/TextField.tsx': [],
      '/app/resources/refunds/RefundCreate.tsx': ['/app/contract/writes/refunds.ts', '/app/src/framework/forms/TextField.tsx'],
      '/app/contract/writes/refunds.ts': [Z],
      '/app/resources/payouts/PayoutList.tsx': ['/app/src/framework/forms/TextField.tsx', '/app/src/framework/list/Grid.tsx'],
      '/app/src/framework/list/Grid.tsx': [],
      '/app/src/framework/forms/DateFormInput.tsx': ['/app/node_modules/@mui/x-date-pickers/DatePicker.js'],
      '/app/node_modules/@mui/x-date-pickers/DatePicker.js': [],
    };
    const dynamic: Record<string, string[]> = {
      '/app/src/pages/auth/Login.tsx': ['/app/src/i18n/serverTexts.ts'],
      '/app/src/i18n/serverTexts.ts': [],
    };
    const groups = codeGroups({
      ids: Object.keys({ ...imports, ...dynamic }),
      importsOf: (id) => imports[id] ?? [],
      dynamicImportsOf: (id) => dynamic[id] ?? [],
    });
    expect(Object.fromEntries([...groups].sort())).toEqual({
      '/app/contract/writes/auth.ts': 'rules',
      [Z]: 'rules',
      '/app/contract/writes/refunds.ts': 'forms',
      '/app/resources/refunds/RefundCreate.tsx': 'forms',
      '/app/src/pages/auth/Login.tsx': 'rules',
      '/app/src/framework/forms/TextField.tsx': 'auth',
      '/app/src/i18n/serverTexts.ts': 'auth',
      '/app/src/framework/forms/DateFormInput.tsx': 'pickers',
      '/app/node_modules/@mui/x-date-pickers/DatePicker.js': 'pickers',
    });
  });

  it("finds the modules that reach the app's date pickers, not ra-core's own copy of date-fns", () => {
    const imports: Record<string, string[]> = {
      '/app/src/framework/forms/DateFormInput.tsx': ['/app/node_modules/@mui/x-date-pickers/DatePicker/DatePicker.js'],
      '/app/node_modules/@mui/x-date-pickers/DatePicker/DatePicker.js': ['/app/node_modules/date-fns/format.js'],
      '/app/node_modules/date-fns/format.js': [],
      '/app/src/framework/list/ResourceList.tsx': ['/app/node_modules/react-admin/dist/index.js'],
      '/app/node_modules/react-admin/dist/index.js': ['/app/node_modules/ra-core/dist/index.js'],
      '/app/node_modules/ra-core/dist/index.js': ['/app/node_modules/ra-core/node_modules/date-fns/index.mjs'],
      '/app/node_modules/ra-core/node_modules/date-fns/index.mjs': [],
    };
    const reaching = modulesReaching(DATE_PICKERS_LIBRARY, Object.keys(imports), (id) => imports[id]);
    expect([...reaching].sort()).toEqual([
      '/app/node_modules/@mui/x-date-pickers/DatePicker/DatePicker.js',
      '/app/node_modules/date-fns/format.js',
      '/app/src/framework/forms/DateFormInput.tsx',
    ]);
  });

  it("finds the modules that reach the forms' rules library through static imports", () => {
    const imports: Record<string, string[]> = {
      '/app/resources/payouts/PayoutCreate.tsx': ['/app/contract/writes/payouts.ts', '/app/src/framework/index.ts'],
      '/app/contract/writes/payouts.ts': ['/app/node_modules/zod/v4/classic/schemas.js', '/app/contract/payouts/statusChangeRules.ts'],
      '/app/node_modules/zod/v4/classic/schemas.js': ['/app/node_modules/zod/v4/core/core.js'],
      '/app/node_modules/zod/v4/core/core.js': [],
      '/app/contract/payouts/statusChangeRules.ts': [],
      '/app/src/framework/index.ts': [],
      '/app/resources/payouts/PayoutItemList.tsx': ['/app/contract/payouts/statusChangeRules.ts', '/app/src/framework/index.ts'],
    };
    const reaching = modulesReaching(FORM_RULES_LIBRARY, Object.keys(imports), (id) => imports[id]);
    expect([...reaching].sort()).toEqual([
      '/app/contract/writes/payouts.ts',
      '/app/node_modules/zod/v4/classic/schemas.js',
      '/app/node_modules/zod/v4/core/core.js',
      '/app/resources/payouts/PayoutCreate.tsx',
    ]);
  });

  it('guard: the installed Vite bundles with rolldown, which reads codeSplitting.groups', () => {
    // Another bundler would ignore the option and split the first load into many small files.
    expect((vite as { rolldownVersion?: string }).rolldownVersion).toMatch(/^1\./);
  });
});
