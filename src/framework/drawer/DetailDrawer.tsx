import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { RecordContextProvider, useGetOne, useTranslate, type RaRecord } from 'react-admin';

export interface DetailDrawerProps {
  resource: string;
  id: string | number | null | undefined;
  open: boolean;
  onClose: () => void;
  /** i18n key, or a function of the loaded record returning translated text. */
  title?: string | ((record: RaRecord) => string);
  /** CSS width on wide screens, e.g. '50%' (spec 02 payouts drawer) or 560. */
  width?: string | number;
  /** Rendered inside a RecordContext holding the loaded record. */
  children: ReactNode;
}

/** A 404 answers an empty result (spec 01 §8): a record with nothing but its id is "not found". */
const isFound = (record: RaRecord | undefined): record is RaRecord => Boolean(record && Object.keys(record).some((key) => key !== 'id'));

/** Right-side drawer with the record loaded by useGetOne; MUI's modal handles Escape and focus. */
export const DetailDrawer = ({ resource, id, open, onClose, title = 'grid.details', width = '50%', children }: DetailDrawerProps) => {
  const translate = useTranslate();
  const enabled = open && id != null && id !== '';
  const { data, isPending, error } = useGetOne(resource, { id: id as string | number }, { enabled, retry: false });
  const heading = typeof title === 'function' ? (isFound(data) ? title(data) : translate('grid.details')) : translate(title, { _: title });
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: width } }, role: 'dialog', 'aria-labelledby': 'detail-drawer-title' } }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="detail-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {heading}
        </Typography>
        <IconButton aria-label={translate('grid.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {enabled && isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label={translate('grid.loading')}>
            {[0, 1, 2, 3, 4, 5].map((row) => (
              <Skeleton key={row} variant="text" height={32} />
            ))}
          </Stack>
        ) : error || !isFound(data) ? (
          <Alert severity="info">{translate('grid.not_found')}</Alert>
        ) : (
          <RecordContextProvider value={data}>{children}</RecordContextProvider>
        )}
      </Box>
    </Drawer>
  );
};
