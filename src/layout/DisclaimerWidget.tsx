import { useState } from 'react';
import { IconButton, Popover, Tooltip, Typography, Box } from '@mui/material';
import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatDate } from '../framework/format';
import { useDisclaimerStatus } from './SandboxDisclaimer';

/** Header widget (spec 01 §2.5): shown only with the SHOW_DISCLAIMER resource. */
export const DisclaimerWidget = () => {
  const translate = useTranslate();
  const status = useDisclaimerStatus();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { canAccess } = useCanAccess({ resource: 'SHOW_DISCLAIMER', action: '*' });
  if (canAccess !== true) return null;
  const label = translate('app.header.disclaimer');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(e) => setAnchor(e.currentTarget)}>
          <GppGoodOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, maxWidth: 360 }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {translate('app.disclaimer.title')}
          </Typography>
          <Typography variant="body2" gutterBottom>
            {translate('app.disclaimer.body')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {status.state === 'accepted'
              ? translate('app.disclaimer.accepted_on', { date: formatDate(status.acceptedDate, 'dateTime') })
              : translate('app.disclaimer.not_accepted')}
          </Typography>
        </Box>
      </Popover>
    </>
  );
};
