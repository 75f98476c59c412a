import { useState, type ReactNode } from 'react';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HelpOutline from '@mui/icons-material/HelpOutline';
import FolderOpen from '@mui/icons-material/FolderOpen';
import { Menu as RaMenu, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { config } from '../config';
import type { MenuGroup } from '../framework/defineResource';
import { useDeclaredResources, type DeclaredResource } from '../framework/resources/resourceOptions';
import { buildMenu } from './menuModel';
import { useProfile } from './useProfile';
import { useAfterFirstPaint } from '../framework/useAfterFirstPaint';
import { useIsPhone } from '../framework/useIsPhone';

// Same look as react-admin's Menu.Item, whose styles are not exported.
const itemSx = { color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } };

const itemPath = (definition: DeclaredResource) => `/${definition.name}${definition.menu?.query ? `?${definition.menu.query}` : ''}`;

/**
 * react-admin writes an item's words on one line cut with an ellipsis ('Reembolsos y transfer…'):
 * in the open menu they wrap onto a second line instead. The folded menu (icons only) keeps one
 * line, its item named by react-admin's tooltip.
 */
const WRAP_SX = { '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;
const NESTED_SX = { pl: 3 } as const;

const ResourceItem = ({ definition, nested }: { definition: DeclaredResource; nested?: boolean }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const Icon = definition.menu?.icon;
  return (
    <RaMenu.Item
      to={itemPath(definition)}
      primaryText={translate(definition.label, { smart_count: 2 })}
      leftIcon={Icon ? <Icon /> : undefined}
      sx={[nested && NESTED_SX, sidebarOpen && WRAP_SX]}
    />
  );
};

/** A collapsible sub-menu (balance, claims, paywalls, Brazil bank, historicals). */
const SubMenu = ({ group, children }: { group: MenuGroup; children: ReactNode }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  // On a phone the menu is a drawer that closes as an item is chosen: a tooltip would flash over the page.
  const isPhone = useIsPhone();
  const [open, setOpen] = useState(true);
  const label = translate(`app.menu.groups.${group}`);
  return (
    <>
      <Tooltip title={sidebarOpen || isPhone ? '' : label} placement="right">
        <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} sx={itemSx}>
          <ListItemIcon>
            <FolderOpen fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={label} />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </MenuItem>
      </Tooltip>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding>
          {children}
        </List>
      </Collapse>
    </>
  );
};

/** The codes of the items: an item's `access` and its `anyAccess` (spec 01 §2.5: MENU on one of them shows it). */
const itemCodes = (d: DeclaredResource) => [d.access, ...(d.anyAccess ?? [])];

/**
 * Spec 01 §2.5 side menu, generated from the resources App registers (resources/index.ts, read
 * through react-admin): an item shows only with MENU on one of its resources, historicals only in
 * production, then the help-center link.
 */
export const Menu = () => {
  const translate = useTranslate();
  const profile = useProfile();
  const afterFirstPaint = useAfterFirstPaint();
  const declared = useDeclaredResources();
  const menuCodes = [...new Set(declared.filter((d) => d.menu).flatMap(itemCodes))];
  const { canAccess: menuAllowed } = useCanAccessResources({ action: 'MENU', resources: menuCodes });
  const itemsReady = afterFirstPaint && menuAllowed !== undefined;
  const entries = !itemsReady
    ? []
    : buildMenu(declared, {
        isLoggedInProd: profile?.isLoggedInProd === true,
        canShow: (d) => itemCodes(d).some((code) => menuAllowed[code]),
      });
  return (
    <RaMenu aria-label={translate('app.menu.label')}>
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          <ResourceItem key={entry.definition.name} definition={entry.definition} />
        ) : (
          <SubMenu key={entry.group} group={entry.group}>
            {entry.items.map((definition) => (
              <ResourceItem key={definition.name} definition={definition} nested />
            ))}
          </SubMenu>
        ),
      )}
      {/* With the items, or it would move down when they arrive. */}
      {itemsReady && (
        <MenuItem
          component="a"
          href={config.helpCenterUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${translate('app.menu.help_center')} ${translate('app.menu.opens_new_tab')}`}
          sx={itemSx}
        >
          <ListItemIcon>
            <HelpOutline fontSize="small" />
          </ListItemIcon>
          {translate('app.menu.help_center')}
        </MenuItem>
      )}
    </RaMenu>
  );
};
