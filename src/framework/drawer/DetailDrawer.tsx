import { useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { RecordContextProvider, ShowBase, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import { LoadFailedAlert } from '../LoadFailedAlert';

export interface DetailDrawerProps {
  resource: string;
  id: string | number | null | undefined;
  open: boolean;
  onClose: () => void;
  /** i18n key, or a function of the loaded record returning translated text. */
  title?: string | ((record: RaRecord) => string);
  /** CSS width on wide screens, e.g. '50%' (spec 02 payouts drawer) or 560. */
  width?: string | number;
  /**
   * The record as the grid already holds it (a row drawer): shown without asking the API, while
   * `isPending` the skeleton, then 'not found' when the page holds no such row.
   */
  row?: { record: RaRecord | undefined; isPending: boolean };
  /** Rendered inside a RecordContext holding the loaded record. */
  children: ReactNode;
}

/** A 404 answers an empty result (spec 01 §8): a record with nothing but its id is "not found". */
const isFound = (record: RaRecord | undefined): record is RaRecord => Boolean(record && Object.keys(record).some((key) => key !== 'id'));

const Loading = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} aria-busy="true" aria-label={translate('grid.loading')}>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} variant="text" height={32} />
      ))}
    </Stack>
  );
};

const LoadFailed = () => {
  const { refetch, error } = useShowContext();
  return <LoadFailedAlert messageKey="grid.load_failed" error={error} onRetry={() => void refetch()} />;
};

const Heading = ({ title }: { title: NonNullable<DetailDrawerProps['title']> }) => {
  const translate = useTranslate();
  const { record } = useShowContext();
  if (typeof title === 'function') return <>{isFound(record) ? title(record) : translate('grid.details')}</>;
  return <>{translate(title, { _: title })}</>;
};

const Found = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { record } = useShowContext();
  return isFound(record) ? <>{children}</> : <Alert severity="info">{translate('grid.not_found')}</Alert>;
};

const NO_ERROR_SIDE_EFFECTS = () => undefined;

/**
 * Right-side drawer showing one record through react-admin's <ShowBase> (its get-one, loading and
 * error states); MUI's modal handles Escape and focus. A failed load stays in the drawer with a
 * Retry instead of react-admin's toast and redirect: the list behind is still what the user reads.
 */
export const DetailDrawer = ({ resource, id, open, onClose, title = 'grid.details', width = '50%', row, children }: DetailDrawerProps) => {
  const translate = useTranslate();
  const enabled = open && id != null && id !== '';
  // While the drawer slides out its id is already gone: it keeps showing the record it had.
  const shown = useRef<string | number | null>(null);
  if (enabled) shown.current = id;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: width } }, role: 'dialog', 'aria-labelledby': 'detail-drawer-title' } }}
    >
      {shown.current !== null && row && (
        <RowFrame row={row} title={title} onClose={onClose}>
          {children}
        </RowFrame>
      )}
      {shown.current !== null && !row && (
        <ShowBase
          resource={resource}
          id={shown.current}
          queryOptions={{ enabled, onError: NO_ERROR_SIDE_EFFECTS }}
          redirectOnError={false}
          loading={enabled ? <DrawerFrame title={translate('grid.details')} onClose={onClose} body={<Loading />} /> : false}
          error={<DrawerFrame title={translate('grid.details')} onClose={onClose} body={<LoadFailed />} />}
        >
          <DrawerFrame title={<Heading title={title} />} onClose={onClose} body={<Found>{children}</Found>} />
        </ShowBase>
      )}
    </Drawer>
  );
};

/** The drawer's frame around a row the grid holds: no get-one, the same states. */
const RowFrame = ({
  row: { record, isPending },
  title,
  onClose,
  children,
}: Required<Pick<DetailDrawerProps, 'row' | 'title' | 'onClose' | 'children'>>) => {
  const translate = useTranslate();
  if (isPending) return <DrawerFrame title={translate('grid.details')} onClose={onClose} body={<Loading />} />;
  const heading = !isFound(record)
    ? translate('grid.details')
    : typeof title === 'function'
      ? title(record)
      : translate(title, { _: title });
  return (
    <RecordContextProvider value={record}>
      <DrawerFrame
        title={heading}
        onClose={onClose}
        body={isFound(record) ? children : <Alert severity="info">{translate('grid.not_found')}</Alert>}
      />
    </RecordContextProvider>
  );
};

const DrawerFrame = ({ title, onClose, body }: { title: ReactNode; onClose: () => void; body: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="detail-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('grid.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {/* Focusable, so a keyboard user can scroll a long record (axe: scrollable-region-focusable). */}
      <Box tabIndex={0} role="region" aria-labelledby="detail-drawer-title" sx={{ p: 2, overflowY: 'auto' }}>
        {body}
      </Box>
    </>
  );
};
