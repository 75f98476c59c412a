import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { endOfYear, isValid } from 'date-fns';
import { useInput, useTranslate } from 'react-admin';
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
}

/** Pickers disable every date after the end of the current year (spec 01 §2.7, 02 §5). */
export const maxFilterDate = (now: Date = new Date()): Date => endOfYear(now);

interface EndProps {
  source: string;
  label: string;
  withTime: boolean;
  end: 'from' | 'to';
  stacked: boolean;
}

const RangeEnd = ({ source, label, withTime, end, stacked }: EndProps) => {
  const { field, id } = useInput({ source });
  const value = parseWireDate(field.value as string | undefined);
  const onChange = (date: Date | null) => {
    // Pickers must not clear (spec 02 §5): an emptied or half-typed date keeps the last value.
    if (!date || !isValid(date)) return;
    const next = new Date(date);
    if (!withTime) {
      if (end === 'from') next.setHours(0, 0, 0, 0);
      else next.setHours(23, 59, 59, 999);
    } else if (end === 'to' && next.getSeconds() === 0) {
      // A picker with minutes only: the end covers its whole last minute.
      next.setSeconds(59, 999);
    }
    field.onChange(toWireDate(next));
  };
  const common = {
    label,
    value,
    onChange,
    maxDate: maxFilterDate(),
    slotProps: {
      textField: { id, size: 'small' as const, onBlur: field.onBlur, name: field.name, sx: stacked ? STACKED_END_SX : ROW_END_SX },
    },
  };
  return withTime ? (
    <DateTimePicker {...common} format={DATE_FORMATS.dateTime} ampm={false} />
  ) : (
    <DatePicker {...common} format={DATE_FORMATS.date} />
  );
};

/** From/to pickers for one range filter, displayed DD/MM/YYYY (with HH:mm when withTime). Loaded lazily by FilterInput. */
export const DateRangeInput = ({ source, label, withTime = false, direction = 'row' }: DateRangeInputProps) => {
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
        />
        <RangeEnd
          source={`${source}To`}
          label={translate('grid.date_to', { label: name })}
          withTime={withTime}
          end="to"
          stacked={direction === 'column'}
        />
      </Stack>
    </PickersLocalization>
  );
};
