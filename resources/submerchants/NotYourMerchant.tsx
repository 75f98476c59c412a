import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { submerchantKey } from './messages';

const key = (name: string) => submerchantKey(`create.${name}`);

/** The address names a merchant that is not one of the user's: say so, and the way back, instead of a form no Save can pass. */
export function NotYourMerchant({ id }: { id: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <Title title={key('title')} />
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/submerchants" color="inherit">
            {translate(key('to_list'))}
          </Button>
        }
      >
        {translate(key('not_yours'), { id })}
      </Alert>
    </Box>
  );
}
