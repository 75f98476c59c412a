import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useReadOnlyScreen } from '../resources/resourceOptions';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmPopover } from './ConfirmPopover';

/** A modal question (react-admin's Confirm) before an action: i18n keys, the message's arguments from the row. */
export interface ConfirmQuestion<R extends RaRecord = RaRecord> {
  title: string;
  message: string;
  messageArgs?: (record: R) => Record<string, unknown>;
}

export interface RowAction<R extends RaRecord = RaRecord> {
  name: string;
  /** i18n key: tooltip and accessible name. */
  label: string;
  icon: ReactElement;
  onClick: (record: R) => void | Promise<void>;
  /**
   * Ask first; true uses messages.confirm_action, a string is the question's i18n key (both in a
   * popover by the button); a question object asks in a modal dialog (react-admin's Confirm).
   */
  confirm?: boolean | string | ConfirmQuestion<R>;
  disabled?: (record: R) => boolean;
  /** Tooltip text (already translated) replacing the label, e.g. the pending status. */
  tooltip?: (record: R) => string | undefined;
  /** Badge content on the icon (e.g. a pending status update); nothing when undefined. */
  badge?: (record: R) => ReactNode | undefined;
  visible?: (record: R) => boolean;
  /** Shown only when allowed; action '*' means "the resource alone" (e.g. PAYIN_STATUS_CHANGE). */
  access?: { resource: string; action: string };
  /** The label written beside the icon, for icons whose meaning is not obvious (notifications' arrows). */
  showLabel?: boolean;
  /** Changes the record or sends something (a status change, a resend): hidden on a read-only screen. */
  writes?: boolean;
}

/** The actions a screen offers: a read-only (historical) one keeps those that only read. */
export const actionsOf = <R extends RaRecord>(actions: readonly RowAction<R>[], readOnly: boolean): RowAction<R>[] =>
  readOnly ? actions.filter((action) => !action.writes) : [...actions];

const ActionButton = <R extends RaRecord>({ action, record }: { action: RowAction<R>; record: R }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { canAccess } = useCanAccess({
    resource: action.access?.resource ?? '',
    action: action.access?.action ?? '*',
    enabled: Boolean(action.access),
  });
  if ((action.access && canAccess !== true) || (action.visible && !action.visible(record))) return null;
  const label = translate(action.label, { _: action.label });
  const disabled = action.disabled?.(record) ?? false;
  const badge = action.badge?.(record);
  const run = () => void action.onClick(record);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // A row click opens the drawer; an action must not.
    event.stopPropagation();
    if (action.confirm) setAnchor(event.currentTarget);
    else run();
  };
  const button = action.showLabel ? (
    <Button size="small" startIcon={action.icon} disabled={disabled} onClick={onClick} sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  ) : (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      {badge !== undefined ? (
        <Badge color="warning" variant="dot" badgeContent={badge}>
          {action.icon}
        </Badge>
      ) : (
        action.icon
      )}
    </IconButton>
  );
  return (
    <>
      <Tooltip title={action.tooltip?.(record) ?? label}>
        {/* A disabled button fires no events; the span keeps the tooltip working. */}
        <span>{button}</span>
      </Tooltip>
      {typeof action.confirm === 'object' ? (
        <ConfirmDialog
          open={Boolean(anchor)}
          title={action.confirm.title}
          message={action.confirm.message}
          messageArgs={action.confirm.messageArgs?.(record)}
          onConfirm={() => {
            setAnchor(null);
            run();
          }}
          onClose={() => setAnchor(null)}
        />
      ) : (
        action.confirm && (
          <ConfirmPopover
            anchorEl={anchor}
            message={typeof action.confirm === 'string' ? action.confirm : undefined}
            onConfirm={run}
            onClose={() => setAnchor(null)}
          />
        )
      )}
    </>
  );
};

/** The custom actions of one row (spec 01 §2.6), inside a record context or with an explicit record. */
export const RowActions = <R extends RaRecord>({ actions, record: explicit }: { actions: RowAction<R>[]; record?: R }) => {
  const context = useRecordContext<R>();
  const readOnly = useReadOnlyScreen();
  const record = explicit ?? context;
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      {actionsOf(actions, readOnly).map((action) => (
        <ActionButton key={action.name} action={action} record={record} />
      ))}
    </Stack>
  );
};
