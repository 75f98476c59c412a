import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { endOfYear, isValid } from 'date-fns';
import { required as requiredRule, useInput, useTranslate, ValidationError } from 'react-admin';
import { DATE_FORMATS, parseWireDate, toWireDate } from '../format';
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

/** A required end emptied on screen is refused under the field on Apply, not silently kept. */
const REQUIRED = [requiredRule()];

const RangeEnd = ({ source, label, withTime, end, stacked, required }: EndProps) => {
  const { field, id, fieldState } = useInput({ source, validate: required ? REQUIRED : undefined });
  const committed = field.value as string | undefined;
  // What the picker shows, typed half-way or not: the filter value changes only once it is a date.
  const [draft, setDraft] = useState<{ wire: string | undefined; date: Date | null }>(() => ({
    wire: committed,
    date: parseWireDate(committed),
  }));
  if (draft.wire !== committed) {
    // Changed from outside (Clear, a default, another tab's URL): show it.
    setDraft({ wire: committed, date: parseWireDate(committed) });
  }
  const onChange = (date: Date | null) => {
    // Pickers must not clear (spec 02 §5): a half-typed date keeps the last value, and so does an
    // emptied one, unless the end is required: then Apply says so under it instead of doing nothing.
    const emptied = required && date === null;
    const wire = isCompleteDate(date) ? toWireDate(endOfRange(date, end, withTime)) : emptied ? undefined : committed;
    setDraft({ wire, date });
    if (wire !== committed) field.onChange(wire);
  };
  const common = {
    label,
    value: draft.date,
    onChange,
    maxDate: maxFilterDate(),
    slotProps: {
      textField: {
        id,
        size: 'small' as const,
        onBlur: field.onBlur,
        name: field.name,
        required,
        error: Boolean(fieldState.error),
        helperText: fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined,
        sx: stacked ? STACKED_END_SX : ROW_END_SX,
      },
    },
  };
  return withTime ? (
    <DateTimePicker {...common} format={DATE_FORMATS.dateTimeSeconds} ampm={false} views={TIME_VIEWS} />
  ) : (
    <DatePicker {...common} format={DATE_FORMATS.date} />
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
