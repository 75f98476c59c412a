import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { integrationKey } from './messages';
import { fontStack, loadWebFont } from './webFonts';

/** A line in the font chosen in `source`, loaded first: what the pay page will look like, before a preview. */
export function FontSample({ source }: { source: string }) {
  const translate = useTranslate();
  const family = useWatch({ name: source }) as string | undefined;
  const [loaded, setLoaded] = useState<string>();
  useEffect(() => {
    if (!family) return;
    let current = true;
    // A font that cannot be fetched leaves the device's font: the sample still shows.
    void loadWebFont(family)
      .then(() => current && setLoaded(family))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [family]);
  if (!family) return null;
  return (
    <Typography
      variant="body1"
      data-font={family}
      data-loaded={loaded === family}
      sx={{ fontFamily: fontStack(family), mt: -1, mb: 2, gridColumn: '1 / -1' }}
    >
      {translate(integrationKey('whitelabel.font_sample'), { font: family })}
    </Typography>
  );
}
