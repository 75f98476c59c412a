// First: the boot starts the current page's download and its list's first request before the rest
// of the entry is evaluated.
import { bootReady, providers } from './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

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
void bootReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App providers={providers} />
    </StrictMode>,
  ),
);
