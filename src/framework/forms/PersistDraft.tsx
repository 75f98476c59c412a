import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { draftGeneration, writeDraft } from './formDrafts';

/**
 * Inside a react-admin form: writes what is typed to the draft `storageKey` (formDrafts.ts) as it
 * changes. Start the form from `readDraft(storageKey)` (or `useFormDraft`) and `clearDraft` it once
 * saved. A form left within the write's short delay (an amount typed, then a menu link) still
 * writes on its way out, unless the draft was cleared meanwhile.
 */
export function PersistDraft({ storageKey }: { storageKey: string }) {
  const { control } = useFormContext();
  const values = useWatch({ control });
  const pending = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const generation = draftGeneration(storageKey);
    const write = () => {
      pending.current = undefined;
      if (draftGeneration(storageKey) === generation) writeDraft(storageKey, values);
    };
    pending.current = write;
    const timer = setTimeout(write, 300);
    return () => clearTimeout(timer);
  }, [storageKey, values]);
  useEffect(() => () => pending.current?.(), []);
  return null;
}
