import { useMemo, type ReactNode } from 'react';
import { BulkDeleteWithConfirmButton, DeleteButton, useCanAccess, useResourceContext } from 'react-admin';
import { randomSuccessMessage } from './useNotifySuccess';

/**
 * The grid's delete action (spec 01 §2.6): react-admin's DeleteButton, which shows itself only with
 * DELETE and, pessimistic, asks first (DeleteWithConfirmButton); then the spec's success message.
 */
export const DeleteRowButton = () => {
  const successMessage = useMemo(() => randomSuccessMessage(), []);
  // Stays on the list: react-admin would otherwise go to the list route it is already on.
  return <DeleteButton mutationMode="pessimistic" successMessage={successMessage} redirect={false} />;
};

/** The bulk toolbar of a grid with selection: the screen's buttons, and a bulk delete with DELETE. */
export const BulkButtons = ({ selection, remove }: { selection?: ReactNode; remove?: boolean }) => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete', enabled: Boolean(remove) });
  const successMessage = useMemo(() => randomSuccessMessage(), []);
  return (
    <>
      {selection}
      {remove && canAccess === true && <BulkDeleteWithConfirmButton successMessage={successMessage} />}
    </>
  );
};
