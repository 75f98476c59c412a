import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { clearDraft, readDraft } from './formDrafts';

/**
 * A form's starting values with its draft over them, whether a draft was restored, and Start over
 * (the draft dropped, the form remounted empty: pass `formKey` as the form's key). A form left
 * half-way comes back whole and says so, rather than silently (issue #30).
 */
export function useFormDraft<T extends object>(storageKey: string, empty: () => T) {
  const [round, setRound] = useState(0);
  const draft = useMemo(() => (round === 0 ? readDraft<T>(storageKey) : undefined), [storageKey, round]);
  const defaults = useMemo(() => ({ ...empty(), ...draft }) as T, [draft, empty]);
  const startOver = useCallback(() => {
    clearDraft(storageKey);
    setRound((r) => r + 1);
  }, [storageKey]);
  // A draft of the untouched form (written as soon as it was shown) is nothing to announce.
  const restored = useMemo(() => draft !== undefined && JSON.stringify(defaults) !== JSON.stringify(empty()), [draft, defaults, empty]);
  return { defaults, restored, startOver, formKey: `${storageKey}#${round}` };
}

/** The notice of a restored draft, with its Start over. */
export function DraftRestoredAlert({ onStartOver }: { onStartOver(): void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onStartOver}>
          {translate('grid.draft_start_over')}
        </Button>
      }
    >
      {translate('grid.draft_restored')}
    </Alert>
  );
}
