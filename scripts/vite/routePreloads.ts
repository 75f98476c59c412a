import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A definition's list loader, `list: () => import('./X')`: what the first visit of its list needs. */
const LOADER = /\blist\s*:[^\n]*?import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.tsx', '.ts'];

/** Route name (the folder, by convention) -> absolute paths of the modules its list view loads. */
export function listLoaders(resourcesDir: string): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const folder of readdirSync(resourcesDir, { withFileTypes: true })) {
    const index = join(resourcesDir, folder.name, 'index.ts');
    if (!folder.isDirectory() || !existsSync(index)) continue;
    const modules = [...readFileSync(index, 'utf8').matchAll(LOADER)]
      .map(([, specifier]) => resolve(dirname(index), specifier))
      .map((base) => EXTENSIONS.map((ext) => base + ext).find(existsSync))
      .filter((path): path is string => path !== undefined);
    if (modules.length > 0) routes.set(folder.name, modules);
  }
  return routes;
}

/** The chunk files a module's dynamic import fetches: its chunk and what that imports, minus the entry's. */
function chunkFiles(bundle: OutputBundle, module: string, initial: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId === module);
  if (!start) return [];
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || initial.has(file)) return;
    files.add(file);
    for (const imported of (bundle[file] as OutputChunk | undefined)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return [...files];
}

function initialFiles(bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of (bundle[file] as OutputChunk | undefined)?.imports ?? []) visit(imported);
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  return files;
}

/**
 * A direct visit to a list (`/transactions`) starts downloading that screen's chunks with the
 * entry, through `<link rel="modulepreload">` added by a few lines of inline script, instead of
 * once the entry has run. The browser compiles them meanwhile, so the screen can render as soon
 * as the app has started (README, Measured).
 */
export function routePreloads(resourcesDir: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle;
        const initial = initialFiles(bundle);
        const table: Record<string, string[]> = {};
        for (const [route, modules] of listLoaders(resourcesDir)) {
          const files = [...new Set(modules.flatMap((module) => chunkFiles(bundle, module, initial)))];
          if (files.length > 0) table[route] = files;
        }
        const script = `(function(t){var f=t[location.pathname.replace(/^\\/+|\\/+$/g,'')];if(!f)return;for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href='/'+f[i];l.setAttribute('data-route-preload','');document.head.appendChild(l);}})(${JSON.stringify(table)});`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
