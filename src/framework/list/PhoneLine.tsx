import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Fields side by side on one line of a phone list (ResourceList `phone`), wrapping when they do not fit. */
export const PhoneLine = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
    {children}
  </Box>
);
