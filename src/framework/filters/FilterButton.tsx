import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslate } from 'react-admin';
import { FilterChooser } from './FilterChooser';
import { useFilterUi } from './FilterUiContext';

/**
 * The Filter button of the toolbar: opens the checkbox panel (inline, collapsible) or the filter
 * drawer (drawer layout, and every list on a phone). The badge counts the filters that narrow the
 * list now; a panel with nothing to tick (every filter pinned) is not offered.
 */
export const FilterButton = () => {
  const translate = useTranslate();
  const { layout, activeCount, choosable, setOpen, specs } = useFilterUi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (specs.length === 0 || (layout !== 'drawer' && !choosable)) return null;
  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    if (layout === 'drawer') setOpen(true);
    else setAnchor(event.currentTarget);
  };
  return (
    <>
      <Button
        size="small"
        onClick={onClick}
        aria-haspopup={layout === 'drawer' ? 'dialog' : 'true'}
        aria-expanded={Boolean(anchor)}
        startIcon={
          <Badge badgeContent={activeCount} color="primary" max={99}>
            <FilterListIcon />
          </Badge>
        }
      >
        {translate('grid.filter')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <FilterChooser onDone={() => setAnchor(null)} />
      </Popover>
    </>
  );
};
