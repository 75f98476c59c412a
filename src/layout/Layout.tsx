import type { ReactNode } from 'react';
import { Layout as RaLayout, LayoutClasses } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SandboxDisclaimer } from './SandboxDisclaimer';
import { usePreloadExitPages } from './usePreloadExitPages';

/**
 * The page is as wide as the window, whatever a screen renders: react-admin's layout grows to its
 * content's width (`min-width: fit-content`), so one wide table made a phone's whole page scroll
 * sideways and pushed the header's icons out of sight. A part wider than the screen scrolls in
 * its own box (`scrollingGridSx`).
 */
const WINDOW_WIDTH_SX = { minWidth: 0, [`& .${LayoutClasses.content}`]: { minWidth: 0 } } as const;

export const Layout = ({ children }: { children: ReactNode }) => {
  usePreloadExitPages();
  return (
    <SandboxDisclaimer>
      <RaLayout appBar={AppBar} menu={Menu} sx={WINDOW_WIDTH_SX}>
        {children}
      </RaLayout>
    </SandboxDisclaimer>
  );
};
