import { useMemo, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { endOfYear, isValid } from 'date-fns';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { DATE_FORMATS, formatDate, parseWireDate, toWireDate } from '../format';
import { PickersLocalization } from './PickersLocalization';
import { ROW_END_SX, STACKED_END_SX } from './dateRangeLayout';

export interface DateRangeInputProps {
  /** Base key: writes `<source>From` and `<source>To` as dd/MM/yyyy HH:mm:ss.SSS text. */
  source: string;
  label: string;
  withTime?: boolean;
  /** 'column' stacks from over to (narrow places such as the filter drawer). */
  direction?: 'row' | 'column';
  /** Both ends marked required (an asterisk, aria-required). */
  required?: boolean;
}

/** Pickers disable every date after the end of the current year (spec 01 §2.7, 02 §5). */
export const maxFilterDate = (now: Date = new Date()): Date => endOfYear(now);

/** Day, then hours, minutes and seconds: the spec's filter times read HH:mm:ss. */
const TIME_VIEWS = ['year', 'month', 'day', 'hours', 'minutes', 'seconds'] as const;

/** A day's range starts at its first millisecond and ends at its last; a time's end covers its second. */
const endOfRange = (date: Date, end: 'from' | 'to', withTime: boolean): Date => {
  const next = new Date(date);
  if (!withTime) {
    if (end === 'from') next.setHours(0, 0, 0, 0);
    else next.setHours(23, 59, 59, 999);
  } else if (end === 'to') {
    next.setMilliseconds(999);
  }
  return next;
};

interface EndProps {
  source: string;
  label: string;
  withTime: boolean;
  end: 'from' | 'to';
  stacked: boolean;
  required: boolean;
}

/**
 * A date the user has finished typing: the picker reports every keystroke, and "2" typed as the
 * first digit of a year is already a valid date (24/11/0002). Only a four-digit year commits.
 */
const isCompleteDate = (date: Date | null): date is Date => date !== null && isValid(date) && date.getFullYear() >= 1000;

/** The field's text holds some digits and some placeholders still ('05/11/YYYY', '05/11/AAAA'). */
const isHalfTyped = (text: string | undefined) => Boolean(text && /\d/.test(text) && /[^\d\s/:.]/.test(text));

/** An end emptied (Ctrl+A, Backspace) of a required range: said under it, and Apply sends nothing. */
const requiredEnd = (value: unknown) => (value ? undefined : 'ra.validation.required');

/** A day past the pickers' last one typed by hand: said under it, and Apply sends nothing (issue #30 item 29). */
const notAfterMax = (value: unknown) => {
  const date = typeof value === 'string' ? parseWireDate(value) : null;
  const max = maxFilterDate();
  return date && date > max ? { message: 'grid.date_after_max', args: { date: formatDate(max) } } : undefined;
};

const RangeEnd = ({ source, label, withTime, end, stacked, required }: EndProps) => {
  const format = withTime ? DATE_FORMATS.dateTimeSeconds : DATE_FORMATS.date;
  const shape = withTime ? 'DD/MM/YYYY HH:mm:ss' : 'DD/MM/YYYY';
  // A date typed half-way holds no value to check (the picker reports none until every part is
  // there): the text it shows says it, digits beside placeholders ('05/11/YYYY').
  const text = useRef<HTMLInputElement>(null);
  const validate = useMemo(() => {
    const incomplete = () => (isHalfTyped(text.current?.value) ? { message: 'grid.date_incomplete', args: { format: shape } } : undefined);
    return required ? [incomplete, requiredEnd, notAfterMax] : [incomplete, notAfterMax];
  }, [shape, required]);
  const { field, id, fieldState } = useInput({ source, validate });
  const committed = field.value as string | undefined;
  // What the picker shows, typed half-way or not: the filter value changes only once it is a date.
  const [draft, setDraft] = useState<{ wire: string | undefined; date: Date | null }>(() => ({
    wire: committed,
    date: parseWireDate(committed),
  }));
  // The picker's verdict as the user types (a day past the last one, a date not finished): said at once.
  const [pickerError, setPickerError] = useState<string | null>(null);
  if (draft.wire !== committed) {
    // Changed from outside (Clear, a default, another tab's URL): show it.
    setDraft({ wire: committed, date: parseWireDate(committed) });
  }
  const onChange = (date: Date | null) => {
    // Half-typed keeps the last value until it is a date; emptied is empty (a required end says so).
    const wire = isCompleteDate(date) ? toWireDate(endOfRange(date, end, withTime)) : date === null ? undefined : committed;
    setDraft({ wire, date });
    if (date === null || isCompleteDate(date)) field.onChange(wire);
  };
  const shownError =
    fieldState.error?.message ??
    (pickerError === 'maxDate'
      ? notAfterMax(draft.wire)
      : pickerError
        ? { message: 'grid.date_incomplete', args: { format: shape } }
        : undefined);
  const common = {
    label,
    value: draft.date,
    onChange,
    onError: (error: string | null) => setPickerError(error),
    maxDate: maxFilterDate(),
    slotProps: {
      textField: {
        id,
        inputRef: text,
        size: 'small' as const,
        onBlur: field.onBlur,
        name: field.name,
        required,
        error: Boolean(shownError),
        helperText: shownError ? <InputHelperText error={shownError} /> : undefined,
        sx: stacked ? STACKED_END_SX : ROW_END_SX,
      },
    },
  };
  return withTime ? (
    <DateTimePicker {...common} format={format} ampm={false} views={TIME_VIEWS} />
  ) : (
    <DatePicker {...common} format={format} />
  );
};

/** From/to pickers for one range filter, displayed DD/MM/YYYY (with HH:mm:ss when withTime). Loaded lazily by FilterInput. */
export const DateRangeInput = ({ source, label, withTime = false, direction = 'row', required = false }: DateRangeInputProps) => {
  const translate = useTranslate();
  const name = translate(label, { _: label });
  return (
    <PickersLocalization>
      <Stack
        direction={direction}
        spacing={direction === 'row' ? 1 : 1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={name}
      >
        <RangeEnd
          source={`${source}From`}
          label={translate('grid.date_from', { label: name })}
          withTime={withTime}
          end="from"
          stacked={direction === 'column'}
          required={required}
        />
        <RangeEnd
          source={`${source}To`}
          label={translate('grid.date_to', { label: name })}
          withTime={withTime}
          end="to"
          stacked={direction === 'column'}
          required={required}
        />
      </Stack>
    </PickersLocalization>
  );
};
