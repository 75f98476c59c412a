import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MenuIcon from '@mui/icons-material/Menu';
import { useSidebarState, useTranslate } from 'react-admin';
import { useIsPhone } from '../framework/useIsPhone';

/**
 * The header's menu button: react-admin's SidebarToggleButton, except that a phone gets no
 * tooltip. There the menu is a drawer over the page: closing it gives the focus back to this
 * button under the finger, and react-admin's tooltip then opened and stayed over the page's
 * title ('Open menu'). A touch screen has no hover to show it anyway; the label names the button.
 */
export const MenuToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const isPhone = useIsPhone();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  const button = (
    <IconButton color="inherit" aria-label={label} onClick={() => setOpen(!open)} sx={{ mr: '0.2em' }}>
      <MenuIcon sx={{ transition: 'transform 195ms', transform: open ? 'rotate(180deg)' : 'none' }} />
    </IconButton>
  );
  return isPhone ? (
    button
  ) : (
    <Tooltip title={label} enterDelay={500}>
      {button}
    </Tooltip>
  );
};
