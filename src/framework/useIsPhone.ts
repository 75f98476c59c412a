import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Below MUI's `sm` breakpoint (600 px): lists become SimpleLists, filters fold into the drawer,
 * the header folds its switches. Read on the first render (noSsr), so nothing swaps a frame later.
 */
export const useIsPhone = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
