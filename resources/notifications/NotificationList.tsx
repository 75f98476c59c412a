import { useMemo, useState } from 'react';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import ReplayIcon from '@mui/icons-material/Replay';
import { DataTable, useRecordContext } from 'react-admin';
import {
  firstPageOf,
  FormattedDateField,
  lazyNamed,
  PhoneLine,
  ResourceList,
  ShortIdField,
  StatusChip,
  type ListQuery,
  type PhoneListProps,
  type ResourceDefinition,
  type RowAction,
  type SearchConfig,
} from '../../src/framework';
import { defaultNotificationFilter, NOTIFICATION_FILTERS } from './filters';
import { RESEND_ACCESS } from './access';
import { notificationKey } from './messages';
import { NetworkStatusField } from './NetworkStatusField';
import { NotificationDetails } from './NotificationDrawer';
import { PayloadDialog } from './PayloadDialog';
import type { NotificationRow } from './types';

const ResendDialog = lazyNamed(() => import('./ResendDialog'), 'ResendDialog');

const SORT = { field: 'date', order: 'DESC' } as const;
// Substring search over the transaction (and tracking) id, inside the chosen date range.
const SEARCH: SearchConfig = { source: 'query', label: notificationKey('filters.search') };

/** What the list asks for first (today, computed on each call); the boot fetches the same. */
export const notificationsQuery = (): ListQuery => ({
  sort: SORT,
  filters: NOTIFICATION_FILTERS,
  defaultFilters: defaultNotificationFilter(),
  search: SEARCH,
});

/** The list's first page, for the boot to fetch (the declaration's firstPage). */
export const notificationsFirstPage = (definition: ResourceDefinition) => firstPageOf(notificationsQuery(), definition);

type OpenDialog = { kind: 'request' | 'response' | 'resend'; record: NotificationRow } | null;

/** A long URI on one line; the whole of it in the tooltip and the drawer. */
function RequestUriField(_props: { source?: string }) {
  const uri = useRecordContext<NotificationRow>()?.networkOperationRequestUri;
  if (!uri) return null;
  return (
    <Tooltip title={uri}>
      <Typography variant="body2" noWrap sx={{ maxWidth: 160 }}>
        {uri}
      </Typography>
    </Tooltip>
  );
}

function useRowActions(open: (dialog: OpenDialog) => void): RowAction<NotificationRow>[] {
  return useMemo(
    () => [
      {
        name: 'viewRequest',
        showLabel: true,
        label: notificationKey('actions.view_request'),
        icon: <CallMadeIcon fontSize="small" />,
        onClick: (record) => open({ kind: 'request', record }),
      },
      {
        name: 'viewResponse',
        showLabel: true,
        label: notificationKey('actions.view_response'),
        icon: <CallReceivedIcon fontSize="small" />,
        onClick: (record) => open({ kind: 'response', record }),
      },
      {
        name: 'retry',
        showLabel: true,
        label: notificationKey('actions.retry'),
        icon: <ReplayIcon fontSize="small" />,
        access: RESEND_ACCESS,
        onClick: (record) => open({ kind: 'resend', record }),
      },
    ],
    [open],
  );
}

/** A phone's line per notification: the pay-in and its status, when, and how the shop answered. */
const NOTIFICATION_PHONE: PhoneListProps<NotificationRow> = {
  primary: (
    <PhoneLine>
      <ShortIdField source="transactionID" copyLabel={notificationKey('list.copy_id')} />
      <StatusChip source="transactionStatusTypeCode" />
    </PhoneLine>
  ),
  secondary: <FormattedDateField source="date" format="dateTimeSeconds" />,
  tertiary: <NetworkStatusField />,
};

/** /notifications (spec 02 §2): the notification log of today by default, newest first. */
export function NotificationList() {
  const [query] = useState(notificationsQuery);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const rowActions = useRowActions(setDialog);
  const close = () => setDialog(null);
  return (
    <>
      <ResourceList<NotificationRow>
        title={notificationKey('name')}
        {...query}
        // The spec offers no export on this screen.
        exportAccess={false}
        rowActions={rowActions}
        drawer={<NotificationDetails />}
        drawerTitle={notificationKey('drawer.title')}
        minGridWidth={1240}
        phone={NOTIFICATION_PHONE}
      >
        <DataTable.Col source="date">
          <FormattedDateField source="date" format="dateTimeSeconds" />
        </DataTable.Col>
        <DataTable.Col source="transactionID">
          <ShortIdField source="transactionID" copyLabel={notificationKey('list.copy_id')} />
        </DataTable.Col>
        <DataTable.Col source="trackingId" />
        <DataTable.Col source="transactionStatusTypeCode">
          <StatusChip source="transactionStatusTypeCode" />
        </DataTable.Col>
        <DataTable.Col source="networkOperationStatus" field={NetworkStatusField} />
        <DataTable.Col source="networkOperationRequestUri" field={RequestUriField} />
      </ResourceList>
      {dialog?.kind === 'resend' && <ResendDialog record={dialog.record} onClose={close} />}
      {dialog && dialog.kind !== 'resend' && <PayloadDialog record={dialog.record} part={dialog.kind} onClose={close} />}
    </>
  );
}
