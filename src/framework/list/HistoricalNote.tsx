import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { archiveEnd } from '../../../contract/archive';
import { formatDate } from '../format';
import { useReadOnlyScreen } from '../resources/resourceOptions';

/** Under a historical screen's title: whose records these are and up to when (nothing elsewhere). */
export const HistoricalNote = () => {
  const translate = useTranslate();
  const historical = useReadOnlyScreen();
  if (!historical) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
      {translate('grid.historical_records', { date: formatDate(archiveEnd(), 'date') })}
    </Typography>
  );
};
