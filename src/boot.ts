// The boot half of the composition root (App.tsx is the other): the providers and the preloads get
// the declarations from here, so nothing else in src/ imports resources/. main.tsx imports this
// module first, so the current page's download and its list's first request start as soon as the
// declarations are in, before the rest of the entry (the shell, App) is evaluated. The imports keep
// the order main.tsx had: the bundler lays the entry's modules out in that order, and another one
// compressed ~400 bytes worse.
import { preloadCurrentView } from './perf/preloadCurrentView';
import { resourceDefinitions } from '../resources';
import { prefetchCurrentList } from './perf/prefetchCurrentList';
import { createAppProviders } from './appProviders';

const currentViewReady = preloadCurrentView(resourceDefinitions, window.location.pathname);

export const providers = createAppProviders(resourceDefinitions);

/** The first render waits for this: the page's own chunk and, on a list, its first page (both capped). */
export const bootReady: Promise<unknown> = Promise.all([
  currentViewReady,
  prefetchCurrentList(resourceDefinitions, providers, window.location),
]);
