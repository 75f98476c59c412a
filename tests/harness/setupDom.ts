import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy* and waitFor give up after 1 s by default. On a busy 2-core machine (another suite
// beside this one) a screen whose buttons wait on the role check (Export, Add) took over 5 s to
// draw: a wait ends as soon as what it waits for is there, so a longer limit costs nothing when
// all is well, and a test fails only on what never comes.
configure({ asyncUtilTimeout: 10000 });
