import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../src/framework';
import { notificationKey } from './messages';
import { formatPayload } from './payload';

export interface PayloadViewProps {
  body: string | null | undefined;
  /** Accessible name of the block, e.g. 'Request body'. */
  label: string;
}

/**
 * A notification body as text: formatted JSON when it parses, else exactly as received. It is
 * only ever a text node inside <pre>, so an HTML page or a <script> in a body shows literally.
 */
export function PayloadView({ body, label }: PayloadViewProps) {
  const translate = useTranslate();
  const payload = formatPayload(body);
  if (payload.kind === 'empty') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(notificationKey('payload.empty'))}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="caption" color="text.secondary">
          {translate(notificationKey(`payload.${payload.kind}`))}
        </Typography>
        <CopyButton value={payload.text} label={notificationKey('payload.copy')} />
      </Stack>
      <Box
        component="pre"
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: '60vh',
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '0.8125rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {payload.text}
      </Box>
    </Stack>
  );
}
