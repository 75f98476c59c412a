import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

export interface LoadFailedAlertProps {
  /** i18n key with a %{message} placeholder, e.g. 'grid.load_failed'. */
  messageKey: string;
  error: Error | null | undefined;
  onRetry: () => void;
  /** While the new attempt runs: Retry waits for it. */
  retrying?: boolean;
}

/**
 * A failed load (server error, gateway page, network, timeout, unreadable answer) says so where
 * the data would be, with the cause in the screen's language (a cause that is a catalog key is
 * translated by the i18n provider), and offers to try again in place: never an empty screen or
 * "not found", which would say the data is not there.
 */
export const LoadFailedAlert = ({ messageKey, error, onRetry, retrying = false }: LoadFailedAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {translate('grid.retry')}
        </Button>
      }
    >
      {translate(messageKey, { message: error?.message || 'messages.server_error' })}
    </Alert>
  );
};
