import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, es, ptBR } from 'date-fns/locale';
import { useLocale } from 'react-admin';

const DATE_FNS_LOCALES = { en: enUS, es, pt: ptBR } as const;

/**
 * Date pickers need a LocalizationProvider; the filter bar brings its own, following the app
 * locale, so no screen can forget it (an App-level one is harmless).
 */
export const PickersLocalization = ({ children }: { children: ReactNode }) => {
  const locale = useLocale() as keyof typeof DATE_FNS_LOCALES;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS_LOCALES[locale] ?? enUS}>
      {children}
    </LocalizationProvider>
  );
};
