import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { darkTheme, lightTheme } from './index';

/** Issue #13: "yellow" statuses (PROCESSING, USED, an open claim) are yellow, with dark text that reads. */
describe('the status chip colours', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)('%s: yellow is yellow, its text dark, both above 4.5:1', (_name, options) => {
    const theme = createTheme(options as Parameters<typeof createTheme>[0]);
    const { main, contrastText } = theme.palette.warning;
    // Amber, not MUI's orange #ed6c02 (where white text was 3.1:1).
    expect(main.toLowerCase()).toBe('#ffc107');
    expect(getContrastRatio(main, contrastText)).toBeGreaterThan(4.5);
  });

  it('dark theme: white on the red chip reads (MUI dark red #f44336 was 3.7:1)', () => {
    const chip = (darkTheme.components?.MuiChip?.styleOverrides as { filledError: { backgroundColor: string } }).filledError;
    expect(getContrastRatio(chip.backgroundColor, '#ffffff')).toBeGreaterThan(4.5);
  });

  it('light theme: white on the blue chip of the newer palette reads, and so does an unselected toggle on the page', () => {
    const theme = createTheme(lightTheme as Parameters<typeof createTheme>[0]);
    expect(getContrastRatio(theme.palette.info.main, '#ffffff')).toBeGreaterThan(4.5);
    const toggle = (lightTheme.components?.MuiToggleButton?.styleOverrides as { root: { color: string } }).root;
    expect(getContrastRatio(toggle.color, theme.palette.background.default)).toBeGreaterThan(4.5);
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)('%s: the purple of RETURNED_PAYMENT is its own colour, its white label above 4.5:1', (_name, options) => {
    const theme = createTheme(options as Parameters<typeof createTheme>[0]);
    expect(theme.palette.purple.main).not.toBe(theme.palette.success.main);
    expect(theme.palette.purple.main).not.toBe(theme.palette.secondary.main);
    expect(getContrastRatio(theme.palette.purple.main, theme.palette.purple.contrastText)).toBeGreaterThan(4.5);
  });
});
