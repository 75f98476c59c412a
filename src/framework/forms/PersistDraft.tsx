import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { writeDraft } from './formDrafts';

/**
 * Inside a react-admin form: writes what is typed to the draft `storageKey` (formDrafts.ts) as it
 * changes. Start the form from `readDraft(storageKey)` and `clearDraft` it once saved.
 */
export function PersistDraft({ storageKey }: { storageKey: string }) {
  const { control } = useFormContext();
  const values = useWatch({ control });
  useEffect(() => {
    const timer = setTimeout(() => writeDraft(storageKey, values), 300);
    return () => clearTimeout(timer);
  }, [storageKey, values]);
  return null;
}
