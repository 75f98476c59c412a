import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../src/framework';
import { balanceKey } from './messages';

/** Spec 03 §2: the cut-off date of the figures (the last settlement published), or that there is none yet. */
export function CutOffNote({ date, loading }: { date: string | null; loading?: boolean }) {
  const translate = useTranslate();
  if (loading) return <Skeleton width={420} sx={{ mb: 1, maxWidth: '100%' }} />;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {date ? `${translate(balanceKey('cut_off'))} ${formatDate(date, 'dateTime')}` : translate(balanceKey('no_balance_yet'))}
    </Typography>
  );
}
