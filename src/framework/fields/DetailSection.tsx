import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * A titled part of a drawer, a dialog or a detail page: an h3 over its fields, and a named region
 * screen readers can jump to. `title` is an i18n key or a text already translated.
 */
export function DetailSection({ title, children }: { title?: string; children: ReactNode }) {
  const translate = useTranslate();
  const text = title ? translate(title, { _: title }) : undefined;
  return (
    <Stack spacing={1} component="section" aria-label={text}>
      {text && (
        <Typography variant="subtitle1" component="h3">
          {text}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
