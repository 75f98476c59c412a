import { bin, run } from '../lib/processes';
import { BARE_CONFIG } from './servePreview';

/** Builds the bare reference app (scripts/bench/bare) into node_modules/.bench-bare; resolves with the exit code. */
export const buildBare = () => run(bin('vite'), ['build', '--config', BARE_CONFIG]);
