import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { useLocale } from 'react-admin';
import { dateLocaleFor } from '../../i18n/dateLocale';

/**
 * Date pickers need a LocalizationProvider. The pickers bring their own, inside their lazily
 * loaded module, so neither the entry nor a grid's first paint pays for the picker code.
 */
export const PickersLocalization = ({ children }: { children: ReactNode }) => (
  <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocaleFor(useLocale())}>
    {children}
  </LocalizationProvider>
);
