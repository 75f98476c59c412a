import { DateInput, type DateInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/**
 * react-admin's DateInput, but emptying it counts at once: react-admin keeps the last whole date
 * until the field is left, so a form's Save stayed enabled while the date shown was empty (or
 * half-typed, which the browser reports as empty). A required date reads missing as soon as it is.
 */
export function EagerDateInput(props: DateInputProps) {
  const { setValue } = useFormContext();
  const { source, onChange } = props;
  return (
    <DateInput
      {...props}
      onChange={(event) => {
        onChange?.(event);
        if ((event.target as HTMLInputElement | undefined)?.value === '') {
          setValue(source, '', { shouldDirty: true, shouldTouch: true, shouldValidate: true });
        }
      }}
    />
  );
}
