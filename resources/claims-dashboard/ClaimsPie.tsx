import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Legend, Pie, PieChart, Tooltip, type PieLabelRenderProps } from 'recharts';
import { formatPercent, type PieDatum } from './rates';

/**
 * Okabe-Ito colours: told apart with the common colour-vision deficiencies. "Other" is grey.
 * Colour is never the only cue: the legend names every slice with its count and share.
 */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];
const OTHER_COLOUR = '#9E9E9E';
/** Slices under this share get no label on the pie (the legend and tooltip still give it). */
const LABEL_MIN_SHARE = 0.04;

export interface ClaimsPieProps {
  data: PieDatum[];
  /** The chart's accessible name (the figure caption says the same). */
  title: string;
  height: number;
  /** 'Pix: 12 claims (40%)', for the legend. */
  describe: (datum: PieDatum) => string;
  /** '12 claims (40%)', for the tooltip beside the slice name. */
  valueText: (datum: PieDatum) => string;
  locale: string;
}

/** One recharts pie with percentage labels, a legend and tooltips (lazy: recharts stays out of the entry). */
export function ClaimsPie({ data, title, height, describe, valueText, locale }: ClaimsPieProps) {
  const theme = useTheme();
  const coloured = useMemo(
    () => data.map((d, index) => ({ ...d, fill: d.other ? OTHER_COLOUR : PALETTE[index % PALETTE.length] })),
    [data],
  );
  const label = ({ x, y, textAnchor, percent }: PieLabelRenderProps) =>
    (percent ?? 0) >= LABEL_MIN_SHARE ? (
      <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill={theme.palette.text.primary} fontSize={12}>
        {formatPercent(percent ?? 0, locale)}
      </text>
    ) : null;
  return (
    // Room around the pie for the share labels, which sit just outside it.
    <PieChart responsive style={{ width: '100%', height }} title={title} margin={{ top: 16, right: 32, bottom: 16, left: 32 }}>
      <Pie
        data={coloured}
        dataKey="count"
        nameKey="name"
        outerRadius="80%"
        label={label}
        labelLine={false}
        stroke={theme.palette.background.paper}
      />
      <Tooltip separator=": " formatter={(_value, _name, item) => valueText(item.payload as PieDatum)} />
      <Legend
        // Below the pie, in the data's order (largest first) rather than alphabetical, so the
        // legend reads like the pie; long texts wrap, taking height rather than the pie's width.
        // Our own list: recharts names each swatch "<name> legend icon" in English for screen
        // readers, while the swatch is decoration beside a text that says it all.
        position="bottom"
        content={() => (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, fontSize: 14, lineHeight: 1.6 }}>
            {coloured.map((datum) => (
              <Box component="li" key={datum.name} sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: datum.fill, flexShrink: 0 }}
                />
                <span style={{ color: theme.palette.text.primary }}>{describe(datum)}</span>
              </Box>
            ))}
          </Box>
        )}
      />
    </PieChart>
  );
}
