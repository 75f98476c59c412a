import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { LocalesMenuButton, ToggleThemeButton, useTranslate } from 'react-admin';

/** The frame of the login-side pages: a centred card with the language and theme switches. */
export const AuthLayout = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Stack direction="row" justifyContent="flex-end" sx={{ p: 1 }}>
        <LocalesMenuButton />
        <ToggleThemeButton />
      </Stack>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="overline" color="text.secondary" component="p">
              {translate('app.name')}
            </Typography>
            <Typography variant="h5" component="h1" gutterBottom>
              {translate(title)}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};
