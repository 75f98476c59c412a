import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

export interface LoadFailedAlertProps {
  /** i18n key with a %{message} placeholder, e.g. 'grid.load_failed'. */
  messageKey: string;
  error: Error | null | undefined;
  onRetry: () => void;
}

/**
 * A failed load (server error, gateway page, network, timeout, unreadable answer) says so where
 * the data would be, with the cause, and offers to try again in place: never an empty screen or
 * "not found", which would say the data is not there.
 */
export const LoadFailedAlert = ({ messageKey, error, onRetry }: LoadFailedAlertProps) => {
  const translate = useTranslate();
  const message = error?.message || 'messages.server_error';
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('grid.retry')}
        </Button>
      }
    >
      {translate(messageKey, { message: translate(message, { _: message }) })}
    </Alert>
  );
};
