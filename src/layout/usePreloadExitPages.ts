import { useEffect } from 'react';
import { useAfterFirstPaint } from '../framework/useAfterFirstPaint';
import { authPageFor } from '../pages/auth/authPages';
import { PATHS } from '../pages/auth/guards';

/**
 * Fetches the pages a logged-in user leaves to (/login after a 401, /logout from the header)
 * once the screen has painted. Left to download on the way out, the route change would wait for
 * them while the screen being left stayed mounted: after an expired token its list kept asking
 * again, each 401 logging out again, for as long as the download took.
 */
export function usePreloadExitPages(): void {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    for (const path of [PATHS.login, PATHS.logout])
      void authPageFor(path)
        ?.preload()
        .catch(() => undefined);
  }, [painted]);
}
