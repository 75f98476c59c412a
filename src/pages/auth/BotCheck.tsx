import { useEffect, useState } from 'react';
import { Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BackOfficeAuthProvider } from '../../providers/types';

/**
 * Whether the server uses a bot check (GET /config/has-recaptcha); null while asking. A failed
 * call counts as "not in use": without the server there is no widget to load anyway.
 */
export function useBotCheckRequired(authProvider: BackOfficeAuthProvider): boolean | null {
  const [required, setRequired] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    authProvider
      .hasRecaptcha()
      .then((value) => live && setRequired(value === true))
      .catch(() => live && setRequired(false));
    return () => {
      live = false;
    };
  }, [authProvider]);
  return required;
}

/**
 * The slot where the real bot-check widget goes. This placeholder yields a token once ticked,
 * so the gate around the Login button is exercised end to end.
 */
export const BotCheck = ({ onToken }: { onToken: (token: string | null) => void }) => {
  const translate = useTranslate();
  const [solved, setSolved] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 1, my: 1 }} role="group" aria-label={translate('app.auth.bot_check.label')}>
      <FormControlLabel
        control={
          <Checkbox
            checked={solved}
            onChange={(event) => {
              setSolved(event.target.checked);
              onToken(event.target.checked ? `placeholder-${Date.now()}` : null);
            }}
          />
        }
        label={translate('app.auth.bot_check.solve')}
      />
      {!solved && (
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.auth.bot_check.pending')}
        </Typography>
      )}
    </Paper>
  );
};
