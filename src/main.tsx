import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resourceDefinitions } from '../resources';
import { createAppProviders } from './appProviders';
import { preloadCurrentView } from './perf/preloadCurrentView';
import { prefetchCurrentList } from './perf/prefetchCurrentList';
import { App } from './App';

/**
 * The boot half of the composition root (App.tsx is the other): the providers and the preloads
 * get the declarations from here, so nothing else in src/ imports resources/. The current page's
 * download and its list's first request start before the first render.
 */
const currentViewReady = preloadCurrentView(resourceDefinitions, window.location.pathname);
const providers = createAppProviders(resourceDefinitions);
const currentListReady = prefetchCurrentList(resourceDefinitions, providers, window.location);

/** Spec 01 §9: a service worker left by an older build must not serve stale files. */
async function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Not fatal: the app works with or without one.
  }
}

void unregisterServiceWorkers();

/**
 * The first render waits for the page's own chunk (already downloading) and, on a list, its first
 * page: rendered earlier, the shell would suspend on the chunk and render a second time, and the
 * rows would need another render after their request. Both waits are capped.
 */
void Promise.all([currentViewReady, currentListReady]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App providers={providers} />
    </StrictMode>,
  ),
);
