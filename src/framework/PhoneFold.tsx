import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useIsPhone } from './useIsPhone';

export interface PhoneFoldProps {
  /** What the folded part holds, in a line or two (the choices made, a card's key figure): the fold's name. */
  summary: ReactNode;
  children: ReactNode;
}

/**
 * A part of a page folded on a phone, as a list folds its filters: there it is one line (the
 * summary) that opens on a tap, so the page's rows start on the first screen; elsewhere the part
 * shows as it is. The balance screens' merchant, shop and currency, the withdrawals' cards.
 */
export function PhoneFold({ summary, children }: PhoneFoldProps) {
  const isPhone = useIsPhone();
  if (!isPhone) return <>{children}</>;
  return (
    <Accordion disableGutters variant="outlined" sx={{ mx: 2, my: 1 }} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMore />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}>
        {summary}
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
