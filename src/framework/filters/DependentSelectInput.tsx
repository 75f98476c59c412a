import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectFilterInput } from './FilterInput';
import type { FilterChoice } from './types';

export interface DependentChoice extends FilterChoice {
  /** Value of the parent filter this choice belongs to (e.g. the shop's merchant id). */
  parentId: string;
}

export interface DependentSelectInputProps {
  source: string;
  label: string;
  /** The parent filter's source in the same filter form (e.g. 'merchantId'). */
  parentSource: string;
  choices: readonly DependentChoice[];
  /** Shown only once the parent holds a value (settlements' shop, spec 03 §2); otherwise every choice shows while it is empty. */
  hiddenUntilParent?: boolean;
}

/**
 * A select filter limited to the choices of the value chosen in another filter (a merchant's
 * shops, spec 03 §2 Top-ups): every choice while the parent is empty, and a choice that no
 * longer belongs is cleared when the parent changes, so Apply never sends a contradiction.
 * Given to a list as `{ kind: 'input', input: <DependentSelectInput … /> }`.
 */
export const DependentSelectInput = ({ source, label, parentSource, choices, hiddenUntilParent }: DependentSelectInputProps) => {
  const parent = useWatch({ name: parentSource }) as string | number | null | undefined;
  const chosen = useWatch({ name: source }) as string | number | null | undefined;
  const { setValue } = useFormContext();
  const parentId = parent === null || parent === undefined || parent === '' ? undefined : String(parent);
  const visible = useMemo(
    (): FilterChoice[] => (parentId === undefined ? [...choices] : choices.filter((c) => c.parentId === parentId)),
    [choices, parentId],
  );
  const hidden = hiddenUntilParent === true && parentId === undefined;
  const orphan =
    chosen !== null &&
    chosen !== undefined &&
    chosen !== '' &&
    (hidden || (choices.length > 0 && !visible.some((c) => c.id === String(chosen))));
  useEffect(() => {
    if (orphan) setValue(source, null, { shouldDirty: true });
  }, [orphan, setValue, source]);
  if (hidden) return null;
  return <SelectFilterInput spec={{ kind: 'select', source, label, choices: visible }} />;
};
