import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { RecordContextProvider } from 'react-admin';
import { darkTheme, lightTheme } from '../../theme';
import { AdminTestContext, fakeDataProvider } from '../testing/adminTestContext';
import { StatusChip } from './StatusChip';
import { CHIP_COLOR, humanizeStatus, statusColor } from './statusColors';

describe('statusColor (spec 01 §4.1)', () => {
  it.each([
    ['APPROVED', 'green'],
    ['PAID', 'green'],
    ['FINISHED', 'green'],
    ['ENABLED', 'green'],
    ['PENDING', 'grey'],
    ['DRAFT', 'grey'],
    ['PENDING_USE', 'grey'],
    ['CANCELLED', 'red'],
    ['REJECTED', 'red'],
    ['SUBMITTED', 'red'],
    ['ERROR', 'red'],
    ['PROCESSING', 'yellow'],
    ['USED', 'yellow'],
    // Claim outcomes, coloured by what they mean for the merchant (our choice; the spec has none).
    ['IN_FAVOR_MERCHANT', 'green'],
    ['AGAINST_MERCHANT', 'red'],
    ['OPEN', 'yellow'],
  ])('%s is %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });
  it('keys by the upper-case name and greys unknown statuses', () => {
    expect(statusColor('approved')).toBe('green');
    expect(statusColor('Missing Info')).toBe('grey');
    expect(statusColor(undefined)).toBe('grey');
  });
  it('the newer palette makes APPROVED blue and RETURNED_PAYMENT purple', () => {
    expect(statusColor('APPROVED', 'new')).toBe('blue');
    expect(statusColor('RETURNED_PAYMENT', 'new')).toBe('purple');
    expect(statusColor('RETURNED_PAYMENT')).toBe('purple');
    expect(statusColor('REJECTED', 'new')).toBe('red');
  });
  it('maps colours to MUI chip colours', () => {
    expect(CHIP_COLOR.green).toBe('success');
    expect(CHIP_COLOR.red).toBe('error');
    expect(CHIP_COLOR.yellow).toBe('warning');
    expect(CHIP_COLOR.grey).toBe('default');
  });
  it('humanises codes', () => {
    expect(humanizeStatus('MISSING_INFO')).toBe('Missing info');
  });
});

describe('<StatusChip>', () => {
  const renderChip = (record: Record<string, unknown>, palette?: 'new') =>
    render(
      <AdminTestContext dataProvider={fakeDataProvider()}>
        <RecordContextProvider value={{ id: 1, ...record }}>
          <StatusChip source="status" palette={palette} />
        </RecordContextProvider>
      </AdminTestContext>,
    );

  it('translates the label and colours the chip from the record', async () => {
    renderChip({ status: 'ONHOLD' });
    const chip = (await screen.findByText('On hold')).closest('.MuiChip-root');
    expect(chip).toHaveAttribute('data-color', 'grey');
  });
  it('uses the new palette and humanises unknown codes', async () => {
    renderChip({ status: 'APPROVED' }, 'new');
    expect((await screen.findByText('Approved')).closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
  });
  it('humanises a status without a translation', async () => {
    renderChip({ status: 'SOME_NEW_STATE' });
    expect(await screen.findByText('Some new state')).toBeInTheDocument();
  });
});

describe('RETURNED_PAYMENT (issue #30 item 31)', () => {
  const backgroundOf = (label: HTMLElement) => getComputedStyle(label.closest('.MuiChip-root') as HTMLElement).backgroundColor;
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)("is the app theme's purple in the %s theme, not the green of Paid, in either palette", async (_name, options) => {
    const theme = createTheme(options as Parameters<typeof createTheme>[0]);
    render(
      <AdminTestContext dataProvider={fakeDataProvider()}>
        <ThemeProvider theme={theme}>
          <StatusChip value="RETURNED_PAYMENT" />
          <StatusChip value="PAID" palette="new" />
          <StatusChip value="RETURNED_PAYMENT" palette="new" />
        </ThemeProvider>
      </AdminTestContext>,
    );
    const returned = await screen.findAllByText('Returned payment');
    expect(returned).toHaveLength(2);
    for (const label of returned) expect(backgroundOf(label)).toBe('rgb(123, 31, 162)');
    expect(backgroundOf(screen.getByText('Paid'))).not.toBe('rgb(123, 31, 162)');
  });
});
