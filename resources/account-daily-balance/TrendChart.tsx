import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateUtc } from '../../src/framework';
import type { TrendPoint } from './trend';

/**
 * The closing balances as lines, one per currency: each currency on its own scale would mislead,
 * so a second currency gets the right-hand axis and the tooltip names every figure.
 */
export function TrendChart({
  points,
  currencies,
  height,
  format,
  tickFormat,
}: {
  points: TrendPoint[];
  currencies: string[];
  height: number;
  format: (amount: number, currency: string) => string;
  /** The axes' shorter amounts. */
  tickFormat: (amount: number, currency: string) => string;
}) {
  const theme = useTheme();
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main, theme.palette.warning.main];
  const tick = { fontSize: 11, fill: theme.palette.text.secondary };
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <LineChart responsive data={points} style={{ width: '100%', height }} margin={{ left: 8, right: 8, top: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" tickFormatter={(day: string) => formatDateUtc(day, 'date').slice(0, 5)} tick={tick} />
        {currencies.slice(0, 2).map((currency, i) => (
          <YAxis
            key={currency}
            yAxisId={i === 0 ? 'left' : 'right'}
            orientation={i === 0 ? 'left' : 'right'}
            width={70}
            tick={tick}
            tickFormatter={(v: number) => tickFormat(v, currency)}
          />
        ))}
        <Tooltip
          labelFormatter={(day) => formatDateUtc(String(day), 'date')}
          formatter={(value, currency) => format(Number(value), String(currency))}
          separator=": "
        />
        {currencies.map((currency, i) => (
          <Line
            key={currency}
            yAxisId={i === 0 ? 'left' : 'right'}
            dataKey={currency}
            name={currency}
            stroke={colours[i % colours.length]}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
      {currencies.length > 1 && (
        // Our own legend: recharts' names its icons in English ('USD legend icon').
        <Stack direction="row" justifyContent="center" gap={2}>
          {currencies.map((currency, i) => (
            <Stack key={currency} direction="row" alignItems="center" gap={0.5}>
              <Box aria-hidden sx={{ width: 14, height: 3, bgcolor: colours[i % colours.length] }} />
              <Typography variant="caption">{currency}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
