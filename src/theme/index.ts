import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * Light and dark themes on react-admin's defaults. Colours chosen for WCAG AA contrast of text
 * and buttons on their backgrounds (primary #1a4f8b on white 8:1; #90caf9 on #121212 10:1).
 */
const shared: Partial<RaThemeOptions> = {
  shape: { borderRadius: 8 },
  typography: { fontFamily: ['Inter', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'].join(',') },
  sidebar: { width: 256, closedWidth: 56 },
};

/**
 * Spec 01 §4.1 "yellow" statuses (PROCESSING, USED, an open claim) are yellow, not MUI's orange,
 * with dark text: #1b1f24 on amber #ffc107 is 11:1 (white on MUI's orange was 3.1:1).
 */
const YELLOW = { main: '#ffc107', light: '#ffd54f', dark: '#c79100', contrastText: '#1b1f24' };

/**
 * The newer status palette's purple (RETURNED_PAYMENT, spec 01 §4.1), a colour of its own: the
 * theme's secondary is a teal that read as the green of PAID. White on #7b1fa2 is 8.6:1.
 */
const PURPLE = { main: '#7b1fa2', light: '#ae52d4', dark: '#4a0072', contrastText: '#ffffff' };

declare module '@mui/material/styles' {
  interface Palette {
    purple: Palette['primary'];
  }
  interface PaletteOptions {
    purple?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    purple: true;
  }
}

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#1a4f8b' },
    secondary: { main: '#0d6b5f' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1b1f24', secondary: '#4a5462' },
    warning: YELLOW,
    purple: PURPLE,
    // The newer status palette's blue (APPROVED): MUI's #0288d1 under a chip's white label is 3.9:1.
    info: { main: '#0277bd' },
  },
  components: {
    ...defaultLightTheme.components,
    // An unselected toggle's grey (action.active) on the page background is 4.49:1; the secondary text reads.
    MuiToggleButton: { styleOverrides: { root: { color: '#4a5462' } } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#90caf9' },
    secondary: { main: '#80cbc4' },
    background: { default: '#121212', paper: '#1e1e1e' },
    text: { primary: '#eceff1', secondary: '#b0bec5' },
    warning: YELLOW,
    purple: PURPLE,
  },
  components: {
    ...defaultDarkTheme.components,
    // MUI's dark red (#f44336) is for text on dark paper; under a chip's white label it is 3.7:1.
    MuiChip: { styleOverrides: { filledError: { backgroundColor: '#c62828' } } },
  },
};
