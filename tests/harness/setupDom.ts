import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy* and waitFor give up after 1 s by default. On a busy 2-core machine a screen whose
// buttons wait on the role check (Export, Add) can take longer than that to draw: a wait ends
// as soon as what it waits for is there, so a longer limit costs nothing when all is well.
configure({ asyncUtilTimeout: 5000 });
