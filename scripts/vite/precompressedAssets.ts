import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json']);
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** The encodings we write, best first, with their file suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Hashed assets compressed once at build time (brotli and gzip beside each file), and served as
 * such by `vite preview`, as a CDN would. Without it the preview server gzips the 1 MB entry on
 * every request, which on a 2-core machine delays the first script by ~100 ms (README, Measured).
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.has(extname(fileName)) || !fileName.startsWith('assets/')) continue;
        const output = bundle[fileName];
        const content = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (content.length < 1024) continue;
        const path = join(outDir, fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      // Registered directly (not returned), so it runs before the preview's own compression.
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (!path.startsWith('/assets/') || !COMPRESSIBLE.has(extname(path))) return next();
        const file = normalize(join(root, decodeURIComponent(path)));
        if (!file.startsWith(root)) return next();
        const accepted = String(req.headers['accept-encoding'] ?? '');
        const encoding = ENCODINGS.find((e) => accepted.includes(e.name) && existsSync(file + e.suffix));
        if (!encoding) return next();
        const compressed = file + encoding.suffix;
        res.setHeader('Content-Type', TYPES[extname(path)]);
        res.setHeader('Content-Encoding', encoding.name);
        res.setHeader('Content-Length', statSync(compressed).size);
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed names never change content: browsers may keep them for good.
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        createReadStream(compressed).pipe(res);
      });
    },
  };
}
