import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { breakdownHeight } from './breakdownHeight';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';

export interface BreakdownDatum {
  name: string;
  amount: number;
}

/**
 * The legacy headline's parts as horizontal bars (issue #16: beside the headline): money in to
 * the right in green, money out to the left in red. The figures are also written beside it, so
 * the chart is never the only way to read them.
 */
export function BreakdownChart({ data, title, format }: { data: BreakdownDatum[]; title: string; format: (amount: number) => string }) {
  const theme = useTheme();
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        responsive
        layout="vertical"
        data={data}
        title={title}
        style={{ width: '100%', height: breakdownHeight(data.length) }}
        margin={{ left: 8, right: 24 }}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" tickFormatter={(v: number) => format(v)} tick={{ fontSize: 11, fill: theme.palette.text.secondary }} />
        <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12, fill: theme.palette.text.primary }} />
        <ReferenceLine x={0} stroke={theme.palette.text.secondary} />
        <Tooltip formatter={(value) => format(Number(value))} separator=": " />
        <Bar dataKey="amount" isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.name} fill={d.amount >= 0 ? theme.palette.success.main : theme.palette.error.main} />
          ))}
        </Bar>
      </BarChart>
    </Box>
  );
}
