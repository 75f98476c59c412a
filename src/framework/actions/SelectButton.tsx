import CheckIcon from '@mui/icons-material/Check';
import { useState } from 'react';
import { Button, useListContext, useNotify, type Identifier } from 'react-admin';
import { useNotifySuccess } from './useNotifySuccess';
import { errorMessageOf } from '../../providers/httpError';

export interface SelectButtonProps {
  /** i18n key of the button; default grid.select. */
  label?: string;
  /** What the screen does with the chosen rows (e.g. pay them); a rejection is shown as an error. */
  onSelect: (ids: Identifier[]) => void | Promise<void>;
}

/**
 * The select button of spec 01 §2.6 row selection, for a list's `selection`: it sits in
 * react-admin's BulkActionsToolbar, hands the checked ids to the screen, says so with the spec's
 * success message and clears the selection; on failure the rows stay checked.
 */
export const SelectButton = ({ label = 'grid.select', onSelect }: SelectButtonProps) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onSelect(selectedIds);
      notifySuccess();
      onUnselectItems();
    } catch (error) {
      notify(errorMessageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={label} onClick={() => void run()} disabled={busy || selectedIds.length === 0}>
      <CheckIcon />
    </Button>
  );
};
