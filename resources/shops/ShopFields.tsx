import type { MouseEvent } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { isHexColor, safeHttpUrl } from './links';

/** Inside a grid row a click on the link would also open the row's drawer. */
const keepToLink = (event: MouseEvent) => event.stopPropagation();

/** An external address, opened in a new tab without giving that page a handle on this one. */
export function ExternalLink({ href, children }: { href: string; children: string }) {
  const translate = useTranslate();
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      onClick={keepToLink}
      aria-label={translate('resources.shops.list.open_site', { url: children })}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Link>
  );
}

/** A URL field: a new-tab link when it is http(s), plain text otherwise, '-' when empty. */
export function UrlField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const href = safeHttpUrl(value);
  if (!value)
    return (
      <Typography component="span" variant="body2">
        -
      </Typography>
    );
  return href ? (
    <ExternalLink href={href}>{value}</ExternalLink>
  ) : (
    <Typography component="span" variant="body2">
      {value}
    </Typography>
  );
}

/** Yes / No in words (spec 02 §2: fee and white-label flags). */
export function YesNoField({ source }: { source: string; label?: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as boolean | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {translate(value ? 'grid.yes' : 'grid.no')}
    </Typography>
  );
}

/** A colour as a swatch with its hex code beside it: the code carries the information, not the colour. */
export function ColorField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value)
    return (
      <Typography component="span" variant="body2">
        -
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {isHexColor(value) && (
        <Box
          aria-hidden
          data-testid="color-swatch"
          sx={{ width: 20, height: 20, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: value, flexShrink: 0 }}
        />
      )}
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
        {value.toUpperCase()}
      </Typography>
    </Stack>
  );
}
