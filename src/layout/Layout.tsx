import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SandboxDisclaimer } from './SandboxDisclaimer';
import { usePreloadExitPages } from './usePreloadExitPages';

export const Layout = ({ children }: { children: ReactNode }) => {
  usePreloadExitPages();
  return (
    <SandboxDisclaimer>
      <RaLayout appBar={AppBar} menu={Menu}>
        {children}
      </RaLayout>
    </SandboxDisclaimer>
  );
};
