import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** What a drill-down opens: its words in the link's accessible name (`grid.drill.<kind>`). */
export type DrillKind = 'movements' | 'payIns' | 'settlements';

/** A list screen's address filtered to exactly `filter` (react-admin reads `?filter=` JSON on arrival). */
export const drillPath = (resource: string, filter: object): string =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

export interface DrillLinkProps {
  /** The list screen it opens (a declared resource's route name). */
  to: string;
  /** The filter that lists exactly the rows behind the figure. */
  filter: object;
  /** The figure's name, translated or an i18n key: the link reads '<figure>: open its <kind>'. */
  figure: string;
  kind?: DrillKind;
  /** The figure as shown (a MoneyText). */
  children: ReactNode;
}

/**
 * A figure that opens the rows it is made of (issue #33): a real link (keyboard, middle click,
 * a new tab) to the list filtered to them, named for assistive technology by what it opens.
 */
export function DrillLink({ to, filter, figure, kind = 'movements', children }: DrillLinkProps) {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={drillPath(to, filter)}
      // Inside a row that opens its details on a click, the link opens the rows instead.
      onClick={(event) => event.stopPropagation()}
      underline="hover"
      color="inherit"
      sx={{ textDecorationStyle: 'dotted', textDecorationLine: 'underline', '&:hover': { textDecorationStyle: 'solid' } }}
    >
      {children}
      {/* The shown amount stays in the name (what a voice user says), followed by what opens. */}
      <Box component="span" sx={visuallyHidden}>
        {` ${translate(`grid.drill.${kind}`, { figure: translate(figure, { _: figure }) })}`}
      </Box>
    </Link>
  );
}
