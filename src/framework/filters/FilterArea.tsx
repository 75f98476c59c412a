import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslate } from 'react-admin';
import { FilterBar } from './FilterBar';
import { useAfterFirstPaint } from '../useAfterFirstPaint';
import { FilterChooser } from './FilterChooser';
import { useFilterUi } from './FilterUiContext';

/** Where the filter bar sits, by layout: always visible, an expandable panel, or a side drawer. */
export const FilterArea = () => {
  const translate = useTranslate();
  const { layout, open, setOpen, specs } = useFilterUi();
  // A closed drawer shows nothing: it mounts once the screen has painted.
  const drawerReady = useAfterFirstPaint();
  if (specs.length === 0) return null;
  if (layout === 'inline')
    return (
      <Box sx={{ px: 2 }}>
        <FilterBar />
      </Box>
    );
  if (layout === 'collapsible') {
    return (
      <Box sx={{ px: 2 }}>
        <Button
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="filter-panel"
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {translate(open ? 'grid.hide_filters' : 'grid.show_filters')}
        </Button>
        <Collapse in={open} id="filter-panel">
          <FilterBar />
        </Collapse>
      </Box>
    );
  }
  return drawerReady ? <FilterDrawer /> : null;
};

/**
 * The drawer layout: the filter chooser folds away at the top (the long checkbox list would
 * otherwise push the inputs and Apply below the fold), the inputs stack in one column, and
 * Apply/Clear stick to the bottom.
 */
const FilterDrawer = () => {
  const translate = useTranslate();
  const { open, setOpen, choosable } = useFilterUi();
  const [choosing, setChoosing] = useState(false);
  return (
    <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 'min(480px, 100vw)' } } }}>
      {/* The paper scrolls as a whole; its parts keep their height rather than overlap. */}
      <Stack direction="row" alignItems="center" sx={{ px: 2, pt: 1, flexShrink: 0 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('grid.filters')}
        </Typography>
        <IconButton aria-label={translate('grid.close')} onClick={() => setOpen(false)}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 1, flexShrink: 0, display: choosable ? undefined : 'none' }}>
        <Button
          size="small"
          onClick={() => setChoosing(!choosing)}
          aria-expanded={choosing}
          aria-controls="filter-chooser"
          startIcon={<TuneIcon />}
          endIcon={choosing ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {translate('grid.choose_filters')}
        </Button>
      </Box>
      <Collapse in={choosing} id="filter-chooser" unmountOnExit sx={{ flexShrink: 0 }}>
        <FilterChooser onDone={() => setChoosing(false)} />
      </Collapse>
      <Box
        sx={{
          px: 2,
          flex: '1 0 auto',
          display: 'flex',
          flexDirection: 'column',
          '& form': { flex: 1, display: 'flex', flexDirection: 'column' },
        }}
      >
        <FilterBar direction="column" onApplied={() => setOpen(false)} />
      </Box>
    </Drawer>
  );
};
