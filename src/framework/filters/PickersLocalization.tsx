import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { esES, ptBR } from '@mui/x-date-pickers/locales';
import { useLocale } from 'react-admin';
import { dateLocaleFor } from '../../i18n/dateLocale';

/** The pickers' own words (field sections, 'Choose date', toolbar) in the screen's language; English is MUI's default. */
const PICKER_TEXTS: Record<string, typeof esES.components.MuiLocalizationProvider.defaultProps.localeText | undefined> = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  pt: ptBR.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * Date pickers need a LocalizationProvider. The pickers bring their own, inside their lazily
 * loaded module, so neither the entry nor a grid's first paint pays for the picker code.
 */
export const PickersLocalization = ({ children }: { children: ReactNode }) => {
  const locale = useLocale();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocaleFor(locale)} localeText={PICKER_TEXTS[locale]}>
      {children}
    </LocalizationProvider>
  );
};
